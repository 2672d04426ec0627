import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { statusLabel } from '~/domains/accounts/components/order-format'
import type { FieldErrors } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '../kit/admin-page'
import { adminRequest, AdminRequestError, useAdminQuery } from '../kit/data-provider'
import { FilterBar } from '../kit/filter-bar'
import { day } from '../kit/format'
import type { Filter } from '../kit/resource'
import { useListState } from '../kit/resource-list'
import { buttonStyle, linkStyle, mutedText } from '../kit/styles'
import { toast } from '../kit/toasts'
import { OrderEventDialog } from '../orders/order-event-dialog'
import { moveTarget, ProductionCard } from './production-card'
import {
  PRODUCTION_STATUSES,
  type ProductionBoard as Board,
  type ProductionCard as Card,
  type ProductionMove,
  type ProductionStatus,
} from './production.contract'

const columnTitle: Record<ProductionStatus, () => string> = {
  confirmed_admin: () => m.production_col_confirmed_admin(),
  start_production: () => m.production_col_start_production(),
  end_production: () => m.production_col_end_production(),
}
const API = '/admin/production'

/**
 * The production board (issue 43): one column per state of the order machine from confirmed to
 * produced; a card's moves go through the order screen's own events endpoint, so the machine
 * decides, the history records who, and the customer gets the same e-mails.
 */
const sheetsHref = (q: { week?: string; type?: string }) => {
  const search = new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => Boolean(e[1])))
  return `/administration/production/sheets${search.size ? `?${search}` : ''}`
}

export function ProductionBoard() {
  const [state, change] = useListState()
  const query = { week: state.week as string | undefined, type: state.type as string | undefined }
  const board = useAdminQuery<Board>([API], API, query)
  const client = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [shipping, setShipping] = useState<Card | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const meta = board.data?.meta
  const filters: Filter[] = [
    {
      key: 'week',
      label: () => m.production_filter_week(),
      type: 'select',
      options: () =>
        (meta?.weeks ?? []).map((w) => ({
          value: w.week,
          label: m.production_week_option({ date: day(w.week), count: w.count }),
        })),
    },
    {
      key: 'type',
      label: () => m.production_filter_type(),
      type: 'select',
      options: () => (meta?.types ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.count})` })),
    },
  ]

  const run = async (card: Card, move: ProductionMove, extra: Record<string, string> = {}) => {
    setBusy(true)
    setErrors({})
    try {
      await adminRequest('POST', `/admin/orders/${card.id}/events`, { body: { event: move, ...extra } })
      toast.success(m.production_moved({ number: card.number, status: statusLabel(moveTarget[move]) }))
      setShipping(null)
      await Promise.all([
        client.invalidateQueries({ queryKey: [API] }),
        client.invalidateQueries({ queryKey: ['/admin/orders'] }),
      ])
    } catch (e) {
      if (e instanceof AdminRequestError && e.fields) setErrors(e.fields)
      else {
        toast.error(m.production_refused(), e instanceof AdminRequestError ? e.message : undefined)
        // Someone else may have moved it meanwhile: show the board as it is now.
        await client.invalidateQueries({ queryKey: [API] })
      }
    } finally {
      setBusy(false)
    }
  }
  const cards = board.data?.data ?? []
  return (
    <AdminPage
      title={m.production_menu()}
      intro={m.production_intro()}
      actions={
        cards.length > 0 && (
          // The sheets of what the board shows now (its week and type): the workshop's week in one print.
          <a
            href={sheetsHref(query)}
            className={buttonStyle.secondary}
            aria-label={m.production_print_selection_label({ count: String(cards.length) })}
            data-production-sheets
          >
            {m.production_print_selection({ count: String(cards.length) })}
          </a>
        )
      }
    >
      <FilterBar filters={filters} search={false} state={state} onChange={change} />
      {meta && <p className={mutedText}>{m.production_today({ date: day(meta.today) })}</p>}
      {board.isPending ? (
        <p role="status">{m.adm_loading()}</p>
      ) : (
        <>
          <nav aria-label={m.production_jump()} className={css({ display: { base: 'block', lg: 'none' } })}>
            <p className={mutedText} id="production-jump-hint">
              {m.production_jump_hint()}
            </p>
            <ul
              className={css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: '3' })}
              aria-describedby="production-jump-hint"
            >
              {PRODUCTION_STATUSES.map((s) => (
                <li key={s}>
                  <a href={`#production-${s}`} className={linkStyle}>
                    {columnTitle[s]()} ({cards.filter((c) => c.status === s).length})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {cards.length === 0 && <p role="status">{m.production_empty()}</p>}
          <div
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' },
              alignItems: 'start',
            })}
            aria-busy={board.isFetching}
            data-production-board
          >
            {PRODUCTION_STATUSES.map((s) => {
              const column = cards.filter((c) => c.status === s)
              return (
                <section
                  key={s}
                  id={`production-${s}`}
                  aria-labelledby={`production-${s}-title`}
                  className={css({
                    bg: 'bg.subtle',
                    borderRadius: 'lg',
                    p: '3',
                    display: 'flex',
                    flexDirection: 'column',
                    gap: '3',
                    minW: 0,
                    scrollMarginTop: '4',
                  })}
                  data-column={s}
                >
                  <h2 id={`production-${s}-title`} className={css({ fontSize: 'lg', fontWeight: 'bold', m: 0 })}>
                    {columnTitle[s]()} <span className={mutedText}>({column.length})</span>
                  </h2>
                  {column.length === 0 && <p className={mutedText}>{m.production_col_empty()}</p>}
                  {column.map((c) => (
                    <ProductionCard
                      key={c.id}
                      card={c}
                      busy={busy}
                      onMove={(card, move) => (move === 'order.ship' ? setShipping(card) : void run(card, move))}
                    />
                  ))}
                </section>
              )
            })}
          </div>
        </>
      )}
      <OrderEventDialog
        open={shipping !== null}
        title={shipping ? `${m.adm_ev_ship()} · ${shipping.number}` : ''}
        fields={[
          { name: 'carrier', label: m.adm_ev_carrier() },
          { name: 'tracking', label: m.adm_ev_tracking() },
        ]}
        confirmLabel={m.adm_ev_ship()}
        busy={busy}
        errors={errors}
        onConfirm={(values) => shipping && run(shipping, 'order.ship', values)}
        onCancel={() => {
          setShipping(null)
          setErrors({})
        }}
      />
    </AdminPage>
  )
}
