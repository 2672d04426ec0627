import { css, cx } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import type { AdminQuoteRequest } from '~/domains/quotes/quotes.schemas'
import { dateTime } from '../kit/format'
import { defineResource, type Option } from '../kit/resource'
import { badgeStyle } from '../kit/styles'
import { QuoteDetail } from './quote-detail'
import { quoteStatusName } from './quote-words'

// Quote and visit requests in the back office (decision 097): the kit's list (status filter,
// search) and, instead of an edit form, the request as asked with its photos and the moves
// its status allows.

const statusOptions = (): Option[] =>
  (['requested', 'visit_planned', 'measured', 'quoted', 'accepted', 'declined', 'expired'] as const).map((v) => ({
    value: v,
    label: quoteStatusName(v),
  }))

export const quotesResource = defineResource<AdminQuoteRequest>({
  name: 'quotes',
  title: () => m.quotes_admin_menu(),
  newTitle: () => m.quotes_admin_menu(),
  label: (r) => m.quotes_admin_one({ number: r.number }),
  api: '/admin/quote-requests',
  id: (r) => r.id,
  search: true,
  searchHint: () => m.quotes_admin_search_hint(),
  defaultSort: { key: 'created_at', dir: 'desc' },
  filters: [{ key: 'status', label: () => m.quotes_admin_status(), type: 'select', options: statusOptions }],
  columns: [
    { key: 'number', label: () => m.quotes_admin_number(), sortable: true },
    {
      key: 'created_at',
      label: () => m.quotes_admin_date(),
      sortable: true,
      cell: (r) => dateTime(r.created_at),
      csv: (r) => r.created_at,
      wide: true,
    },
    { key: 'name', label: () => m.quotes_field_name() },
    {
      key: 'city',
      label: () => m.account_field_city(),
      cell: (r) => `${r.address.city} (${r.address.province})`,
      csv: (r) => r.address.city,
      wide: true,
    },
    { key: 'openings', label: () => m.quotes_field_openings(), align: 'end' },
    {
      key: 'status',
      label: () => m.quotes_admin_status(),
      sortable: true,
      cell: (r) => (
        <>
          <span className={badgeStyle} data-status={r.status}>
            {quoteStatusName(r.status)}
          </span>
          {/* The customer asks to move the visit (decision 112): the shop plans it again. */}
          {r.visit_move && (
            <span className={cx(badgeStyle, css({ ml: '1', borderColor: 'warning' }))} data-testid="quote-move-badge">
              {m.visit_move_admin_badge()}
            </span>
          )}
        </>
      ),
      csv: (r) => (r.visit_move ? `${r.status} (${m.visit_move_admin_badge()})` : r.status),
    },
  ],
  form: QuoteDetail,
  can: { create: false, edit: true, remove: false },
  csv: 'preventivi',
})
