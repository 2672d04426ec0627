import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { AccountNav } from '~/domains/auth/components/account-nav'
import type { ShellSettings as Settings } from '~/domains/settings/settings.schemas'
import { imageUrl } from '~/lib/format/image'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { LanguageSwitch } from './language-switch'
import { MenuLinks, type MenuCategory, type MenuPage } from './menu-links'
import { darkLogoUrl, ThemedLogo } from './themed-logo'
import { MENU_DRAWER_ID, MobileMenuDrawer, useMenuDrawer, type MenuDrawer } from './mobile-menu'

// Spec §2/§9 and issue 42 (decision 105): from 1000 px the whole header is in the bar — the menu,
// the account links, the language; below that they fold into the drawer behind "Menu". Decided
// by media queries only, so the server's HTML and the hydrated header are the same at every width
// (a measure taken by script after hydration made links vanish under the first pointer move).
// Literal queries in every style: Panda reads them statically, not through a constant.
const wideOnly = css({ '@media (max-width: 999.98px)': { display: 'none' } })

type HeaderProps = {
  settings: Settings
  pages: MenuPage[]
  categories: MenuCategory[]
  locale: Locale
  imageHost: string
  cartSlot?: ReactNode
  searchSlot?: ReactNode
}

export function SiteHeader(props: HeaderProps) {
  const { settings, pages, locale } = props
  const drawer = useMenuDrawer()
  return (
    <>
      <header
        data-header-type={settings.header_type}
        data-header-transparent={settings.header_transparent || undefined}
        className={cx(
          css({
            position: 'fixed',
            top: 0,
            insetX: 0,
            height: 'header',
            zIndex: 10,
            bg: 'header.bg',
            borderBottom: '1px solid',
            borderColor: 'border',
            // The bar's icons (search, cart, menu) take the theme's header icon colour.
            '& button > svg[aria-hidden=true], & a > svg[aria-hidden=true]': { color: 'header.icon' },
          }),
          // Setting header_transparent: the page shows through the bar, blurred, so its text stays readable.
          settings.header_transparent &&
            css({
              bg: 'color-mix(in srgb, var(--soglia-header-background, #ffffff) 72%, transparent)',
              backdropFilter: 'blur(10px)',
              borderColor: 'transparent',
            }),
        )}
      >
        <div
          className={css({
            maxW: 'content',
            mx: 'auto',
            h: 'full',
            px: '4',
            display: 'flex',
            alignItems: 'center',
            gap: { base: '3', xl: '4' },
          })}
        >
          <Link to="/" className={css({ display: 'flex', alignItems: 'center', flexShrink: 0 })}>
            <ThemedLogo
              src={imageUrl(settings.logo_header, props.imageHost, '/images/brand/logo.svg')}
              dark={darkLogoUrl(settings, props.imageHost, settings.vuetify_colors.dark.headerBackground)}
              alt={settings.site_name}
              width={150}
              height={40}
              className={css({ maxH: '40px', w: 'auto', maxW: { base: '110px', xl: '150px' } })}
            />
          </Link>
          <nav
            aria-label={m.nav_main_label()}
            data-testid="header-nav"
            className={cx(
              // Too long a row scrolls sideways (no scroll bar in the 70 px bar); it never hides an item.
              css({
                flex: 1,
                minW: 0,
                alignSelf: 'stretch',
                overflowX: 'auto',
                overflowY: 'hidden',
                scrollbarWidth: 'none',
                '&::-webkit-scrollbar': { display: 'none' },
              }),
              wideOnly,
            )}
          >
            <MenuLinks settings={settings} pages={pages} direction="row" />
          </nav>
          {props.searchSlot && (
            <div className={css({ ml: 'auto', flexShrink: 0, '@media (min-width: 1000px)': { ml: '0' } })}>
              {props.searchSlot}
            </div>
          )}
          <div className={cx(wideOnly, css({ flexShrink: 0 }))}>
            <AccountNav />
          </div>
          {props.cartSlot && (
            <div
              className={
                props.searchSlot
                  ? css({ flexShrink: 0 })
                  : css({ flexShrink: 0, ml: 'auto', '@media (min-width: 1000px)': { ml: '0' } })
              }
            >
              {props.cartSlot}
            </div>
          )}
          {settings.multilanguage && (
            <div className={cx(wideOnly, css({ flexShrink: 0 }))}>
              <LanguageSwitch locale={locale} />
            </div>
          )}
          <MenuButton drawer={drawer} />
        </div>
      </header>
      {/* After the banner, not inside it (the drawer is a dialog, not a part of the banner). */}
      <MobileMenuDrawer settings={settings} pages={pages} categories={props.categories} locale={locale} />
    </>
  )
}

/** The menu button for narrow windows; it opens the drawer (a native dialog, decision 053). */
function MenuButton({ drawer }: { drawer: MenuDrawer }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-controls={MENU_DRAWER_ID}
      aria-expanded={drawer.open}
      // "true" when the loader opened the drawer before hydration (decision 053): by design.
      suppressHydrationWarning
      onClick={drawer.show}
      className={cx(
        css({
          display: 'flex',
          '@media (min-width: 1000px)': { display: 'none' },
          flexShrink: 0,
          alignItems: 'center',
          gap: '2',
          border: '1px solid',
          borderColor: 'border',
          borderRadius: 'md',
          bg: 'transparent',
          color: 'header.fg',
          px: '3',
          py: '1.5',
          fontWeight: 'medium',
          cursor: 'pointer',
        }),
      )}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M3 6h18M3 12h18M3 18h18" />
      </svg>
      {m.auth_menu_open()}
    </button>
  )
}
