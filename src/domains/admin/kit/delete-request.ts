import { m } from '~/paraglide/messages.js'
import { AdminRequestError, removeRecord } from './data-provider'
import type { Resource } from './resource'
import { toast } from './toasts'

/** What the admin reads when a request fails: the API's own message, else a generic one. */
export const errorText = (e: unknown) => (e instanceof AdminRequestError ? e.message : m.error_generic_text())

/**
 * The confirm dialog's request to delete one row (for `useConfirm().ask`), the same from the list
 * and from the edit screen: a toast either way, then `afterDelete` (refresh, or back to the list).
 * A refusal (the row is still referenced) shows the API's reason.
 */
export function deleteRequest<Row>(resource: Resource<Row>, row: Row, afterDelete: () => Promise<unknown>) {
  const name = resource.label(row)
  return {
    title: m.adm_delete_title({ name }),
    text: m.adm_delete_text(),
    confirmLabel: m.adm_delete(),
    run: async () => {
      try {
        await removeRecord(resource, resource.id(row))
        toast.success(m.adm_deleted({ name }))
        await afterDelete()
      } catch (e) {
        toast.error(m.adm_delete_refused({ name }), errorText(e))
      }
    },
  }
}
