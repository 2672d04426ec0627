import { useBlocker } from '@tanstack/react-router'
import { ConfirmDialog } from '~/domains/accounts/components/confirm-dialog'
import { m } from '~/paraglide/messages.js'

/**
 * Leaving a form with unsaved changes asks first (issue 43): an in-app link or the back button
 * opens the kit's confirm dialog, closing the tab or reloading the browser's own prompt. The
 * router's documented blocker does both; `saving()` lets the save's own navigation through
 * (create → the new record's screen).
 */
export function useUnsavedGuard(dirty: boolean, saving: () => boolean) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty && !saving() && current.pathname !== next.pathname,
    enableBeforeUnload: () => dirty && !saving(),
    withResolver: true,
  })
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={m.adm_unsaved_title()}
      text={m.adm_unsaved_text()}
      confirmLabel={m.adm_unsaved_leave()}
      busy={false}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  )
}
