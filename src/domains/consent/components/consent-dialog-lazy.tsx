import { lazy, Suspense, useState } from 'react'
import { dialogView } from '../consent.machine'
import { ConsentActor } from './consent-provider'

// The dialog's code (Ark dialog, switches, focus trap) is fetched only when it is shown: on a
// first visit (the server renders it open, the browser loads it while hydrating) or when the
// footer link reopens it. A visitor who has decided never downloads it (decision 010).
const ConsentDialog = lazy(() => import('./consent-dialog').then((mod) => ({ default: mod.ConsentDialog })))

export function LazyConsentDialog() {
  const shown = ConsentActor.useSelector((s) => dialogView(s) !== null)
  // Once loaded it stays mounted, so closing it runs Ark's own close (focus returns).
  const [loaded, setLoaded] = useState(shown)
  if (shown && !loaded) setLoaded(true)
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <ConsentDialog />
    </Suspense>
  )
}
