// Registers the service worker /sw.js (spec §7: scope /) in production builds, after the
// page has loaded. Call registerServiceWorker() once, from the root layout's useEffect.
import type { Workbox } from 'workbox-window'

/** Same names as in pwa.config.ts (that module is build-time only). */
const PAGES_CACHE = 'soglia-pages'
const PRIVATE_PATH =
  /^\/(?:(?:it|en|es|fr|de|pt)\/)?(?:administration|account|checkout|login|register|forgot-password|reset-password|verify-email|restore-email|accept-invitation|newsletter)(?:\/|$)/

let workbox: Promise<Workbox | null> | undefined

const supported = () => import.meta.env.PROD && typeof window !== 'undefined' && 'serviceWorker' in navigator

export function registerServiceWorker(): void {
  if (!supported() || workbox) return
  workbox = new Promise((resolve) => {
    const start = () => {
      register()
        .then(resolve)
        .catch((error: unknown) => {
          console.warn('service worker registration failed', error)
          resolve(null)
        })
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
  })
}

async function register(): Promise<Workbox> {
  const { Workbox } = await import('workbox-window')
  const wb = new Workbox('/sw.js', { scope: '/' })
  // The first worker takes control of this page (clientsClaim) after the page was loaded, so
  // it never saw it: ask it to keep this page too, as it will keep every later page load.
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) void keepPageForOffline(window.location.href)
  })
  await wb.register()
  return wb
}

/**
 * Asks the worker to store a page for offline use (through its page cache and its rules:
 * private pages are never stored). Full page loads are stored anyway; call this for pages
 * reached by client-side navigation, e.g. from `router.subscribe('onResolved', …)`.
 */
export async function keepPageForOffline(href: string): Promise<void> {
  const wb = await workbox
  if (!wb) return
  const url = new URL(href, window.location.href)
  if (url.origin !== window.location.origin || PRIVATE_PATH.test(url.pathname)) return
  url.hash = ''
  await wb
    .messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [[url.href, { headers: { accept: 'text/html' } }]] } })
    .catch(() => {})
}

/** Forgets every stored page (call on logout: pages may show the signed-in user's name). */
export async function clearOfflinePages(): Promise<void> {
  if (typeof caches === 'undefined') return
  await caches.delete(PAGES_CACHE)
}
