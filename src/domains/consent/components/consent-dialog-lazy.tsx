import { lazy, Suspense, useState } from 'react'
import { loadBeforeRender } from '~/lib/react/server-modules'
import { dialogView } from '../consent.machine'
import { CONSENT_COOKIE, parseConsentCookie, readCookie } from '../consent.cookie'
import { ConsentActor } from './consent-provider'

// The dialog's code (Ark dialog, switches, focus trap) is fetched only when it is shown: on a
// first visit (the server renders it open; the browser fetches its code as soon as the page's
// script runs and hydrates the page with it) or when the footer link reopens it. A visitor who
// has decided never downloads it (decision 010).
type DialogModule = typeof import('./consent-dialog')
let loaded: DialogModule | null = null
const load = () => import('./consent-dialog').then((mod) => (loaded = mod))
const LazyDialog = lazy(() => load().then((mod) => ({ default: mod.ConsentDialog })))

/**
 * Without a decision in the cookie the server has rendered the dialog open: its code is fetched
 * at once, before React hydrates the page. With a decision it resolves at once.
 */
export function preloadConsentDialog(cookie: string, now = Date.now()): Promise<unknown> {
  if (parseConsentCookie(readCookie(cookie, CONSENT_COOKIE), now)) return Promise.resolve()
  return load().catch(() => undefined) // a failed download: the lazy component tries again
}

if (typeof document !== 'undefined') void preloadConsentDialog(document.cookie)
// On the server a first visit's page is rendered with the dialog open, as one string (decision
// 070): its code is there before the first render.
else void loadBeforeRender(load()).catch(() => undefined)

export function LazyConsentDialog() {
  const shown = ConsentActor.useSelector((s) => dialogView(s) !== null)
  // Once loaded it stays mounted, so closing it runs Ark's own close (focus returns).
  const [used, setUsed] = useState(shown)
  if (shown && !used) setUsed(true)
  // Decided once: 'blocking' has no Suspense boundary of its own, so a page rendered with the
  // dialog open hydrates only when the dialog's code is there (its buttons answer the first
  // click); opened later (footer link), the rest of the page does not wait for it.
  const [mode] = useState(() => (loaded ? 'ready' : shown ? 'blocking' : 'lazy'))
  if (!used) return null
  if (mode === 'ready') return <LoadedDialog />
  if (mode === 'blocking') return <LazyDialog />
  return (
    <Suspense fallback={null}>
      <LazyDialog />
    </Suspense>
  )
}

function LoadedDialog() {
  const Dialog = loaded!.ConsentDialog
  return <Dialog />
}
