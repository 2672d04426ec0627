import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { AccountDrawerSection } from '~/domains/auth/components/account-nav'
import type { ShellSettings as Settings } from '~/domains/settings/settings.schemas'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { LanguageSwitch } from './language-switch'
import { CategoryMenu, MenuLinks, type MenuCategory, type MenuPage } from './menu-links'

export type MobileMenuProps = { settings: Settings; pages: MenuPage[]; categories: MenuCategory[]; locale: Locale }

/** The drawer's id: the menu button names it (`aria-controls`), the on-intent loader opens it. */
export const MENU_DRAWER_ID = 'site-menu'

export type MenuDrawer = { open: boolean; show: () => void }

// Found by its id, as the button's `aria-controls` and the loader find it.
const drawerElement = () => document.getElementById(MENU_DRAWER_ID) as HTMLDialogElement | null

/** The drawer's state, for the menu button; the dialog itself is `MobileMenuDrawer`. */
export function useMenuDrawer(): MenuDrawer {
  const [open, setOpen] = useState(false)
  const href = useRouterState({ select: (s) => s.location.href })
  useEffect(() => {
    const dialog = drawerElement()
    if (!dialog) return
    // Opened before hydration by the on-intent loader: React takes the open drawer over.
    if (dialog.open) setOpen(true)
    const closed = () => setOpen(false)
    // Browsers without `closedby`: a tap on the backdrop reaches the dialog itself (the panel fills it).
    const outside = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close()
    }
    dialog.addEventListener('close', closed)
    dialog.addEventListener('click', outside)
    return () => {
      dialog.removeEventListener('close', closed)
      dialog.removeEventListener('click', outside)
    }
  }, [])
  // A followed link closes the drawer (not at the page's first render: it may be open already).
  const shownHref = useRef(href)
  useEffect(() => {
    if (shownHref.current === href) return
    shownHref.current = href
    drawerElement()?.close()
  }, [href])
  return {
    open,
    // In the tap's own frame, not after a render: the drawer is already in the page.
    show: () => {
      const dialog = drawerElement()
      if (dialog && !dialog.open) dialog.showModal()
      setOpen(true)
    },
  }
}

/**
 * The drawer for windows under 1000 px: welcome text and account buttons, the menu, the
 * catalogue's categories (issue 42), the language. The cart stays in the header at every width.
 *
 * A native modal `<dialog>`, rendered by the server with the page (decision 053): the browser
 * gives it what the Ark dialog loaded on first use gave (decision 010) — the rest of the page
 * inert while it is open, Escape to close, focus into it and back to the button, role dialog
 * named by its title — and before hydration the on-intent loader opens it in the frame of the
 * visitor's tap (`showModal`), then React takes over the open dialog. Closing needs no script:
 * the close button submits a `method="dialog"` form, `closedby="any"` closes on a tap outside.
 */
export function MobileMenuDrawer(props: MobileMenuProps) {
  const { settings, pages, locale } = props
  const titleId = useId()
  return (
    <dialog
      id={MENU_DRAWER_ID}
      aria-labelledby={titleId}
      closedby="any"
      data-drawer=""
      // Open (the `open` attribute) when the loader opened it before hydration: by design.
      suppressHydrationWarning
      className={css({
        position: 'fixed',
        inset: '0 0 0 auto',
        m: 0,
        p: 0,
        border: 'none',
        h: '100dvh',
        maxH: 'none',
        w: 'min(320px, 88vw)',
        maxW: 'none',
        bg: 'bg.canvas',
        color: 'fg.default',
        boxShadow: 'lg',
        overscrollBehavior: 'contain',
        _backdrop: { bg: 'rgba(0, 0, 0, 0.45)' },
      })}
    >
      <div className={css({ minH: 'full', p: '6', display: 'flex', flexDirection: 'column', gap: '6' })}>
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })}>
          <h2 id={titleId} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            {m.auth_menu_title()}
          </h2>
          <form method="dialog">
            <button
              type="submit"
              aria-label={m.auth_menu_close()}
              className={css({
                bg: 'transparent',
                border: 'none',
                color: 'fg.default',
                fontSize: '2xl',
                lineHeight: 1,
                px: '2',
                cursor: 'pointer',
              })}
            >
              <span aria-hidden="true">×</span>
            </button>
          </form>
        </div>
        <AccountDrawerSection />
        <nav aria-label={m.nav_main_label()}>
          <MenuLinks settings={settings} pages={pages} direction="column" />
        </nav>
        {settings.enable_shop_page && <CategoryMenu categories={props.categories} />}
        {settings.multilanguage && <LanguageSwitch locale={locale} />}
      </div>
    </dialog>
  )
}
