import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { statusLabel } from '~/domains/accounts/components/order-format'
import { m } from '~/paraglide/messages.js'
import { adminTo } from '../kit/admin-page'
import { useConfirm } from '../kit/confirm'
import { adminRequest, AdminRequestError } from '../kit/data-provider'
import { dateTime, day, money } from '../kit/format'
import { introStyle, linkStyle, sectionStyle, smallButton } from '../kit/styles'
import { Table } from '../kit/table'
import { toast } from '../kit/toasts'
import type { Dashboard } from './dashboard.contract'

// What needs the owner today (issue 43): bank transfers awaited too long, with a reminder to the
// customer, and orders past their production due date. Both lists come from the dashboard's read.

const h2 = css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })
const orderLink = (id: number, number: string) => (
  <Link to={adminTo(`orders/${id}`)} className={linkStyle}>
    {number}
  </Link>
)

export function OverduePayments({ overdue }: { overdue: Dashboard['overdue_payments'] }) {
  const client = useQueryClient()
  const { ask, dialog } = useConfirm()
  type Row = Dashboard['overdue_payments']['orders'][number]
  const remind = (o: Row) =>
    ask({
      title: m.adm_dash_remind_title({ number: o.number }),
      text: m.adm_dash_remind_text({ customer: o.customer, email: o.email }),
      confirmLabel: m.adm_dash_remind(),
      run: async () => {
        try {
          await adminRequest('POST', `/admin/orders/${o.id}/payment-reminder`)
          toast.success(m.adm_dash_reminder_sent({ number: o.number }))
        } catch (error) {
          toast.error(error instanceof AdminRequestError ? error.message : m.error_generic_text())
        }
        await client.invalidateQueries({ queryKey: ['/admin/dashboard'] })
      },
    })
  return (
    <section className={sectionStyle} data-overdue-payments>
      <h2 id="dash-overdue" className={h2}>
        {m.adm_dash_overdue()}
      </h2>
      <p className={introStyle}>{m.adm_dash_overdue_intro({ days: String(overdue.after_days) })}</p>
      <Table
        cards
        caption={m.adm_dash_overdue()}
        rows={overdue.orders}
        rowKey={(o) => o.id}
        rowAttributes={(o) => ({ 'data-overdue': o.number })}
        empty={<p>{m.adm_dash_overdue_none()}</p>}
        columns={[
          { key: 'number', header: m.adm_order_number(), rowHeader: true, cell: (o) => orderLink(o.id, o.number) },
          { key: 'customer', header: m.adm_order_customer(), cell: (o) => o.customer },
          { key: 'total', header: m.adm_order_total(), align: 'end', cell: (o) => money(o.total) },
          {
            key: 'waiting',
            header: m.adm_dash_waiting_days(),
            align: 'end',
            cell: (o) => m.adm_dash_days({ n: String(o.days_waiting) }),
          },
          {
            key: 'reminded',
            header: m.adm_dash_reminded(),
            wide: true,
            cell: (o) => (o.reminded_at ? dateTime(o.reminded_at) : m.adm_dash_never()),
          },
          {
            key: 'actions',
            header: m.adm_actions(),
            headerHidden: true,
            fit: true,
            cell: (o) => (
              <button
                type="button"
                className={smallButton}
                onClick={() => remind(o)}
                aria-label={`${m.adm_dash_remind()} ${o.number}`}
                data-remind={o.number}
              >
                {m.adm_dash_remind()}
              </button>
            ),
          },
        ]}
      />
      {dialog}
    </section>
  )
}

export function LateOrders({ late }: { late: Dashboard['late_orders'] }) {
  return (
    <section className={sectionStyle} data-late-orders>
      <h2 id="dash-late" className={h2}>
        {m.adm_dash_late()}
      </h2>
      <p className={introStyle}>
        {m.adm_dash_late_intro()}{' '}
        <Link to={adminTo('production')} className={linkStyle}>
          {m.adm_dash_open_board()}
        </Link>
      </p>
      <Table
        cards
        caption={m.adm_dash_late()}
        rows={late}
        rowKey={(o) => o.id}
        rowAttributes={(o) => ({ 'data-late': o.number })}
        empty={<p>{m.adm_dash_late_none()}</p>}
        columns={[
          { key: 'number', header: m.adm_order_number(), rowHeader: true, cell: (o) => orderLink(o.id, o.number) },
          { key: 'customer', header: m.adm_order_customer(), cell: (o) => o.customer },
          { key: 'status', header: m.adm_order_status(), cell: (o) => statusLabel(o.status) },
          { key: 'due', header: m.adm_dash_due(), align: 'end', cell: (o) => day(o.due_date) },
        ]}
      />
    </section>
  )
}
