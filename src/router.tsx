import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { urlRewrite } from './lib/i18n/url-rewrite'
import { NotFound } from './components/errors/not-found'
import { ErrorPage } from './components/errors/error-page'
import { currentNonce } from './server/http/security-headers'
import { restoresScroll } from './lib/hydration/scroll-at-hydration'

export function getRouter() {
  return createRouter({
    routeTree,
    context: {},
    // Not at hydration when the visitor has already scrolled (decision 046).
    scrollRestoration: () => restoresScroll(),
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: ErrorPage,
    // Public URLs are localized (/en/shop); the route tree uses the canonical paths (/negozio).
    rewrite: urlRewrite,
    // The request's CSP nonce on the server (decision 026): Start puts it on every inline script.
    ssr: { nonce: currentNonce() },
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
  interface StaticDataRouteOption {
    /** Spec §2: with `auth_required_on_product_checkout` on, a signed-out visitor gets the login dialog here. */
    loginDialog?: boolean
    /** Decision 016: a content or catalogue page whose code loads on the visitor's first sign of presence. */
    hydrate?: 'on-intent'
  }
}
