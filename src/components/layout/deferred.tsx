import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { loadBeforeRender } from '~/lib/react/server-modules'

// Code that the first paint does not need is loaded later (decision 010). The server renders
// these parts in full; in the browser their HTML stays as it is (not yet interactive) until the
// code arrives, and React then hydrates just that part.

/**
 * Resolves once the server-rendered element with this id comes near the viewport. At once on
 * the server, in a client-side render (no such element yet) and without IntersectionObserver.
 */
export function whenNearViewport(id: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  const element = document.getElementById(id)
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
  })
}

/**
 * Resolves when the browser is idle after the page load (at most `timeout` ms later); at once
 * on the server and in a client-side render (no element with this id yet).
 */
export function whenIdle(id: string, timeout = 3000): Promise<void> {
  if (typeof document === 'undefined' || !document.getElementById(id)) return Promise.resolve()
  const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }
  return new Promise((resolve) => {
    const idle = () =>
      w.requestIdleCallback ? w.requestIdleCallback(() => resolve(), { timeout }) : setTimeout(resolve, 200)
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}

/**
 * A component whose code is fetched later: when its server-rendered HTML (wrapped in an element
 * with this id) scrolls into view (`visible`: parts far below the fold, such as the footer's
 * newsletter box), or once the page has loaded and the browser is idle (`idle`: a widget above
 * the fold whose HTML is already complete, such as the home slideshow).
 */
export function lazyDeferred<P extends object>(
  id: string,
  when: 'visible' | 'idle',
  load: () => Promise<ComponentType<P>>,
) {
  const Lazy = lazy(async () => {
    await (when === 'idle' ? whenIdle(id) : whenNearViewport(id))
    return { default: await load() }
  })
  // On the server the code is loaded at start-up and rendered in place. Through `lazy` the first
  // render suspended, and React streamed the part at the end of the document with a script that
  // reveals it after the first frame plus up to 300 ms (its reveal throttling): the home
  // slideshow's first slide, the LCP image, came that much later (decision 015). The boundary
  // is the same either way, so the browser hydrates what the server sent.
  let loaded: ComponentType<P> | null = null
  const onServer = typeof document === 'undefined'
  const serverLoad = onServer
    ? loadBeforeRender(load())
        .then((component) => void (loaded = component))
        .catch(() => undefined) // rendered through `lazy` then, as before
    : Promise.resolve()
  function Deferred(props: P & { fallback?: ReactNode }) {
    const { fallback = null, ...rest } = props
    const Component = onServer && loaded ? loaded : Lazy
    return (
      <div id={id}>
        <Suspense fallback={fallback}>
          <Component {...(rest as P)} />
        </Suspense>
      </div>
    )
  }
  /**
   * For a route loader: on the server, resolves once the code is there (a part of a route that
   * is code-split on the server too starts loading only with the route's first request); in the
   * browser at once, fetching nothing.
   */
  Deferred.ready = (): Promise<void> => serverLoad
  return Deferred
}
