import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { AdminMenuLinks } from './admin-menu'

/**
 * On a phone the admin menu is a drawer from the left (Ark dialog: focus kept inside, Esc closes).
 * The language and dark-mode switches come first, above the fold: the menu has 23 links.
 */
export function AdminDrawer({
  open,
  onOpenChange,
  preferences,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  preferences?: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'rgba(0, 0, 0, 0.45)', zIndex: 50 })} />
        <Dialog.Positioner
          className={css({ position: 'fixed', inset: 0, display: 'flex', justifyContent: 'flex-start', zIndex: 51 })}
        >
          <Dialog.Content
            data-admin-drawer
            className={css({
              bg: 'bg.canvas',
              color: 'fg.default',
              h: 'full',
              w: 'min(300px, 86vw)',
              p: '5',
              display: 'flex',
              flexDirection: 'column',
              gap: '4',
              overflowY: 'auto',
              boxShadow: 'lg',
            })}
          >
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })}>
              <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{m.adm_menu_label()}</Dialog.Title>
              <Dialog.CloseTrigger
                aria-label={m.adm_close()}
                className={css({
                  bg: 'transparent',
                  border: 'none',
                  color: 'fg.default',
                  fontSize: '2xl',
                  lineHeight: 1,
                  px: '2',
                  minH: '44px',
                  cursor: 'pointer',
                })}
              >
                <span aria-hidden="true">×</span>
              </Dialog.CloseTrigger>
            </div>
            {preferences}
            <nav aria-label={m.adm_menu_label()}>
              <AdminMenuLinks onNavigate={() => onOpenChange(false)} />
            </nav>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
