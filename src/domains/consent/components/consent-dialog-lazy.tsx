import { lazy, Suspense, useState } from 'react'
import { dialogView } from '../consent.machine'
import { CONSENT_COOKIE, parseConsentCookie, readCookie } from '../consent.schemas'
import { ConsentActor } from './consent-provider'

// The dialog's code (Ark dialog, switches, focus trap) is fetched only when it is shown: on a
// first visit (the server renders it open; the browser fetches its code before hydrating, see
// preloadConsentDialog) or when the footer link reopens it. A visitor who has decided never
// downloads it (decision 010).
type DialogModule = typeof import('./consent-dialog')
let loaded: DialogModule | null = null
const load = () => import('./consent-dialog').then((mod) => (loaded = mod))
const LazyDialog = lazy(() => load().then((mod) => ({ default: mod.ConsentDialog })))

/**
 * Called by the client entry before hydration. Without a decision in the cookie the server has
 * rendered the dialog open: its code must be there when the page hydrates, or its buttons would
 * not answer the first clicks. With a decision it resolves at once.
 */
export function preloadConsentDialog(cookie: string, now = Date.now()): Promise<unknown> {
  if (parseConsentCookie(readCookie(cookie, CONSENT_COOKIE), now)) return Promise.resolve()
  return load().catch(() => undefined) // a failed download: the lazy component tries again
}

export function LazyConsentDialog() {
  const shown = ConsentActor.useSelector((s) => dialogView(s) !== null)
  // Once loaded it stays mounted, so closing it runs Ark's own close (focus returns).
  const [used, setUsed] = useState(shown)
  if (shown && !used) setUsed(true)
  if (!used) return null
  const Loaded = loaded?.ConsentDialog
  return <Suspense fallback={null}>{Loaded ? <Loaded /> : <LazyDialog />}</Suspense>
}
