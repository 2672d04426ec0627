import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { css } from 'styled-system/css'
import { AccountDrawerSection } from '~/domains/auth/components/account-nav'
import type { ShellSettings as Settings } from '~/domains/settings/settings.schemas'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { LanguageSwitch } from './language-switch'
import { MenuLinks, type MenuPage } from './menu-links'

export type MobileMenuProps = { settings: Settings; pages: MenuPage[]; locale: Locale }

/**
 * The drawer for narrow windows (and for menu items a wide header could not fit): welcome text
 * and account buttons, the menu, the language. The cart stays in the header at every width.
 * Loaded on the first use of the menu button (decision 010); the button stays in the header.
 */
export function MobileMenuDrawer(props: MobileMenuProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { settings, pages, locale } = props
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => props.onOpenChange(e.open)} lazyMount unmountOnExit>
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
            {settings.multilanguage && <LanguageSwitch locale={locale} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
