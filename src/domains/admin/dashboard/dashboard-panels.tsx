import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { statusLabel, type OrderStatus } from '~/domains/accounts/components/order-format'
import { m } from '~/paraglide/messages.js'
import { adminTo } from '../kit/admin-page'
import { useAdminQuery } from '../kit/data-provider'
import { dateTime, int, money } from '../kit/format'
import { linkStyle, mutedText, sectionStyle } from '../kit/styles'
import { Table, tableColumns } from '../kit/table'
import { orderColumns } from '../orders/order-columns'
import { roleLabel } from '../users/users.resource'
import { LateOrders, OverduePayments } from './dashboard-attention'
import type { Dashboard } from './dashboard.contract'

const h2 = css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })

/** The dashboard's live part: orders per status (links to the filtered list), what waits, 30 days of revenue, the latest orders and sign-ups. */
export function DashboardPanels() {
  const q = useAdminQuery<{ data: Dashboard }>(['/admin/dashboard'], '/admin/dashboard')
  if (!q.data)
    return (
      <p role="status" className={mutedText}>
        {m.adm_loading()}
      </p>
    )
  const d = q.data.data
  const waiting: Array<[string, number, OrderStatus]> = [
    [m.adm_dash_to_confirm(), d.waiting.to_confirm, 'paid'],
    [m.adm_dash_to_start(), d.waiting.to_start, 'confirmed_admin'],
    [m.adm_dash_to_ship(), d.waiting.to_ship, 'end_production'],
  ]
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })} data-dashboard>
      <section className={sectionStyle} aria-labelledby="dash-waiting">
        <h2 id="dash-waiting" className={h2}>
          {m.adm_dash_waiting()}
        </h2>
        <ul
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' },
            listStyle: 'none',
            p: 0,
          })}
        >
          {waiting.map(([label, n, status]) => (
            <li key={label}>
              <Link
                to={adminTo('orders')}
                search={{ status } as never}
                className={`${linkStyle} ${css({ display: 'block', fontSize: 'lg' })}`}
                data-waiting={status}
              >
                <strong className={css({ fontSize: '2xl', mr: '2' })}>{int(n)}</strong>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
          alignItems: 'start',
        })}
      >
        <OverduePayments overdue={d.overdue_payments} />
        <LateOrders late={d.late_orders} />
      </div>
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '1fr 2fr' } })}>
        <section className={sectionStyle} aria-labelledby="dash-status">
          <h2 id="dash-status" className={h2}>
            {m.adm_dash_by_status()}
          </h2>
          <ul className={css({ listStyle: 'none', p: 0, display: 'flex', flexDirection: 'column', gap: '1' })}>
            {(Object.keys(d.orders_by_status) as OrderStatus[]).map((s) => (
              <li key={s} className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
                <Link to={adminTo('orders')} search={{ status: s } as never} className={linkStyle} data-status-link={s}>
                  {statusLabel(s)}
                </Link>
                <span className={css({ fontVariantNumeric: 'tabular-nums' })}>{int(d.orders_by_status[s])}</span>
              </li>
            ))}
          </ul>
        </section>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minW: 0 })}>
          <RevenueChart id="dash-revenue" title={m.adm_dash_revenue()} days={d.revenue.days} total={d.revenue.total} />
          <RevenueChart
            id="dash-pending"
            title={m.adm_dash_pending_payments()}
            days={d.pending_payments.days}
            total={d.pending_payments.total}
            muted
          />
        </div>
      </div>
      <section className={sectionStyle}>
        <h2 id="dash-latest-orders" className={h2}>
          {m.adm_dash_latest_orders()}
        </h2>
        {/* Five rows, no paging: the order list's columns on the plain table (sort buttons would do nothing here). */}
        <Table
          caption={m.adm_dash_latest_orders()}
          columns={tableColumns(orderColumns)}
          rows={d.latest_orders}
          rowKey={(o) => o.id}
          empty={<p>{m.adm_none_yet()}</p>}
        />
      </section>
      <section className={sectionStyle} aria-labelledby="dash-latest-users">
        <h2 id="dash-latest-users" className={h2}>
          {m.adm_dash_latest_users()}
        </h2>
        <ul className={css({ listStyle: 'none', p: 0, display: 'flex', flexDirection: 'column', gap: '2' })}>
          {d.latest_users.map((u) => (
            <li
              key={u.id}
              className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'space-between' })}
            >
              <Link to={adminTo(`users/${u.id}`)} className={linkStyle}>
                {u.name}
              </Link>
              <span className={mutedText}>
                {roleLabel(u.role as never)} · {dateTime(u.created_at)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

/** 30 bars, one a day; the figures are also a table for screen readers (the SVG is decorative). */
function RevenueChart({
  id,
  title,
  days,
  total,
  muted = false,
}: {
  id: string
  title: string
  days: Dashboard['revenue']['days']
  total: number
  muted?: boolean
}) {
  const max = Math.max(1, ...days.map((d) => d.total))
  const w = 300
  const h = 100
  const bar = w / days.length
  return (
    <section className={sectionStyle} aria-labelledby={id}>
      <h2 id={id} className={h2}>
        {title} <span className={css({ fontWeight: 'normal' })}>· {money(total)}</span>
      </h2>
      <svg
        viewBox={`0 0 ${w} ${h}`}
        className={css({ w: 'full', h: '140px' })}
        aria-hidden="true"
        preserveAspectRatio="none"
        data-revenue-chart={id}
      >
        {days.map((d, i) => {
          const bh = (d.total / max) * (h - 4)
          return (
            <rect
              key={d.day}
              x={i * bar + 1}
              y={h - bh}
              width={bar - 2}
              height={bh}
              className={muted ? css({ fill: 'fg.muted' }) : css({ fill: 'primary' })}
            />
          )
        })}
        <line x1="0" y1={h - 0.5} x2={w} y2={h - 0.5} className={css({ stroke: 'border' })} />
      </svg>
      <Table
        visuallyHidden
        caption={title}
        rows={days}
        rowKey={(d) => d.day}
        columns={[
          { key: 'day', header: m.adm_dash_day(), rowHeader: true, cell: (d) => d.day },
          { key: 'total', header: m.adm_dash_day_revenue(), align: 'end', cell: (d) => money(d.total) },
        ]}
      />
    </section>
  )
}
