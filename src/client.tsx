import { StartClient } from '@tanstack/react-start/client'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { preloadConsentDialog } from '~/domains/consent/components/consent-dialog-lazy'

// TanStack Start's default client entry, plus one step before hydration (decision 010): code
// that is not part of every page but that this page shows at once is fetched first.
await preloadConsentDialog(document.cookie)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
