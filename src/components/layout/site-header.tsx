import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { AccountDrawerSection, AccountNav } from '~/domains/auth/components/account-nav'
import type { Settings } from '~/domains/settings/settings.schemas'
import { imageUrl } from '~/lib/format/image'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { LanguageSwitch } from './language-switch'

type MenuPage = { id: number; title: string; slug: string; show_in_menu: boolean }

const link = css({ color: 'header.fg', textDecoration: 'none', fontWeight: 'medium', _hover: { textDecoration: 'underline' } })
// Spec §2/§9: under 600 px the header keeps the logo and a menu button; the rest is in a drawer.
const desktopOnly = css({ '@media (max-width: 599.98px)': { display: 'none' } })
const mobileOnly = css({ display: 'none', '@media (max-width: 599.98px)': { display: 'flex' } })

export function SiteHeader(props: { settings: Settings; pages: MenuPage[]; locale: Locale; imageHost: string; cartSlot?: ReactNode }) {
  const { settings, pages, locale } = props
  return (
    <header
      className={css({ position: 'fixed', top: 0, insetX: 0, height: 'header', zIndex: 10, bg: 'header.bg', borderBottom: '1px solid', borderColor: 'border' })}
    >
      <div className={css({ maxW: 'content', mx: 'auto', h: 'full', px: '4', display: 'flex', alignItems: 'center', gap: '6' })}>
        <Link to="/" className={css({ display: 'flex', alignItems: 'center', flexShrink: 0 })}>
          <img
            src={imageUrl(settings.logo_header, props.imageHost, '/images/brand/logo.svg')}
            alt={settings.site_name}
            width={150}
            height={40}
            className={css({ maxH: '40px', w: 'auto' })}
          />
        </Link>
        <nav aria-label={m.nav_main_label()} className={cx(css({ flex: 1, overflowX: 'auto' }), desktopOnly)}>
          <MenuLinks settings={settings} pages={pages} direction="row" />
        </nav>
        <div className={desktopOnly}>
          <AccountNav />
        </div>
        {props.cartSlot && <div className={desktopOnly}>{props.cartSlot}</div>}
        {settings.multilanguage && (
          <div className={desktopOnly}>
            <LanguageSwitch locale={locale} />
          </div>
        )}
        <MobileMenu {...props} />
      </div>
    </header>
  )
}

function MenuLinks({ settings, pages, direction }: { settings: Settings; pages: MenuPage[]; direction: 'row' | 'column' }) {
  return (
    <ul className={css({ display: 'flex', flexDirection: direction === 'row' ? 'row' : 'column', gap: '5', listStyle: 'none', m: 0, p: 0, whiteSpace: 'nowrap' })}>
      {settings.enable_shop_page && (
        <>
          <li>
            <Link to="/negozio" className={link}>{m.nav_shop()}</Link>
          </li>
          <li>
            <Link to="/collezioni" className={link}>{m.nav_collections()}</Link>
          </li>
        </>
      )}
      {settings.enable_promo_page && (
        <li>
          <Link to="/promozioni" className={link}>{m.nav_promotions()}</Link>
        </li>
      )}
      {pages
        .filter((p) => p.show_in_menu)
        .map((p) => (
          <li key={p.id}>
            <Link to="/$slug" params={{ slug: p.slug }} className={link}>{p.title}</Link>
          </li>
        ))}
    </ul>
  )
}

/** The drawer for narrow windows: welcome text and account buttons, the menu, the language. */
function MobileMenu({ settings, pages, locale, cartSlot }: { settings: Settings; pages: MenuPage[]; locale: Locale; cartSlot?: ReactNode }) {
  const [open, setOpen] = useState(false)
  const href = useRouterState({ select: (s) => s.location.href })
  useEffect(() => setOpen(false), [href]) // a followed link closes the drawer
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} lazyMount unmountOnExit>
      <Dialog.Trigger
        className={cx(
          mobileOnly,
          css({
            ml: 'auto',
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
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'rgba(0, 0, 0, 0.45)', zIndex: 50 })} />
        <Dialog.Positioner className={css({ position: 'fixed', inset: 0, display: 'flex', justifyContent: 'flex-end', zIndex: 51 })}>
          <Dialog.Content
            className={css({
              bg: 'bg.canvas',
              color: 'fg.default',
              h: 'full',
              w: 'min(320px, 88vw)',
              p: '6',
              display: 'flex',
              flexDirection: 'column',
              gap: '6',
              overflowY: 'auto',
              boxShadow: 'lg',
            })}
          >
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })}>
              <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{m.auth_menu_title()}</Dialog.Title>
              <Dialog.CloseTrigger
                aria-label={m.auth_menu_close()}
                className={css({ bg: 'transparent', border: 'none', color: 'fg.default', fontSize: '2xl', lineHeight: 1, px: '2', cursor: 'pointer' })}
              >
                <span aria-hidden="true">×</span>
              </Dialog.CloseTrigger>
            </div>
            <AccountDrawerSection />
            <nav aria-label={m.nav_main_label()}>
              <MenuLinks settings={settings} pages={pages} direction="column" />
            </nav>
            {cartSlot}
            {settings.multilanguage && <LanguageSwitch locale={locale} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
