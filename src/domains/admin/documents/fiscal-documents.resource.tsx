import { centsToDecimal } from '~/lib/format/money'
import { Link } from '@tanstack/react-router'
import type { FiscalDocumentRow, FiscalKind } from '~/domains/fiscal/fiscal.schemas'
import { m } from '~/paraglide/messages.js'
import { adminTo } from '../kit/admin-page'
import { day, money } from '../kit/format'
import { defineResource } from '../kit/resource'
import { badgeStyle, linkStyle } from '../kit/styles'
import { DocumentLinks } from './document-links'

export const kindLabel: Record<FiscalKind, () => string> = {
  receipt: () => m.fd_title_receipt(),
  invoice: () => m.fd_title_invoice(),
  credit_note: () => m.fd_title_credit_note(),
}

/** Issued receipts, invoices and credit notes: read-only (a fiscal document is never edited or deleted). */
export const fiscalDocumentsResource = defineResource<FiscalDocumentRow>({
  name: 'documents',
  title: () => m.adm_menu_documents(),
  newTitle: () => m.adm_menu_documents(),
  label: (d) => d.number,
  api: '/admin/fiscal-documents',
  id: (d) => d.id,
  search: true,
  defaultSort: { key: 'issued_at', dir: 'desc' },
  filters: [
    {
      key: 'kind',
      label: () => m.fd_adm_kind(),
      type: 'select',
      options: () => (['invoice', 'receipt', 'credit_note'] as const).map((k) => ({ value: k, label: kindLabel[k]() })),
    },
    { key: 'from', label: () => m.fd_adm_from(), type: 'date' },
    { key: 'to', label: () => m.fd_adm_to(), type: 'date' },
  ],
  columns: [
    {
      key: 'number',
      label: () => m.fd_adm_number(),
      sortable: true,
      cell: (d) => <strong data-document-number>{d.number}</strong>,
    },
    {
      key: 'kind',
      label: () => m.fd_adm_kind(),
      wide: true,
      cell: (d) => <span className={badgeStyle}>{kindLabel[d.kind]()}</span>,
      csv: (d) => kindLabel[d.kind](),
    },
    {
      key: 'order',
      label: () => m.fd_adm_order(),
      cell: (d) => (
        <Link to={adminTo(`orders/${d.order.id}`)} className={linkStyle}>
          {d.order.number}
        </Link>
      ),
      csv: (d) => d.order.number,
    },
    { key: 'customer', label: () => m.fd_adm_customer(), wide: true },
    {
      key: 'issued_at',
      label: () => m.fd_adm_date(),
      sortable: true,
      wide: true,
      cell: (d) => day(d.issued_at),
      csv: (d) => d.date,
    },
    {
      key: 'total',
      label: () => m.fd_adm_total(),
      sortable: true,
      align: 'end',
      cell: (d) => money(d.total),
      csv: (d) => centsToDecimal(d.total),
    },
    {
      key: 'files',
      label: () => m.fd_adm_files(),
      cell: (d) => <DocumentLinks doc={d} />,
      csv: (d) => (d.has_xml ? 'PDF XML' : 'PDF'),
    },
  ],
  can: { create: false, edit: false, remove: false },
  csv: 'documenti-fiscali',
})
