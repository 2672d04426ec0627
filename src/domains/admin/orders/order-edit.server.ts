import { asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { coupons, orderChanges, orderLines, orders, users } from '~/db/schema'
import type { Db, Tx } from '~/db/types'
import type { QuoteLineInput } from '~/domains/cart/cart.schemas'
import { lineFieldErrors } from '~/domains/orders/place-order.server'
import {
  cartTotals,
  isVatRate,
  netOfIncludedVat,
  vatOverrideOf,
  DEFAULT_VAT_RATE,
  type CouponTerms,
} from '~/domains/cart/pricing'
import { tierForRole } from '~/domains/catalog/pricing'
import type { Role } from '~/domains/shared/roles'
import { quoteCheckout } from '~/domains/orders/checkout-quote.server'
import {
  toOrderLine,
  type LineSnapshot,
  type PaymentSnapshot,
  type ShippingSnapshot,
} from '~/domains/orders/order-read.server'
import type { OrderAddress, OrderStatus } from '~/domains/orders/orders.schemas'
import { loadSettings } from '~/domains/settings/settings.server'
import { shippingPrice } from '~/domains/shipping/shipping'
import { HttpError, type FieldErrors } from '~/lib/api/errors'
import { isLocale } from '~/lib/i18n/locales'
import type { EditOrderBody } from './order-edit.contract'
import { extraFields, quotedExtraIds } from '~/domains/cart/extra-choice'

// An order's lines and first/second discount change only before production (spec §3): after
// that the doors are being made. The whole order is repriced through the checkout's pricing
// (quoteCheckout → priceCart → pricing.ts) at the customer's tier; the coupon it redeemed keeps
// its terms (it is not redeemed again, and it counts even if it has ended since).

/** Statuses in which lines and discounts may still change. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'confirmed_admin']

type Change = { field: string; from: string | number | null; to: string | number | null }
const fail = (fields: FieldErrors): never => {
  throw new HttpError('validation_failed', fields)
}

const parents = alias(users, 'parents')

/** The customer's tier now (a retailer's user at the retailer's), or the role frozen on the order. */
async function customerTier(tx: Tx, userId: number | null, fallback: string | null) {
  const [row] =
    userId === null
      ? []
      : await tx
          .select({ role: users.role, parentRole: parents.role })
          .from(users)
          .leftJoin(parents, eq(parents.id, users.parentId))
          .where(eq(users.id, userId))
  return tierForRole(row ? (row.parentRole ?? row.role) : (fallback as Role))
}

export async function editOrder(
  db: Db,
  orderId: number,
  body: EditOrderBody,
  actor: { id: number },
  lockMessage: string,
  now: Date,
) {
  const settings = await loadSettings(db)
  await db.transaction(async (tx) => {
    // The row lock: a concurrent status change (start production) waits, then sees the edit.
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!order) throw new HttpError('not_found')
    if (!EDITABLE_STATUSES.includes(order.status))
      throw new HttpError('conflict', { status: [lockMessage] }, lockMessage)
    const current = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id))
    const byId = new Map(current.map((l) => [l.id, l]))

    // The lines after the edit, in the cart's shape (an existing line: its frozen choices).
    const wanted = body.lines ?? current.map((l) => ({ id: l.id, quantity: l.quantity }))
    const requested: Array<{ input: QuoteLineInput; keep: number | null }> = wanted.map((l, i) => {
      if ('id' in l) {
        const line = byId.get(l.id)
        if (!line) return fail({ [`lines.${i}.id`]: ['validation_line_unknown'] })
        const cart = toOrderLine(line).cart_line
        return {
          keep: line.id,
          input: {
            slug: cart.slug,
            quantity: l.quantity,
            variant_ids: cart.variant_ids,
            extra_option_id: cart.extra_option_id,
            ...(cart.extra_option_ids ? { extra_option_ids: cart.extra_option_ids } : {}),
            ...(cart.configuration ? { configuration: cart.configuration } : {}),
          },
        }
      }
      return { keep: null, input: l }
    })

    const payment = order.paymentSnapshot as PaymentSnapshot | null
    const shippingSnap = order.shippingSnapshot as ShippingSnapshot | null
    const address = order.deliveryType === 'address' ? (order.shippingAddress as OrderAddress) : null
    const vatRate = isVatRate(order.vatRate) ? order.vatRate : DEFAULT_VAT_RATE
    // The order's rate was the shop's standard one or an administrator's override (decision 042).
    const vatOverride = vatOverrideOf(vatRate, settings.cart_iva)
    const checkout = await quoteCheckout(
      tx as unknown as Db,
      {
        lines: requested.map((r) => r.input),
        region: address?.region ?? null,
        shipping_option_id: shippingSnap?.id ?? order.shippingOptionId,
        pickup: order.deliveryType === 'pickup',
        payment_method: payment?.code ?? null,
      },
      {
        locale: isLocale(order.locale) ? order.locale : 'it',
        tier: await customerTier(tx, order.userId, order.customerRole),
        vatRate: settings.cart_iva,
        vatOverride,
        now,
        settings,
      },
    )
    const { quote } = checkout
    const invalid = lineFieldErrors(quote.lines)
    if (Object.keys(invalid).length > 0) fail(invalid)
    if (!checkout.shipping) fail({ shipping_option_id: ['validation_shipping_option'] })
    if (!checkout.payment) fail({ payment_method: ['validation_payment_method'] })

    const [coupon] = order.couponCode
      ? await tx
          .select({ discount_type: coupons.discountType, discount_value: coupons.discountValue })
          .from(coupons)
          .where(sql`upper(${coupons.code}) = upper(${order.couponCode})`)
      : []
    const firstBp = body.first_discount_bp ?? order.firstDiscountBp
    const secondBp = body.second_discount_bp ?? order.secondDiscountBp
    const subtotal = quote.lines.reduce((s, l) => s + l.line_total, 0)
    const couponTerms = (coupon as CouponTerms | undefined) ?? null
    const goods = subtotal - cartTotals({ lines: quote.lines, coupon: couponTerms }).discount
    // At 0 % shipping and the fee are charged net, as the order was (decision 079).
    const charged = (gross: number) => (vatOverride === 0 ? netOfIncludedVat(gross, settings.cart_iva) : gross)
    const shipping = charged(shippingPrice(checkout.shipping!, goods, settings.free_shipping_over))
    const totals = cartTotals({
      lines: quote.lines,
      coupon: couponTerms,
      shipping,
      fee: charged(checkout.payment!.fee),
      vatRate: vatOverride ?? settings.cart_iva,
      trade: { firstBp, secondBp },
    })

    // What changed, in words an admin reads back: lines by SKU, quantities, discounts.
    const changes: Change[] = []
    const kept = new Set(requested.flatMap((r) => (r.keep ? [r.keep] : [])))
    for (const l of current) if (!kept.has(l.id)) changes.push({ field: `line ${l.sku}`, from: l.quantity, to: null })
    requested.forEach((r, i) => {
      const before = r.keep ? byId.get(r.keep)! : null
      const q = quote.lines[i]!
      if (!before) changes.push({ field: `line ${q.sku ?? q.slug}`, from: null, to: q.quantity })
      else if (before.quantity !== q.quantity)
        changes.push({ field: `line ${before.sku}`, from: before.quantity, to: q.quantity })
    })
    if (firstBp !== order.firstDiscountBp)
      changes.push({ field: 'first_discount_bp', from: order.firstDiscountBp, to: firstBp })
    if (secondBp !== order.secondDiscountBp)
      changes.push({ field: 'second_discount_bp', from: order.secondDiscountBp, to: secondBp })
    if (changes.length === 0) return

    await tx.delete(orderLines).where(eq(orderLines.orderId, orderId))
    const inserted = await tx
      .insert(orderLines)
      .values(
        quote.lines.map((l, i) => {
          const before = requested[i]!.keep ? byId.get(requested[i]!.keep!) : undefined
          const snapshot: LineSnapshot = {
            variants: l.variants,
            extra_option: l.extra_option,
            extra_options: l.extra_options ?? [],
            choices: l.choices ?? [],
            configuration: requested[i]!.input.configuration ?? null,
            cart_line: {
              slug: l.product_slug ?? requested[i]!.input.slug,
              variant_ids: l.variants.map((v) => v.id),
              ...extraFields(quotedExtraIds(l)),
              configuration: requested[i]!.input.configuration ?? null,
            },
          }
          return {
            orderId,
            productId: l.product_id,
            sku: l.sku ?? before?.sku ?? l.slug,
            name: before?.name ?? l.name ?? l.slug,
            quantity: l.quantity,
            unitPrice: l.unit_price,
            lineTotal: l.line_total,
            weightGrams: l.weight_grams ?? 0,
            regularUnitPrice: l.regular_unit_price ?? null,
            vatRate: l.vat_rate ?? vatRate,
            madeToMeasure: l.made_to_measure ?? false,
            snapshot,
          }
        }),
      )
      .returning({ id: orderLines.id, madeToMeasure: orderLines.madeToMeasure })
    await tx
      .update(orders)
      .set({
        subtotal: totals.subtotal,
        discountTotal: totals.discount,
        shippingTotal: totals.shipping,
        paymentFee: totals.payment_fee,
        total: totals.total,
        vatTotal: totals.vat,
        netTotal: totals.net,
        firstDiscountBp: firstBp,
        secondDiscountBp: secondBp,
        madeToMeasureLineIds: inserted.filter((l) => l.madeToMeasure).map((l) => l.id),
        updatedAt: now,
      })
      .where(eq(orders.id, orderId))
    await tx.insert(orderChanges).values({
      orderId,
      changedBy: actor.id,
      changes,
      totalBefore: order.total,
      totalAfter: totals.total,
      createdAt: now,
    })
  })
}
