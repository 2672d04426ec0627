import type { Db } from '~/db/types'
import type { CartQuote } from '~/domains/cart/cart.schemas'
import { priceCart, type QuoteOptions, type QuoteRequest } from '~/domains/cart/cart.server'
import { cartTotals, netOfIncludedVat } from '~/domains/cart/pricing'
import {
  availableMethods,
  cardPaymentsEnabled,
  loadPaymentMethods,
  type PaymentMethodRow,
} from '~/domains/payments/payment-methods.server'
import { regionOf, type RegionCode } from '~/domains/shipping/regions'
import {
  estimatedDelivery,
  fittingOptions,
  isFreeShipping,
  shippingPrice,
  type ShippingOptionRow,
} from '~/domains/shipping/shipping'
import { loadShippingOptions } from '~/domains/shipping/shipping.server'
import type { Settings } from '~/domains/settings/settings.schemas'
import type { CheckoutReference } from './checkout-reference.server'

// The checkout's one pricing path (decisions 008, 019): the cart quote and the order both come
// here, so what the customer saw is what the order charges. Lines, promotion, tier and coupon
// come from priceCart; this adds weight, shipping (fitting weight and region, free over the
// threshold), the payment fee and the estimated delivery.

export type CheckoutRequest = QuoteRequest & {
  region?: string | null
  shipping_option_id?: number | null
  pickup?: boolean
  payment_method?: string | null
}

export type CheckoutOptions = QuoteOptions & {
  settings: Pick<Settings, 'free_shipping_over' | 'pickup_enabled'>
  /** Shipping options and payment methods already read (checkout-reference.server.ts); else read here. */
  reference?: Pick<CheckoutReference, 'shipping' | 'payments'>
}

export type CheckoutQuote = {
  quote: CartQuote
  /** What the order needs beyond the answer. */
  region: RegionCode | null
  shipping: ShippingOptionRow | null
  payment: PaymentMethodRow | null
  leadTimeDays: number
  offeredShipping: ShippingOptionRow[]
  offeredPayments: PaymentMethodRow[]
}

export async function quoteCheckout(
  db: Db,
  request: CheckoutRequest,
  options: CheckoutOptions,
): Promise<CheckoutQuote> {
  // In sequence: the order runs this inside its transaction, on one client (see priceCart).
  const cart = await priceCart(db, request, options)
  const shippingRows = options.reference?.shipping ?? (await loadShippingOptions(db, options.locale))
  const paymentRows = options.reference?.payments ?? (await loadPaymentMethods(db, options.locale))
  const valid = cart.lines.filter((l) => l.valid)
  const grams = valid.reduce((sum, l) => sum + (l.weight_grams ?? 0) * l.quantity, 0)
  const madeToMeasure = valid.some((l) => l.made_to_measure)
  const leadTimeDays = valid.reduce((max, l) => Math.max(max, l.lead_time_days ?? 0), 0)
  const pickup = request.pickup === true
  const region = regionOf({ region: request.region })
  const goods = cart.subtotal - cart.discount
  const freeOver = options.settings.free_shipping_over

  const offeredShipping = fittingOptions(shippingRows, {
    grams,
    region,
    pickup,
    pickupEnabled: options.settings.pickup_enabled,
  })
  // A delivery option is only chosen for a known region; pickup needs none and takes the
  // shop's pickup option when none is named.
  const shipping = pickup
    ? (offeredShipping.find((o) => request.shipping_option_id == null || o.id === request.shipping_option_id) ?? null)
    : request.shipping_option_id == null || region === null
      ? null
      : (offeredShipping.find((o) => o.id === request.shipping_option_id) ?? null)
  // At 0 % shipping and the fee are charged net too (decision 079); their prices include the standard rate.
  const charged = (gross: number) => (options.vatOverride === 0 ? netOfIncludedVat(gross, options.vatRate) : gross)
  const shippingCost = shipping ? charged(shippingPrice(shipping, goods, freeOver)) : 0

  const offeredPayments = availableMethods(paymentRows, {
    madeToMeasure,
    pickup,
    totalBeforeFee: goods + shippingCost,
    cardEnabled: cardPaymentsEnabled(),
  })
  const payment = request.payment_method
    ? (offeredPayments.find((m) => m.code === request.payment_method) ?? null)
    : null
  const totals = cartTotals({
    lines: cart.lines,
    coupon: cart.coupon,
    shipping: shippingCost,
    fee: charged(payment?.fee ?? 0),
    vatRate: options.vatOverride ?? options.vatRate,
  })

  const quote: CartQuote = {
    ...cart,
    ...totals,
    shipping_options: offeredShipping.map((o) => ({
      id: o.id,
      code: o.code,
      name: o.name,
      description: o.description,
      price: charged(shippingPrice(o, goods, freeOver)),
      free: !o.pickup && isFreeShipping(goods, freeOver),
      pickup: o.pickup,
      shipping_days: { min: o.shippingDaysMin, max: o.shippingDaysMax },
    })),
    shipping_option_id: shipping?.id ?? null,
    payment_methods: offeredPayments.map((m) => ({
      code: m.code,
      kind: m.kind,
      name: m.name,
      instructions: m.instructions,
      fee: charged(m.fee),
    })),
    payment_fee: totals.payment_fee,
    weight_grams: grams,
    made_to_measure: madeToMeasure,
    free_shipping_over: freeOver > 0 ? freeOver : null,
    pickup_available: options.settings.pickup_enabled && shippingRows.some((o) => o.pickup),
    estimated_delivery:
      shipping && valid.length > 0
        ? estimatedDelivery(options.now, leadTimeDays, { min: shipping.shippingDaysMin, max: shipping.shippingDaysMax })
        : null,
  }
  return { quote, region, shipping, payment, leadTimeDays, offeredShipping, offeredPayments }
}
