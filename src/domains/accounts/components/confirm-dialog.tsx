import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { buttonStyle } from './form-kit'

type Props = {
  open: boolean
  title: string
  text: string
  confirmLabel: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** A confirmation before something that cannot be undone (alertdialog, focus kept inside). */
export function ConfirmDialog(props: Props) {
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(e) => {
        if (!e.open) props.onCancel()
      }}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'rgba(0, 0, 0, 0.45)', zIndex: 50 })} />
        <Dialog.Positioner
          className={css({
            position: 'fixed',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            zIndex: 51,
            p: '4',
          })}
        >
          <Dialog.Content
            className={css({
              bg: 'bg.canvas',
              color: 'fg.default',
              borderRadius: 'lg',
              p: '6',
              maxW: '500px',
              w: 'full',
              boxShadow: 'lg',
            })}
          >
            <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>{props.title}</Dialog.Title>
            <Dialog.Description className={css({ color: 'fg.muted', mb: '6' })}>{props.text}</Dialog.Description>
            <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
              <Dialog.CloseTrigger className={buttonStyle.secondary}>{m.account_cancel()}</Dialog.CloseTrigger>
              <button type="button" className={buttonStyle.danger} disabled={props.busy} onClick={props.onConfirm}>
                {props.confirmLabel}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
