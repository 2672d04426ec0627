import { and, eq, sql } from 'drizzle-orm'
import { addresses, coupons, jobs, orderLines, orders, orderStatusHistory, savedCarts, users } from '~/db/schema'
import type { Db, Tx } from '~/db/types'
import { checkBilling, toOrderAddress } from '~/domains/billing/billing.server'
import { postcodeErrors } from '~/domains/addresses/italian-address.server'
import type { QuotedLine } from '~/domains/cart/cart.schemas'
import { tierForRole } from '~/domains/catalog/pricing'
import { vatOverrideOf, type VatRate } from '~/domains/cart/pricing'
import { extraFields, quotedExtraIds } from '~/domains/cart/extra-choice'
import { regionOf } from '~/domains/shipping/regions'
import { HttpError, type FieldErrors } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import type { ApiServices, ApiUser } from '~/domains/shared/api-route'
import { quoteCheckout } from './checkout-quote.server'
import { claimKey, recordKeyStatement, requestHash } from './idempotency.server'
import { orderMailJobs } from './order-notify.server'
import { provisionalOrderNumber } from './order-number.server'
import { loadCheckoutReference } from './checkout-reference.server'
import {
  loadOrder,
  toOrder,
  type OrderRows,
  type LineSnapshot,
  type PaymentSnapshot,
  type ShippingSnapshot,
} from './order-read.server'
import type { Order, OrderAddress, PlaceOrderBody } from './orders.schemas'
import { rowsOf } from '~/db/rows'

// The one order service (decision 019): the checkout's POST /orders and the admin's order on a
// customer's behalf both come here. Everything is repriced from the database inside one
// transaction: lines (tier, promotion, configurator), coupon, shipping, payment fee, VAT. The
// coupon is redeemed with a guarded UPDATE (its row lock serialises concurrent orders), the
// number is given at commit from the per-year counter (decision 047), and the Idempotency-Key row
// is claimed first.

export type PlaceOrderOptions = {
  /** The customer the order is for (its tier, its address book). */
  user: ApiUser
  locale: Locale
  now: Date
  services: Pick<ApiServices, 'now' | 'wakeJobs'>
  idempotencyKey?: string | null
  /** Administrators may choose the VAT rate (as in /cart/quote); null → the shop's cart_iva. */
  vatRate?: VatRate | null
  /** Who placed it, when not the customer (admin "createb"). */
  createdBy?: number | null
}

export type PlacedOrder = { order: Order; replayed: boolean }

/**
 * Issue 39: a line that leaves a required choice open, or names one the product does not offer,
 * is refused with the line's field and the reason (translated), never repaired by dropping it.
 */
export const lineFieldErrors = (lines: readonly QuotedLine[]): FieldErrors =>
  Object.fromEntries(
    lines.flatMap((l, i) =>
      l.valid
        ? []
        : [
            [
              l.problem_field ? `lines.${i}.${l.problem_field}` : `lines.${i}`,
              l.problems?.length ? l.problems : ['validation_line_invalid'],
            ],
          ],
    ),
  )

const fail = (fields: FieldErrors): never => {
  throw new HttpError('validation_failed', fields)
}

/** Redeems one use of the coupon, or answers null when it ran out (or ended) meanwhile. */
async function redeemCoupon(tx: Tx, code: string, now: Date): Promise<string | null> {
  const [row] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        sql`upper(${coupons.code}) = upper(${code})`,
        eq(coupons.active, true),
        sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
        sql`(${coupons.startsAt} is null or ${coupons.startsAt} <= ${now.toISOString()}::timestamptz)`,
        sql`(${coupons.endsAt} is null or ${coupons.endsAt} >= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ code: coupons.code })
  return row?.code ?? null
}

/** A new delivery address's and the invoice address's CAP against their province (decision 083). */
const addressPostcodeErrors = (body: PlaceOrderBody, locale: Locale): FieldErrors => ({
  ...(body.delivery.type === 'address' && 'address' in body.delivery
    ? postcodeErrors(body.delivery.address, locale, 'delivery.address.')
    : {}),
  ...(body.billing.document === 'invoice' ? postcodeErrors(body.billing.address, locale, 'billing.address.') : {}),
})

type Delivery = { type: 'address'; address: OrderAddress } | { type: 'pickup' }

async function resolveDelivery(tx: Tx, body: PlaceOrderBody, userId: number): Promise<Delivery> {
  const d = body.delivery
  if (d.type === 'pickup') return { type: 'pickup' }
  if ('address_id' in d) {
    const [row] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, d.address_id), eq(addresses.userId, userId)))
    if (!row) return fail({ 'delivery.address_id': ['validation_address_not_found'] })
    const region = regionOf(row)
    if (!region || row.country !== 'IT') return fail({ 'delivery.address_id': ['validation_region'] })
    return {
      type: 'address',
      address: { ...toOrderAddress({ ...row, label: row.label, is_default: row.isDefault }, region) },
    }
  }
  const region = regionOf(d.address)
  if (!region || d.address.country !== 'IT') return fail({ 'delivery.address.province': ['validation_region'] })
  if (d.save) {
    await tx.insert(addresses).values({
      userId,
      label: d.address.label ?? null,
      recipient: d.address.recipient,
      company: d.address.company ?? null,
      street: d.address.street,
      postcode: d.address.postcode,
      city: d.address.city,
      province: d.address.province ?? null,
      region,
      country: d.address.country,
      phone: d.address.phone ?? null,
      isDefault: sql`not exists (select 1 from ${addresses} where ${addresses.userId} = ${userId})`,
    })
  }
  return { type: 'address', address: toOrderAddress(d.address, region) }
}

const lineSnapshot = (l: QuotedLine, input: PlaceOrderBody['lines'][number]): LineSnapshot => ({
  variants: l.variants,
  extra_option: l.extra_option,
  extra_options: l.extra_options ?? [],
  choices: l.choices ?? [],
  configuration: input.configuration ?? null,
  cart_line: {
    slug: l.product_slug ?? input.slug,
    variant_ids: l.variants.map((v) => v.id),
    ...extraFields(quotedExtraIds(l)),
    configuration: input.configuration ?? null,
  },
})

export async function placeOrder(db: Db, body: PlaceOrderBody, options: PlaceOrderOptions): Promise<PlacedOrder> {
  const { user, now, locale } = options
  const billing = checkBilling(body.billing, (a) => regionOf(a))
  // Settings, shipping options and payment methods: once per data version, not per order.
  const reference = await loadCheckoutReference(db, locale)
  const { settings } = reference
  const places = addressPostcodeErrors(body, locale)
  if (!billing.ok || Object.keys(places).length > 0) return fail({ ...(billing.ok ? {} : billing.fields), ...places })
  // Art. 41 D.L. 331/1993: 0 % only for a business buyer identified in another EU member state.
  if (
    vatOverrideOf(options.vatRate, settings.cart_iva) === 0 &&
    !(billing.billing.document === 'invoice' && billing.billing.eu_vat_number)
  ) {
    fail({ 'billing.eu_vat_number': ['validation_eu_vat_required'] })
  }
  const scope = `orders:${user.id}`
  const key = options.idempotencyKey ?? null
  const hash = key ? requestHash(body) : ''

  const result = await db.transaction(
    async (tx): Promise<{ orderId: number; replayed: boolean; lines?: OrderRows['lines'] }> => {
      if (key) {
        const claim = await claimKey(tx, scope, key, hash, now)
        if (claim.kind === 'replay') return { orderId: claim.orderId, replayed: true }
      }
      const delivery = await resolveDelivery(tx, body, user.id)
      if (delivery.type === 'pickup' && !settings.pickup_enabled) fail({ delivery: ['validation_pickup_unavailable'] })

      const checkout = await quoteCheckout(
        tx as unknown as Db,
        {
          lines: body.lines,
          coupon_code: body.coupon_code,
          region: delivery.type === 'address' ? delivery.address.region : null,
          shipping_option_id: body.shipping_option_id,
          pickup: delivery.type === 'pickup',
          payment_method: body.payment_method,
        },
        {
          locale,
          tier: tierForRole(user.priceRole),
          vatRate: settings.cart_iva,
          vatOverride: vatOverrideOf(options.vatRate, settings.cart_iva),
          now,
          settings,
          reference,
        },
      )
      const { quote } = checkout
      const invalid = lineFieldErrors(quote.lines)
      if (Object.keys(invalid).length > 0) fail(invalid)
      if (body.coupon_code?.trim() && !quote.coupon) throw new HttpError('coupon_unavailable')
      if (!checkout.shipping) fail({ shipping_option_id: ['validation_shipping_option'] })
      if (!checkout.payment) fail({ payment_method: ['validation_payment_method'] })
      if (quote.made_to_measure && body.acknowledgements.made_to_measure !== true) {
        fail({ 'acknowledgements.made_to_measure': ['validation_made_to_measure_required'] })
      }
      if (quote.total !== body.expected_total) throw new HttpError('price_changed', undefined, undefined, { quote })
      const couponCode = quote.coupon ? await redeemCoupon(tx, quote.coupon.code, now) : null
      if (quote.coupon && !couponCode) throw new HttpError('coupon_unavailable')

      // Until the commit gives it its number (trigger of migration 0023), the row carries a
      // provisional one, also as the bank transfer reference where the number is the reference.
      const provisional = provisionalOrderNumber(now)
      const payment = checkout.payment!
      const numberIsReference = payment.code === 'bank_transfer'
      const shipping = checkout.shipping!
      const paymentSnapshot: PaymentSnapshot = {
        code: payment.code,
        kind: payment.kind,
        name: payment.name,
        instructions: payment.instructions,
        iban: payment.code === 'bank_transfer' ? payment.iban || settings.shop_iban || null : null,
        reference: numberIsReference ? provisional : null,
      }
      const shippingSnapshot: ShippingSnapshot = { id: shipping.id, code: shipping.code, name: shipping.name }
      const trade = user.priceRole === 'retailer' || user.priceRole === 'reseller' || user.priceRole === 'other'
      // The order, its lines, history, e-mail jobs and Idempotency-Key in one statement (decision
      // 049): the children take the order's id from its CTE. The number and the made-to-measure
      // line ids follow at commit (trigger of migrations 0023/0024).
      const orderId = sql`(select id from o)`
      const orderInsert = tx
        .insert(orders)
        .values({
          number: provisional,
          paymentReference: numberIsReference ? provisional : null,
          userId: user.id,
          createdBy: options.createdBy ?? user.id,
          status: 'pending',
          locale,
          subtotal: quote.subtotal,
          discountTotal: quote.discount,
          shippingTotal: quote.shipping,
          paymentFee: quote.payment_fee ?? 0,
          total: quote.total,
          vatRate: quote.vat_rate,
          vatTotal: quote.vat,
          netTotal: quote.net,
          couponCode,
          shippingOptionId: shipping.id,
          paymentTypeId: payment.id,
          customerReference: body.customer_reference || null,
          notes: body.notes || null,
          receiptInsteadOfInvoice: billing.ok && billing.billing.document === 'receipt',
          billing: billing.ok ? billing.billing : {},
          shippingAddress: delivery.type === 'address' ? delivery.address : {},
          // The customer's name, e-mail and role as they are now, read by this statement.
          customerName: sql`(select ${users.name} from ${users} where ${users.id} = ${user.id})`,
          customerEmail: sql`(select ${users.email} from ${users} where ${users.id} = ${user.id})`,
          customerRole: sql`(select ${users.role} from ${users} where ${users.id} = ${user.id})`,
          pricesIncludeVat: !trade,
          paymentSnapshot,
          shippingSnapshot,
          deliveryType: delivery.type,
          termsAcceptedAt: now,
          madeToMeasureAckAt: quote.made_to_measure ? now : null,
          estimatedDeliveryFrom: quote.estimated_delivery?.from ?? null,
          estimatedDeliveryTo: quote.estimated_delivery?.to ?? null,
          createdAt: now,
        })
        .returning({ id: orders.id })
      const lineValues = quote.lines.map((l, i) => ({
        productId: l.product_id,
        sku: l.sku ?? l.slug,
        name: l.name ?? l.slug,
        quantity: l.quantity,
        unitPrice: l.unit_price,
        lineTotal: l.line_total,
        weightGrams: l.weight_grams ?? 0,
        regularUnitPrice: l.regular_unit_price ?? null,
        vatRate: l.vat_rate ?? quote.vat_rate,
        madeToMeasure: l.made_to_measure ?? false,
        snapshot: lineSnapshot(l, body.lines[i]!),
      }))
      const changedBy = options.createdBy ?? user.id
      const lineInsert = tx
        .insert(orderLines)
        .values(lineValues.map((v) => ({ ...v, orderId })))
        .returning({ id: orderLines.id })
      const history = tx
        .insert(orderStatusHistory)
        .values({ orderId, fromStatus: null, toStatus: 'pending', changedBy, createdAt: now })
      const mailJobs = tx.insert(jobs).values(
        orderMailJobs({ type: 'placed', orderId: 0 }).map((job) => ({
          ...job,
          payload: sql`jsonb_set(${JSON.stringify(job.payload)}::jsonb, '{event,orderId}', to_jsonb(${orderId}))`,
        })),
      )
      // The customer's own order takes their cart on every device, its coupon too (issue 39,
      // decision 082), in the same statement: an order that commits leaves no cart to order twice.
      // An order the shop places for a customer leaves the customer's cart alone.
      const emptiesCart = changedBy === user.id
      const cartEmptied = tx
        .update(savedCarts)
        .set({ items: [], couponCode: null, updatedAt: now })
        .where(eq(savedCarts.userId, user.id))
      // (Drizzle puts an embedded statement in parentheses, as a CTE wants it.)
      const inserted = await tx.execute<{ order_id: number; line_id: number }>(
        sql`with o as ${orderInsert}, l as ${lineInsert}, h as ${history}, j as ${mailJobs}${key ? sql`, k as ${recordKeyStatement(tx, scope, key, orderId)}` : sql``}${emptiesCart ? sql`, c as ${cartEmptied}` : sql``} select o.id as order_id, l.id as line_id from o cross join l order by l.id`,
      )
      const written = rowsOf<{ order_id: number; line_id: number }>(inserted)
      const placedId = Number(written[0]!.order_id)
      const lineIds = written.map((r) => Number(r.line_id))

      // The answer is built from what was just written and the row as committed (its number). An
      // order placed by an administrator names them in its history: that one is read back whole.
      if (changedBy !== user.id) return { orderId: placedId, replayed: false }
      const lineRows = lineValues.map((v, i) => ({ ...v, orderId: placedId, id: lineIds[i]! })) as Array<
        typeof orderLines.$inferSelect
      >
      return { orderId: placedId, replayed: false, lines: lineRows }
    },
  )

  const order = result.lines
    ? await answerOf(db, result.orderId, result.lines, now)
    : await loadOrder(db, result.orderId)
  if (!order) throw new HttpError('not_found')
  // The confirmation (PDF + e-mail) and the shop's notice were queued in the transaction.
  if (!result.replayed) options.services.wakeJobs?.()
  return { order, replayed: result.replayed }
}

/** The customer's own order as committed (number, made-to-measure ids), with the lines it wrote. */
async function answerOf(db: Db, orderId: number, lines: OrderRows['lines'], now: Date): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!row) return null
  const historyRow = {
    id: 0,
    orderId,
    fromStatus: null,
    toStatus: 'pending' as const,
    changedBy: row.userId,
    note: null,
    createdAt: now,
    byName: row.customerName,
  }
  return toOrder(row, lines, [historyRow])
}
