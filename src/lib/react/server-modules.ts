import { createElement, lazy, type ComponentType } from 'react'

// On Node a page is rendered to one string (decision 070), and a string render cannot wait: a
// component whose code is still loading fails the page (outside a Suspense boundary) or leaves
// its boundary to the browser (inside one). So on the server, code that a render may need is
// loaded as soon as its module is, and the render waits for whatever is still on its way.
// In the browser none of this runs: code-split parts are fetched when they are needed.

const onServer = typeof document === 'undefined'
const pending = new Set<Promise<unknown>>()

/** On the server, a render started before `loading` settles waits for it. Returns `loading`. */
export function loadBeforeRender<T>(loading: Promise<T>): Promise<T> {
  if (!onServer) return loading
  const settled: Promise<unknown> = loading.then(
    () => pending.delete(settled),
    () => pending.delete(settled),
  )
  pending.add(settled)
  return loading
}

/** What a render must wait for: undefined (nothing to await) once every module is in. */
export function renderModulesReady(): Promise<unknown> | undefined {
  return pending.size ? Promise.all(pending) : undefined
}

/**
 * `React.lazy` for a part the server may render: its code is fetched in the browser on first
 * use, and loaded on the server with the module, where the loaded component is rendered
 * directly (the Suspense boundaries around it stay the same, so the browser hydrates what the
 * server sent).
 */
export function serverReadyLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }))
  if (!onServer) return Lazy
  let loaded: ComponentType<P> | null = null
  void loadBeforeRender(load().then((component) => void (loaded = component))).catch(() => undefined) // rendered through `lazy` then
  function ServerReady(props: P) {
    return createElement(loaded ?? Lazy, props)
  }
  return ServerReady
}
