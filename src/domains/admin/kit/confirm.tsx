import { useState } from 'react'
import { ConfirmDialog } from '~/domains/accounts/components/confirm-dialog'

export { ConfirmDialog }

type Pending = { title: string; text: string; confirmLabel: string; run: () => Promise<unknown> }

/**
 * `ask({...})` opens the Ark UI alert dialog; the action runs only on confirm. The dialog
 * stays open (busy) while the action runs, then closes whatever the outcome.
 */
export function useConfirm() {
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title ?? ''}
      text={pending?.text ?? ''}
      confirmLabel={pending?.confirmLabel ?? ''}
      busy={busy}
      onCancel={() => !busy && setPending(null)}
      onConfirm={async () => {
        if (!pending) return
        setBusy(true)
        try {
          await pending.run()
        } finally {
          setBusy(false)
          setPending(null)
        }
      }}
    />
  )
  return { ask: setPending, dialog }
}
