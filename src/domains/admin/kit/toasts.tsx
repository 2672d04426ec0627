import { createToaster, Toast, Toaster } from '@ark-ui/react/toast'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'

// Toasts after saving, deleting or a bulk action (Ark UI toaster: a polite live region, paused
// on hover and focus). One toaster for the back office, rendered once by the admin layout.

export const adminToaster = createToaster({ placement: 'bottom-end', overlap: false, gap: 12, duration: 5000 })

export const toast = {
  success: (title: string, description?: string) => adminToaster.create({ title, description, type: 'success' }),
  error: (title: string, description?: string) =>
    adminToaster.create({ title, description, type: 'error', duration: 9000 }),
}

export function AdminToasts() {
  return (
    <Toaster toaster={adminToaster}>
      {(t) => (
        <Toast.Root
          key={t.id}
          data-toast={t.type}
          className={css({
            bg: 'bg.canvas',
            color: 'fg.default',
            border: '1px solid',
            borderColor: 'border',
            borderLeftWidth: '4px',
            borderLeftColor: t.type === 'error' ? 'error.text' : 'primary',
            borderRadius: 'md',
            boxShadow: 'lg',
            p: '3',
            pr: '10',
            minW: '260px',
            maxW: 'min(420px, calc(100vw - 2rem))',
            position: 'relative',
            translate: 'var(--x) var(--y)',
            scale: 'var(--scale)',
            zIndex: 'var(--z-index)',
            height: 'var(--height)',
            opacity: 'var(--opacity)',
            willChange: 'translate, opacity, scale',
            transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
          })}
        >
          <Toast.Title className={css({ fontWeight: 'bold' })}>{t.title}</Toast.Title>
          {t.description && (
            <Toast.Description className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {t.description}
            </Toast.Description>
          )}
          <Toast.CloseTrigger
            aria-label={m.adm_close()}
            className={css({
              position: 'absolute',
              top: '2',
              right: '2',
              cursor: 'pointer',
              px: '2',
              borderRadius: 'sm',
              _hover: { bg: 'bg.subtle' },
            })}
          >
            ×
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}
