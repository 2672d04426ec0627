import { and, asc, eq, inArray } from 'drizzle-orm'
import { paymentTypes, paymentTypeTranslations } from '~/db/schema'
import type { Db } from '~/db/types'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
import { translationsBy } from '~/lib/i18n/translation'

// Payment methods (decision 018). `code` names the behaviour: bank_transfer (IBAN + the order
// number as reference), cash_on_delivery (fee; stock goods only; under the cash limit), card
// (Stripe, offered only when its keys are set), in_store (pickup only), paypal (kept, inactive).

export type PaymentMethodRow = {
  id: number
  code: string
  kind: 'local' | 'online' | 'both'
  provider: string | null
  name: string
  instructions: string | null
  fee: number
  iban: string | null
  allowsMadeToMeasure: boolean
  maxTotal: number | null
}

/** Card payments need Stripe's keys (order-docs wires Stripe; without keys the method is not offered). */
export const cardPaymentsEnabled = () => Boolean(process.env.STRIPE_SECRET_KEY?.trim())

export async function loadPaymentMethods(db: Db, locale: Locale): Promise<PaymentMethodRow[]> {
  const [rows, texts] = await Promise.all([
    db.select().from(paymentTypes).where(eq(paymentTypes.active, true)).orderBy(asc(paymentTypes.sortOrder), asc(paymentTypes.id)),
    db.select().from(paymentTypeTranslations).where(and(inArray(paymentTypeTranslations.locale, [...new Set([locale, baseLocale])]))),
  ])
  const text = translationsBy(texts, (t) => t.paymentTypeId, locale)
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    kind: r.kind,
    provider: r.provider,
    name: text.get(r.id)?.name ?? r.code,
    instructions: text.get(r.id)?.instructions ?? null,
    fee: r.fee,
    iban: r.iban,
    allowsMadeToMeasure: r.allowsMadeToMeasure,
    maxTotal: r.maxTotal,
  }))
}

export type PaymentContext = { madeToMeasure: boolean; pickup: boolean; totalBeforeFee: number; cardEnabled: boolean }

/** The methods this order may use. */
export function availableMethods<M extends PaymentMethodRow>(methods: readonly M[], order: PaymentContext): M[] {
  return methods.filter((m) => {
    if (m.code === 'card' || m.provider === 'stripe') return order.cardEnabled
    if (m.code === 'paypal') return false
    if (m.code === 'in_store') return order.pickup
    // Cash on delivery needs a courier: not with pickup (pay in store instead).
    if (m.code === 'cash_on_delivery' && order.pickup) return false
    if (!m.allowsMadeToMeasure && order.madeToMeasure) return false
    if (m.maxTotal !== null && order.totalBeforeFee + m.fee > m.maxTotal) return false
    return true
  })
}
