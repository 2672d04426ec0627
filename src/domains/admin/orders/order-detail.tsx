import { useQueryClient } from '@tanstack/react-query'
import { lineDetails } from '~/domains/orders/line-description'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { statusLabel } from '~/domains/accounts/components/order-format'
import type { FieldErrors } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { AdminPage, NotThere } from '../kit/admin-page'
import { adminRequest, AdminRequestError, useRecord } from '../kit/data-provider'
import { dateTime, money } from '../kit/format'
import { badgeStyle, buttonStyle, linkStyle, mutedText, sectionStyle } from '../kit/styles'
import { Table } from '../kit/table'
import { toast } from '../kit/toasts'
import type { AdminOrder, AdminOrderEvent } from './admin-order.contract'
import { OrderEventDialog } from './order-event-dialog'
import { OrderEditPanel } from './order-edit-panel'
import { OrderFiscalPanel } from '../documents/order-fiscal-panel'
import { InstallationNotes } from '~/domains/orders/components/installation-notes'
import { getLocale } from '~/paraglide/runtime.js'
import type { Locale } from '~/lib/i18n/locales'

const eventLabel: Record<AdminOrderEvent, () => string> = {
  'order.pay': () => m.adm_ev_pay(),
  'order.confirm': () => m.adm_ev_confirm(),
  'order.start_production': () => m.adm_ev_start(),
  'order.end_production': () => m.adm_ev_end(),
  'order.ship': () => m.adm_ev_ship(),
  'order.deliver': () => m.adm_ev_deliver(),
  'order.evade': () => m.adm_ev_evade(),
  'order.cancel': () => m.adm_ev_cancel(),
}
const h2 = css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })
const resource = { api: '/admin/orders' }

/** One order: frozen lines, billing and delivery, payment, timeline, and exactly the transitions the machine allows. */
export function OrderDetail({ id }: { id: string }) {
  const record = useRecord<AdminOrder>(resource, id)
  const client = useQueryClient()
  const [asking, setAsking] = useState<AdminOrderEvent | null>(null)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const back = { to: 'orders', label: m.adm_menu_orders() }
  if (record.isPending)
    return (
      <AdminPage title={m.adm_menu_orders()} back={back}>
        <p role="status">{m.adm_loading()}</p>
      </AdminPage>
    )
  if (!record.data)
    return (
      <AdminPage title={m.adm_menu_orders()} back={back}>
        <NotThere />
      </AdminPage>
    )
  const o = record.data

  const run = async (event: AdminOrderEvent, extra: Record<string, string> = {}) => {
    setBusy(true)
    setErrors({})
    try {
      await adminRequest('POST', `/admin/orders/${o.id}/events`, { body: { event, ...extra } })
      toast.success(m.adm_ev_done({ status: eventLabel[event]() }))
      setAsking(null)
      await client.invalidateQueries({ queryKey: ['/admin/orders'] })
    } catch (e) {
      if (e instanceof AdminRequestError && e.fields) setErrors(e.fields)
      else toast.error(m.adm_ev_refused(), e instanceof AdminRequestError ? e.message : undefined)
    } finally {
      setBusy(false)
    }
  }
  const address = o.delivery.address
  return (
    <AdminPage title={`${m.adm_order_number()} ${o.number}`} back={back}>
      <section className={sectionStyle} aria-labelledby="order-actions">
        <h2 id="order-actions" className={h2}>
          <span className={badgeStyle} data-order-status={o.status}>
            {statusLabel(o.status)}
          </span>{' '}
          · {money(o.total)}
        </h2>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })} data-order-actions>
          {o.allowed_events.length === 0 && <p className={mutedText}>{m.adm_ev_none()}</p>}
          {o.allowed_events.map((ev) => (
            <button
              key={ev}
              type="button"
              className={ev === 'order.cancel' ? buttonStyle.danger : buttonStyle.primary}
              disabled={busy}
              data-event={ev}
              onClick={() => (ev === 'order.ship' || ev === 'order.cancel' ? setAsking(ev) : run(ev))}
            >
              {eventLabel[ev]()}
            </button>
          ))}
        </div>
        {/* The customer's confirmation as they received it (the account route lets administrators read any order's). */}
        <p>
          <a href={`/account/orders/${o.id}/pdf`} className={linkStyle} data-order-pdf>
            {m.adm_order_pdf()}
          </a>
        </p>
      </section>
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })}>
        <section className={sectionStyle}>
          <h2 className={h2}>{m.adm_order_customer()}</h2>
          <p>{o.customer.name}</p>
          <p className={mutedText}>{o.customer.email}</p>
          {o.customer_reference && (
            <p>
              {m.adm_order_reference()}: {o.customer_reference}
            </p>
          )}
          {o.notes && (
            <p>
              {m.adm_order_notes()}: {o.notes}
            </p>
          )}
        </section>
        <section className={sectionStyle}>
          <h2 className={h2}>{m.adm_order_delivery()}</h2>
          {o.delivery.type === 'pickup' ? (
            <p>{m.adm_ship_pickup()}</p>
          ) : address ? (
            <p>
              {[address.recipient, address.street, `${address.postcode} ${address.city} ${address.province ?? ''}`]
                .filter(Boolean)
                .join(', ')}
            </p>
          ) : (
            '—'
          )}
          {o.shipping_option && <p className={mutedText}>{o.shipping_option.name}</p>}
          {o.shipment && (
            <p data-shipment>
              {o.shipment.carrier} · {o.shipment.tracking}
            </p>
          )}
        </section>
        <section className={sectionStyle}>
          <h2 className={h2}>{m.adm_order_payment()}</h2>
          <p>{o.payment_method.name}</p>
          <p className={mutedText}>{o.payment_status === 'paid' ? m.adm_order_paid() : m.adm_order_unpaid()}</p>
          <p className={mutedText}>
            {o.billing.document === 'invoice' ? m.adm_order_invoice() : m.adm_order_receipt()}
          </p>
        </section>
      </div>
      <OrderFiscalPanel orderId={o.id} />
      <InstallationNotes order={o} locale={getLocale() as Locale} className={sectionStyle} />
      <section className={sectionStyle}>
        <h2 id="order-lines" className={h2}>
          {m.adm_order_lines()}
        </h2>
        <Table
          caption={m.adm_order_lines()}
          rows={o.lines}
          rowKey={(l) => l.id}
          columns={[
            {
              key: 'product',
              header: m.adm_order_product(),
              cell: (l) => (
                <>
                  <strong>{l.name}</strong> <span className={mutedText}>{l.sku}</span>
                  {lineDetails(l).length > 0 && (
                    <ul className={css({ listStyle: 'none', p: 0, fontSize: 'sm' })} data-line-details>
                      {lineDetails(l).map((d) => (
                        <li key={d}>{d}</li>
                      ))}
                    </ul>
                  )}
                </>
              ),
            },
            { key: 'quantity', header: m.adm_order_qty(), align: 'end', cell: (l) => l.quantity },
            { key: 'vat', header: m.quote_offer_admin_vat(), align: 'end', cell: (l) => `${l.vat_rate}%` },
            { key: 'total', header: m.adm_order_total(), align: 'end', cell: (l) => money(l.line_total) },
          ]}
        />
      </section>
      {/* Keyed by the edits: after a save the panel starts again from the repriced order. */}
      <OrderEditPanel key={`${o.changes.length}-${o.status}`} order={o} />
      <section className={sectionStyle} aria-labelledby="order-history">
        <h2 id="order-history" className={h2}>
          {m.adm_order_history()}
        </h2>
        <ol
          className={css({ display: 'flex', flexDirection: 'column', gap: '2', pl: '5', listStyle: 'decimal' })}
          data-timeline
        >
          {o.history.map((h, i) => (
            <li key={i}>
              <strong>{statusLabel(h.to)}</strong> · {dateTime(h.at)}
              {h.by && <span className={mutedText}> · {h.by.name}</span>}
              {h.note && <span className={mutedText}> · {h.note}</span>}
            </li>
          ))}
        </ol>
      </section>
      <OrderEventDialog
        open={asking !== null}
        title={asking ? eventLabel[asking]() : ''}
        fields={
          asking === 'order.ship'
            ? [
                { name: 'carrier', label: m.adm_ev_carrier() },
                { name: 'tracking', label: m.adm_ev_tracking() },
              ]
            : [{ name: 'reason', label: m.adm_ev_reason() }]
        }
        confirmLabel={asking ? eventLabel[asking]() : ''}
        busy={busy}
        errors={errors}
        onConfirm={(values) => asking && run(asking, values)}
        onCancel={() => {
          setAsking(null)
          setErrors({})
        }}
      />
    </AdminPage>
  )
}
