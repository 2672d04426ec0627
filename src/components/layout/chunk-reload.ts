export const CHUNK_RELOAD_KEY = 'soglia-chunk-reload-at'
export const CHUNK_RELOAD_WINDOW_MS = 60_000
const KEY = CHUNK_RELOAD_KEY
const WINDOW_MS = CHUNK_RELOAD_WINDOW_MS

/**
 * A deployment replaced the JavaScript files this page still refers to: reload to get the
 * new ones, at most once per 60 s so a real outage does not loop (spec §4).
 */
export function reloadAfterChunkFailure(): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0)
    if (Date.now() - last < WINDOW_MS) return false
    sessionStorage.setItem(KEY, String(Date.now()))
  } catch {
    // No storage: reload anyway, the browser cache decides.
  }
  window.location.reload()
  return true
}

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i.test(
    error.message,
  )

/** Listens for Vite's preload failures for the page's lifetime. */
export function watchChunkFailures() {
  const onPreloadError = (event: Event) => {
    if (reloadAfterChunkFailure()) event.preventDefault()
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  return () => window.removeEventListener('vite:preloadError', onPreloadError)
}
