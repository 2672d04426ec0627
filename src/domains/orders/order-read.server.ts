import { asc, eq } from 'drizzle-orm'
import { orderLines, orders, orderStatusHistory, users } from '~/db/schema'
import type { Db } from '~/db/types'
import { documentVat, isVatRate, netAmounts, DEFAULT_VAT_RATE, type VatRate } from '~/domains/cart/pricing'
import type { Order, OrderAddress, OrderBilling, OrderInstallation, OrderLine, OrderStatus } from './orders.schemas'
import { readAll } from '~/db/read-all.server'

// One order as the API answers it (`Order`, CONTRACT-ORDERS.md): the checkout's 201, the
// account's detail, the admin's, the e-mails and the PDF all read it from here.

type OrderRow = typeof orders.$inferSelect
type LineRow = typeof orderLines.$inferSelect

/** What a line keeps besides its columns (decision 019: frozen at the order). */
export type LineSnapshot = {
  variants: Array<{ id: number; name: string; group?: string }>
  extra_option: { id: number; name: string; package_price: number } | null
  /** Absent on lines frozen before decision 109: their one `extra_option` is the set. */
  extra_options?: Array<{ id: number; name: string; package_price: number }>
  choices: Array<{ step: string; value: string }>
  configuration: Record<string, string | number | boolean> | null
  cart_line: OrderLine['cart_line']
}
export type PaymentSnapshot = Order['payment_method']
export type ShippingSnapshot = { id: number; code: string; name: string }
type HistoryRow = typeof orderStatusHistory.$inferSelect & { byName: string | null }
/** What `toOrder` reads: the order's row, its lines and its status history. */
export type OrderRows = { order: OrderRow; lines: LineRow[]; history: HistoryRow[] }

const isoOrNull = (d: Date | null) => d?.toISOString() ?? null

export function toOrderLine(l: LineRow): OrderLine {
  const s = (l.snapshot ?? {}) as Partial<LineSnapshot>
  return {
    id: l.id,
    product_id: l.productId,
    sku: l.sku,
    name: l.name,
    quantity: l.quantity,
    unit_price: l.unitPrice,
    line_total: l.lineTotal,
    regular_unit_price: l.regularUnitPrice,
    vat_rate: l.vatRate,
    made_to_measure: l.madeToMeasure,
    weight_grams: l.weightGrams,
    variants: s.variants ?? [],
    extra_option: s.extra_option ?? null,
    extra_options: s.extra_options ?? (s.extra_option ? [s.extra_option] : []),
    choices: s.choices ?? [],
    configuration: s.configuration ?? null,
    cart_line: s.cart_line ?? { slug: '', variant_ids: [], extra_option_id: null, configuration: null },
  }
}

/**
 * The order's VAT per rate (decision 042), from its frozen lines (each with its rate) and totals:
 * the discount, shipping and fee shared over the rates as at the checkout (pricing's documentVat).
 * An order from before per-product rates has every line at the order's rate: one row.
 */
export function orderVat(
  o: Pick<OrderRow, 'discountTotal' | 'shippingTotal' | 'paymentFee'>,
  lines: ReadonlyArray<Pick<LineRow, 'lineTotal' | 'vatRate'>>,
  rate: VatRate,
) {
  return documentVat({
    goods: lines.map((l) => ({ rate: isVatRate(l.vatRate) ? l.vatRate : rate, gross: l.lineTotal })),
    discount: o.discountTotal,
    shipping: o.shippingTotal,
    fee: o.paymentFee,
    defaultRate: rate,
  })
}

/**
 * The stored address (JSON) with every member the API promises: a row written by an import or
 * an older release may lack the optional ones, and the answer would not match its document (issue 40).
 */
function toOrderAddress(stored: unknown): OrderAddress {
  const a = (stored ?? {}) as Partial<Record<keyof OrderAddress, string | null>>
  const text = (v: string | null | undefined) => v ?? ''
  const optional = (v: string | null | undefined) => v ?? null
  return {
    recipient: text(a.recipient),
    company: optional(a.company),
    street: text(a.street),
    postcode: text(a.postcode),
    city: text(a.city),
    province: optional(a.province),
    region: optional(a.region),
    country: text(a.country),
    phone: optional(a.phone),
  }
}

export function toOrder(o: OrderRow, lines: LineRow[], history: HistoryRow[]): Order {
  const rate = isVatRate(o.vatRate) ? o.vatRate : DEFAULT_VAT_RATE
  const vatRows = orderVat(o, lines, rate)
  const payment = (o.paymentSnapshot ?? {
    code: '',
    kind: 'local',
    name: '',
    instructions: null,
    iban: null,
    reference: null,
  }) as PaymentSnapshot
  const shipping = o.shippingSnapshot as ShippingSnapshot | null
  const address = o.deliveryType === 'pickup' ? null : toOrderAddress(o.shippingAddress)
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    created_at: o.createdAt.toISOString(),
    locale: o.locale,
    customer: {
      id: o.userId,
      name: o.customerName ?? '',
      email: o.customerEmail ?? '',
      role: o.customerRole ?? 'user',
    },
    prices_include_vat: o.pricesIncludeVat,
    lines: lines.map(toOrderLine),
    subtotal: o.subtotal,
    discount_total: o.discountTotal,
    coupon_code: o.couponCode,
    shipping_total: o.shippingTotal,
    payment_fee: o.paymentFee,
    total: o.total,
    vat_rate: rate,
    net_total: o.netTotal,
    vat_total: o.vatTotal,
    vat_breakdown: vatRows.map(({ rate: r, net, vat, gross }) => ({ rate: r, net, vat, gross })),
    net_amounts: netAmounts(
      vatRows,
      lines.map((l) => ({ rate: isVatRate(l.vatRate) ? l.vatRate : rate, gross: l.lineTotal })),
    ),
    delivery: { type: o.deliveryType, address },
    shipping_option: shipping ? { id: shipping.id, name: shipping.name } : null,
    payment_method: payment,
    payment_status: o.paidAt ? 'paid' : 'unpaid',
    billing: ((o.billing as { document?: string } | null)?.document
      ? o.billing
      : { document: 'receipt' }) as OrderBilling,
    acknowledgements: {
      terms_at: isoOrNull(o.termsAcceptedAt),
      made_to_measure_at: isoOrNull(o.madeToMeasureAckAt),
      made_to_measure_line_ids: o.madeToMeasureLineIds,
    },
    estimated_delivery:
      o.estimatedDeliveryFrom && o.estimatedDeliveryTo
        ? { from: o.estimatedDeliveryFrom, to: o.estimatedDeliveryTo }
        : null,
    shipment:
      o.shipmentCarrier && o.shipmentTracking ? { carrier: o.shipmentCarrier, tracking: o.shipmentTracking } : null,
    installation: (o.installation as OrderInstallation | null) ?? null,
    customer_reference: o.customerReference,
    notes: o.notes,
    cancel_reason: o.cancelReason,
    dates: {
      confirmed_at: isoOrNull(o.confirmedAt),
      production_started_at: isoOrNull(o.productionStartedAt),
      production_ended_at: isoOrNull(o.productionEndedAt),
      shipped_at: isoOrNull(o.shippedAt),
      delivered_at: isoOrNull(o.deliveredAt),
      paid_at: isoOrNull(o.paidAt),
      cancelled_at: isoOrNull(o.cancelledAt),
    },
    history: history.map((h) => ({
      from: h.fromStatus as OrderStatus | null,
      to: h.toStatus,
      at: h.createdAt.toISOString(),
      by: h.changedBy && h.byName ? { id: h.changedBy, name: h.byName } : null,
      note: h.note,
    })),
    allowed_customer_actions: o.status === 'pending' ? ['cancel'] : [],
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    placed_by: o.userId ? { id: o.userId, name: o.customerName ?? '' } : null,
    shipping_address: (o.shippingAddress ?? {}) as Record<string, unknown>,
  }
}

/** The order with its lines and history, or null. */
export async function loadOrder(db: Db, id: number): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  if (!row) return null
  const [lines, history] = await readAll(db, [
    () => db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id)),
    () =>
      db
        .select({ h: orderStatusHistory, byName: users.name })
        .from(orderStatusHistory)
        .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
        .where(eq(orderStatusHistory.orderId, id))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ])
  return toOrder(
    row,
    lines,
    history.map((r) => ({ ...r.h, byName: r.byName })),
  )
}
