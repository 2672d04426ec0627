import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { loadPaymentMethods, type PaymentMethodRow } from '~/domains/payments/payment-methods.server'
import { loadSettings } from '~/domains/settings/settings.server'
import type { Settings } from '~/domains/settings/settings.schemas'
import type { ShippingOptionRow } from '~/domains/shipping/shipping'
import { loadShippingOptions } from '~/domains/shipping/shipping.server'
import type { Locale } from '~/lib/i18n/locales'

// The shop's reference data a checkout needs — settings, shipping options, payment methods —
// read once per data version (decision 042) instead of three statements per quote and order.
// All their tables bump the data version (migration 0004), and versionedMemo never answers a
// request with a read that began before it arrived: a change committed before the order is seen
// by it, exactly as the reads inside the order's (READ COMMITTED) transaction saw it.

export type CheckoutReference = { settings: Settings; shipping: ShippingOptionRow[]; payments: PaymentMethodRow[] }

async function readReference(db: Db, locale: Locale): Promise<CheckoutReference> {
  // In sequence: on PGlite the handle has one connection anyway.
  const settings = await loadSettings(db)
  const shipping = await loadShippingOptions(db, locale)
  const payments = await loadPaymentMethods(db, locale)
  return { settings, shipping, payments }
}

/** Shared, cached values: callers must not change them. */
export const loadCheckoutReference = versionedMemo(readReference, (locale: Locale) => locale)
