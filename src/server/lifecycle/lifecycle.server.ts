// The process's lifecycle as a balancer sees it (issue 41): starting (the database is being
// opened, migrated, seeded), serving, draining (told to stop: what was received is answered,
// nothing new is asked for). Portable: the Node and Deno servers share it, through the
// lifecycle gate (srvx middleware every request passes) and the shutdown sequence.
//
// The state lives on globalThis: the server bundle may hold two copies of this module (nitro's
// plugins and the SSR app), and both must read one count.

type Active = { method: string; path: string; since: number }
type State = { draining: boolean; open: boolean; next: number; active: Map<number, Active>; idle: Set<() => void> }

const key = Symbol.for('soglia.lifecycle')
const registry = globalThis as typeof globalThis & { [key]?: State }
const state = (): State =>
  (registry[key] ??= { draining: false, open: false, next: 0, active: new Map(), idle: new Set() })

/** The database opened, migrated and seeded: requests that need it may come. */
export const markOpen = () => void (state().open = true)
export const isOpen = () => state().open
export const isDraining = () => state().draining
export const inFlight = () => state().active.size

/**
 * Counts the request as in flight until its answer is ready (or it fails). A synchronous answer
 * (a page-cache hit) stays synchronous: no promise is made for it.
 */
export function track(
  request: Request,
  path: string,
  answer: () => Response | Promise<Response>,
): Response | Promise<Response> {
  const s = state()
  const id = s.next++
  s.active.set(id, { method: request.method, path, since: Date.now() })
  const done = () => {
    s.active.delete(id)
    if (s.active.size === 0) for (const resolve of s.idle) resolve()
  }
  let out: Response | Promise<Response>
  try {
    out = answer()
  } catch (error) {
    done()
    throw error
  }
  if (!(out instanceof Promise)) return (done(), out)
  return out.then(
    (response) => (done(), response),
    (error: unknown) => {
      done()
      throw error
    },
  )
}

/** Told to stop: readiness turns false and answers ask their connection to close. */
export const beginDrain = () => void (state().draining = true)

/**
 * Resolves once nothing is in flight, or at the bound with what is still running (the
 * shutdown says what it cut).
 */
export async function whenIdle(boundMs: number): Promise<{ cut: Array<{ method: string; path: string; ms: number }> }> {
  const s = state()
  if (s.active.size > 0) {
    let resolve = () => {}
    const idle = new Promise<void>((r) => (resolve = r))
    s.idle.add(resolve)
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([idle, new Promise<void>((r) => (timer = setTimeout(r, boundMs)))])
    clearTimeout(timer)
    s.idle.delete(resolve)
  }
  const now = Date.now()
  return { cut: [...s.active.values()].map((a) => ({ method: a.method, path: a.path, ms: now - a.since })) }
}

/** Forgets everything (tests only). */
export const resetLifecycle = () => void (registry[key] = undefined)
