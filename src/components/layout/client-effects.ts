import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { registerServiceWorker } from '~/lib/pwa/register-sw'
import { watchChunkFailures } from './chunk-reload'
import { markHydrated } from './hydration-mark'

// Spec §9: links are prefetched once the page has been idle for up to 2000 ms.
const IDLE_TIMEOUT_MS = 2000

/** Page-lifetime behaviours of the layout: chunk-failure reload and idle prefetch. */
export function useClientEffects() {
  const router = useRouter()
  // With the page content and the footer, a marker that the page is interactive: end-to-end
  // tests wait for it, and the on-intent loader replays what it held (hydration-mark.tsx).
  useEffect(() => markHydrated('root'), [])
  useEffect(() => watchChunkFailures(), [])
  useEffect(() => registerServiceWorker(), [])
  useEffect(() => {
    // Only the code of the main sections is fetched ahead (no data): cheap for the server.
    const prefetch = () => {
      for (const id of ['/negozio/', '/negozio/$category/', '/negozio/$category/$slug']) {
        const route = (
          router.routesById as unknown as Record<string, Parameters<typeof router.loadRouteChunk>[0] | undefined>
        )[id]
        if (route) void router.loadRouteChunk(route)?.catch(() => {})
      }
    }
    const w = window as Window & {
      requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number
      cancelIdleCallback?: (id: number) => void
    }
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(prefetch, { timeout: IDLE_TIMEOUT_MS })
      return () => w.cancelIdleCallback?.(id)
    }
    const id = setTimeout(prefetch, IDLE_TIMEOUT_MS)
    return () => clearTimeout(id)
  }, [router])
}
