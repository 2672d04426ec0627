import { m } from '~/paraglide/messages.js'
import { dateTime, int } from '../kit/format'
import { defineResource } from '../kit/resource'
import { badgeStyle } from '../kit/styles'
import type { OutboxRow } from './admin-outbox.contract'

export const outboxStatusName = (s: OutboxRow['status']) =>
  ({ pending: m.adm_out_pending(), sent: m.adm_out_sent(), failed: m.adm_out_failed() })[s]

export const outboxResource = defineResource<OutboxRow>({
  name: 'outbox',
  title: () => m.adm_menu_outbox(),
  newTitle: () => m.adm_menu_outbox(),
  label: (r) => r.subject,
  api: '/admin/outbox',
  id: (r) => r.id,
  search: true,
  defaultSort: { key: 'created_at', dir: 'desc' },
  filters: [
    {
      key: 'status',
      label: () => m.adm_nl_status(),
      type: 'select',
      options: () => (['pending', 'sent', 'failed'] as const).map((v) => ({ value: v, label: outboxStatusName(v) })),
    },
  ],
  columns: [
    {
      key: 'created_at',
      label: () => m.adm_nl_date(),
      sortable: true,
      cell: (r) => dateTime(r.created_at),
      csv: (r) => r.created_at,
    },
    { key: 'to', label: () => m.adm_out_to(), sortable: true },
    { key: 'subject', label: () => m.adm_out_subject() },
    { key: 'template', label: () => m.adm_out_template(), wide: true },
    {
      key: 'status',
      label: () => m.adm_nl_status(),
      sortable: true,
      cell: (r) => (
        <span className={badgeStyle} data-status={r.status}>
          {outboxStatusName(r.status)}
        </span>
      ),
      csv: (r) => r.status,
    },
    { key: 'attempts', label: () => m.adm_out_attempts(), align: 'end', cell: (r) => int(r.attempts), wide: true },
  ],
  can: { create: false, edit: true, remove: false },
  csv: 'posta-in-uscita',
})
