import type { InspectionEvent } from 'xstate'

// The Stately inspector for the running state machines, in development only (issue 16,
// docs/machines.md). Turned on with VITE_STATELY_INSPECT=true or `?inspect` in the address;
// it then opens the visualizer (stately.ai/inspect) in a new window and shows every machine
// the page starts. In a production build `import.meta.env.DEV` is false, so this whole module
// is `undefined` and the inspector's code is never bundled (bench:js unchanged).

type Inspect = (event: InspectionEvent) => void

function requested(): boolean {
  if (typeof window === 'undefined') return false // the server renders without it
  if (import.meta.env.VITE_STATELY_INSPECT === 'true') return true
  return new URLSearchParams(window.location.search).has('inspect')
}

function start(): Inspect {
  // Events arrive from the first actor on, before the inspector's code has loaded: kept, then sent.
  const pending: InspectionEvent[] = []
  let forward: Inspect | null = null
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector()
    forward = (event) => inspector.inspect.next?.(event)
    for (const event of pending.splice(0)) forward(event)
  })
  return (event) => (forward ? forward(event) : void pending.push(event))
}

/**
 * The `inspect` option for `createActor`, `useActorRef`, `useMachine` and the actor contexts'
 * providers: `undefined` (nothing at all) unless development and asked for.
 */
export const devInspect: Inspect | undefined = import.meta.env.DEV && requested() ? start() : undefined
