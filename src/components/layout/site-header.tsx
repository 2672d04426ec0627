import { Link } from '@tanstack/react-router'
import { useRef, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { AccountNav } from '~/domains/auth/components/account-nav'
import type { ShellSettings as Settings } from '~/domains/settings/settings.schemas'
import { imageUrl } from '~/lib/format/image'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { LanguageSwitch } from './language-switch'
import { MenuLinks, type MenuPage } from './menu-links'
import { darkLogoUrl, ThemedLogo } from './themed-logo'
import { MENU_DRAWER_ID, MobileMenuDrawer, useMenuDrawer, type MenuDrawer } from './mobile-menu'
import { useOverflowing } from './use-overflowing'

// Spec §2/§9: under 600 px the header keeps the logo, the cart and a menu button; the rest is in
// a drawer. Under 1024 px the account links and the language move to the drawer too, so a
// signed-in header (longer labels) always fits (issue 16).
const desktopOnly = css({ '@media (max-width: 599.98px)': { display: 'none' } })
const wideOnly = css({ '@media (max-width: 1023.98px)': { display: 'none' } })
const mobileOnly = css({ display: 'none', '@media (max-width: 1023.98px)': { display: 'flex' } })

export function SiteHeader(props: { settings: Settings; pages: MenuPage[]; locale: Locale; imageHost: string; cartSlot?: ReactNode; searchSlot?: ReactNode }) {
  const { settings, pages, locale } = props
  const navRef = useRef<HTMLElement>(null)
  // Items that do not fit wrap onto a hidden second row (never half an item); when any did,
  // the menu button appears at every width, the drawer holding them all (issue 16).
  const overflowing = useOverflowing(navRef)
  const drawer = useMenuDrawer()
  return (
    <>
      <header
        data-header-type={settings.header_type}
        data-header-transparent={settings.header_transparent || undefined}
        className={cx(
          css({
            position: 'fixed', top: 0, insetX: 0, height: 'header', zIndex: 10, bg: 'header.bg', borderBottom: '1px solid', borderColor: 'border',
            // The bar's icons (search, cart, menu) take the theme's header icon colour.
            '& button > svg[aria-hidden=true], & a > svg[aria-hidden=true]': { color: 'header.icon' },
          }),
          // Setting header_transparent: the page shows through the bar, blurred, so its text stays readable.
          settings.header_transparent &&
            css({ bg: 'color-mix(in srgb, var(--soglia-header-background, #ffffff) 72%, transparent)', backdropFilter: 'blur(10px)', borderColor: 'transparent' }),
        )}
      >
        <div className={css({ maxW: 'content', mx: 'auto', h: 'full', px: '4', display: 'flex', alignItems: 'center', gap: { base: '3', sm: '5' } })}>
          <Link to="/" className={css({ display: 'flex', alignItems: 'center', flexShrink: 0 })}>
            <ThemedLogo
              src={imageUrl(settings.logo_header, props.imageHost, '/images/brand/logo.svg')}
              dark={darkLogoUrl(settings, props.imageHost, settings.vuetify_colors.dark.headerBackground)}
              alt={settings.site_name}
              width={150}
              height={40}
              className={css({ maxH: '40px', w: 'auto', maxW: { base: '110px', sm: '150px' } })}
            />
          </Link>
          <nav ref={navRef} aria-label={m.nav_main_label()} data-testid="header-nav" className={cx(css({ flex: 1, minW: 0, alignSelf: 'stretch' }), desktopOnly)}>
            <MenuLinks settings={settings} pages={pages} direction="row" clip />
          </nav>
          {props.searchSlot && <div className={css({ ml: { base: 'auto', sm: '0' }, flexShrink: 0 })}>{props.searchSlot}</div>}
          <div className={cx(wideOnly, css({ flexShrink: 0 }))}>
            <AccountNav />
          </div>
          {props.cartSlot && <div className={css({ flexShrink: 0, ml: props.searchSlot ? undefined : { base: 'auto', sm: '0' } })}>{props.cartSlot}</div>}
          {settings.multilanguage && (
            <div className={cx(wideOnly, css({ flexShrink: 0 }))}>
              <LanguageSwitch locale={locale} />
            </div>
          )}
          <MenuButton always={overflowing} drawer={drawer} />
        </div>
      </header>
      {/* After the banner, not inside it (the drawer is a dialog, not a part of the banner). */}
      <MobileMenuDrawer settings={settings} pages={pages} locale={locale} />
    </>
  )
}

/** The menu button for narrow windows; it opens the drawer (a native dialog, decision 053). */
function MenuButton({ always, drawer }: { always: boolean; drawer: MenuDrawer }) {
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
        always ? css({ display: 'flex' }) : mobileOnly,
        css({
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
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
        <path d="M3 6h18M3 12h18M3 18h18" />
      </svg>
      {m.auth_menu_open()}
    </button>
  )
}
