import { and, asc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { paymentTypes, paymentTypeTranslations } from '~/db/schema'
import type { Db } from '~/db/types'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
import { stripeConfigured } from './stripe.server'

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

/** Card payments need both Stripe keys (stripe.server.ts; without them the method is not offered). */
export const cardPaymentsEnabled = () => stripeConfigured()

export async function loadPaymentMethods(db: Db, locale: Locale): Promise<PaymentMethodRow[]> {
  // One round trip: the method with its texts in `locale` and in Italian (the fallback).
  const own = alias(paymentTypeTranslations, 'own')
  const base = alias(paymentTypeTranslations, 'base')
  const found = await db
    .select({
      r: paymentTypes,
      own: { name: own.name, instructions: own.instructions },
      base: { name: base.name, instructions: base.instructions },
    })
    .from(paymentTypes)
    .leftJoin(own, and(eq(own.paymentTypeId, paymentTypes.id), eq(own.locale, locale)))
    .leftJoin(base, and(eq(base.paymentTypeId, paymentTypes.id), eq(base.locale, baseLocale)))
    .where(eq(paymentTypes.active, true))
    .orderBy(asc(paymentTypes.sortOrder), asc(paymentTypes.id))
  const rows = found.map((f) => f.r)
  const text = new Map(
    found.flatMap((f) => {
      const t = f.own ?? f.base
      return t ? [[f.r.id, t] as const] : []
    }),
  )
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
