import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

// TanStack Start's default client entry, with one change (decision 015): Paraglide's runtime
// needs `URLPattern` (the localized paths are URL patterns) only once the router runs, and
// Chromium, current Firefox and Safari have it built in. Its polyfill (≈ 6 kB gzip, imported
// by the compiled runtime unconditionally; scripts/vite/urlpattern-on-demand.ts resolves that
// import to nothing, decision 113) is fetched only where URLPattern is missing, before
// hydration starts. A `then`, not a top-level await: awaiting at the top of a module makes the
// bundler split the shell apart.
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
}

if (typeof globalThis.URLPattern === 'function') hydrate()
else void import('@inlang/paraglide-js/urlpattern-polyfill').then(hydrate)
