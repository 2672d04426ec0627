/// <reference types="vite/client" />
import { createRootRouteWithContext, HeadContent, Scripts, useRouter, useRouterState } from '@tanstack/react-router'
import { Suspense, useState, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { colorSchemeScript } from '~/components/layout/color-scheme'
import { ConnectivityBanner } from '~/components/layout/connectivity'
import { ProgressBar } from '~/components/layout/progress-bar'
import { ThemeStyle } from '~/components/layout/theme-style'
import { useClientEffects } from '~/components/layout/client-effects'
import { HydrationMark, PageContent } from '~/components/layout/hydration-mark'
import { NotificationBanner } from '~/components/notifications/notification-banner'
import { NotificationsProvider } from '~/components/notifications/notifications-provider'
import { LazyConsentDialog } from '~/domains/consent/components/consent-dialog-lazy'
import { ConsentProvider } from '~/domains/consent/components/consent-provider'
import { CookiePreferencesLink } from '~/domains/consent/components/cookie-preferences-link'
import { LazyNewsletterBox } from '~/domains/newsletter/components/newsletter-box-lazy'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteHeader } from '~/components/layout/site-header'
import { fetchShell, type Shell } from '~/domains/settings/shell.functions'
import { metaTagsFor } from '~/domains/settings/settings.schemas'
import { AuthProvider } from '~/domains/auth/components/auth-provider'
import { LoginDialogGate } from '~/domains/auth/components/login-dialog-gate'
import { CartButton } from '~/domains/cart/components/cart-button'
import { HeaderSearch } from '~/domains/catalog/components/header-search'
import { consentEarlyScript } from '~/domains/consent/consent-early'
import { ConsentBackground } from '~/domains/consent/components/consent-background'
import { CartProvider } from '~/domains/cart/components/cart-provider'
import { imageUrl } from '~/lib/format/image'
import { useOnIntentHydration } from '~/lib/hydration/use-on-intent-hydration'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import appCss from '~/styles.css?url'
import { fontPreload } from '~/components/layout/font-files'

export const Route = createRootRouteWithContext<{ shell?: Shell }>()({
  beforeLoad: async () => ({ shell: await fetchShell({ data: { locale: getLocale() } }) }),
  // The shell again as loader data: it is sent to the browser with the page.
  loader: ({ context }) => context.shell,
  head: ({ loaderData }) => {
    const s = loaderData?.settings
    const meta = s ? metaTagsFor(s, getLocale()) : null
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { title: s?.site_name ?? m.site_default_title() },
        ...(meta?.description ? [{ name: 'description', content: meta.description }] : []),
        ...(meta?.keywords ? [{ name: 'keywords', content: meta.keywords }] : []),
        { name: 'theme-color', content: s?.vuetify_colors.light.primary ?? '#387e84' },
      ],
      links: [
        // The one font file the first screen uses (Latin subset of the chosen font, decision 010).
        { rel: 'preload', href: fontPreload(s?.google_font), as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
        { rel: 'stylesheet', href: appCss },
        { rel: 'icon', href: imageUrl(s?.favicon, loaderData?.imageHost ?? '', '/images/brand/favicon.svg') },
        { rel: 'manifest', href: '/manifest.webmanifest' },
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png', sizes: '180x180' },
      ],
    }
  },
  component: RootLayout,
  shellComponent: RootDocument,
})

function RootDocument({ children }: { children: ReactNode }) {
  const shell = useRouterState({ select: (s) => s.matches[0]?.loaderData as Shell | undefined })
  useOnIntentHydration(shell)
  const nonce = useRouter().options.ssr?.nonce
  return (
    // The colour-scheme script sets data-theme before hydration: React must not undo it.
    <html lang={getLocale()} suppressHydrationWarning>
      <head>
        {shell && <ThemeStyle settings={shell.settings} imageHost={shell.imageHost ?? ''} />}
        {/* Browsers hide a nonce from the DOM after use: the client sees none, so no warning. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: colorSchemeScript(shell?.settings.show_dark_mode ?? true) }}
        />
        {/* The cookie dialog's first two buttons work before hydration (issue 16). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: consentEarlyScript }} />
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

// The shop's main content clears its fixed 70 px header (spec §9: 80 px top padding).
const shopMain = css({ pt: '80px', minH: '70vh', px: '4' })
const backOfficeMain = css({ minH: '100vh', px: '4' })

function RootLayout() {
  const shell = Route.useLoaderData()
  const locale = getLocale() as Locale
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // Spec §2: the back office has a layout of its own (side menu, welcome, logout, the way back to
  // the shop), not the shop's header, footer and login dialog around it.
  const backOffice = useRouterState({ select: (s) => s.matches.some((match) => match.routeId === '/administration') })
  // The page the visitor landed on is painted at once (it is the largest paint: a fade would
  // delay it by 0.5 s, decision 010); pages reached by navigation fade in.
  const [landing] = useState(pathname)
  const [navigated, setNavigated] = useState(false)
  if (!navigated && pathname !== landing) setNavigated(true)
  useClientEffects()
  return (
    <AuthProvider user={shell.user}>
      {/* Notifications outermost below the session: the cart restore reports through them. */}
      <NotificationsProvider>
        <CartProvider vatRate={shell.settings.cart_iva}>
          <ConsentProvider>
            <ProgressBar />
            <ConsentBackground>
              <a
                href="#main"
                // Shown on keyboard focus only: after a cookie choice made with the mouse the focus
                // lands here too (the page's start), and a label over the logo would only be noise.
                className={css({
                  srOnly: true,
                  // Undoes srOnly property by property: `srOnly: false` would set padding 0 in the
                  // same condition as px/py, and which one wins would be up to stylesheet order.
                  _focusVisible: {
                    width: 'auto',
                    height: 'auto',
                    margin: '0',
                    overflow: 'visible',
                    clip: 'auto',
                    position: 'fixed',
                    top: '2',
                    left: '2',
                    zIndex: 80,
                    bg: 'bg.canvas',
                    color: 'fg.default',
                    fontWeight: 'semibold',
                    px: '4',
                    py: '2',
                    borderRadius: 'md',
                    boxShadow: 'lg',
                    outline: '2px solid',
                    outlineColor: 'focus.ring',
                    outlineOffset: '2px',
                  },
                })}
              >
                {m.skip_to_content()}
              </a>
              {!backOffice && (
                <SiteHeader
                  settings={shell.settings}
                  pages={shell.pages}
                  categories={shell.categories}
                  locale={locale}
                  imageHost={shell.imageHost}
                  cartSlot={<CartButton />}
                  searchSlot={<HeaderSearch />}
                />
              )}
              <main id="main" className={backOffice ? backOfficeMain : shopMain}>
                {/* Keyed by path: each page reached by navigation fades in over 0.5 s (spec §9). */}
                <div
                  key={pathname}
                  className={cx(
                    css({ maxW: 'content', mx: 'auto' }),
                    navigated && css({ animation: 'soglia-fade-in 0.5s ease-out' }),
                  )}
                >
                  {/* Its own boundary, like the footer's: React hydrates the page, the header, the
                    content and the footer as separate pieces of work, yielding between them,
                    rather than in one long task (decision 015). Nothing here suspends on the
                    server, so the HTML is not streamed out of order. */}
                  <Suspense fallback={null}>
                    <PageContent />
                  </Suspense>
                </div>
              </main>
              <Suspense fallback={null}>
                {!backOffice && (
                  <SiteFooter
                    settings={shell.settings}
                    pages={shell.pages}
                    imageHost={shell.imageHost}
                    newsletter={<LazyNewsletterBox />}
                    cookieLink={<CookiePreferencesLink />}
                  />
                )}
                <HydrationMark part="footer" />
              </Suspense>
            </ConsentBackground>
            <ConnectivityBanner />
            <NotificationBanner />
            <LazyConsentDialog />
            {!backOffice && <LoginDialogGate required={shell.settings.auth_required_on_product_checkout} />}
          </ConsentProvider>
        </CartProvider>
      </NotificationsProvider>
    </AuthProvider>
  )
}
