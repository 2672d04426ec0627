import { and, asc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { shippingOptions, shippingOptionTranslations } from '~/db/schema'
import type { Db } from '~/db/types'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
import type { ShippingOptionRow } from './shipping'

/** Every active shipping option, named in `locale` (Italian fallback), in the shop's order. */
export async function loadShippingOptions(db: Db, locale: Locale): Promise<ShippingOptionRow[]> {
  // One round trip: the option with its name in `locale` and in Italian (the fallback).
  const own = alias(shippingOptionTranslations, 'own')
  const base = alias(shippingOptionTranslations, 'base')
  const found = await db
    .select({
      r: shippingOptions,
      own: { name: own.name, description: own.description },
      base: { name: base.name, description: base.description },
    })
    .from(shippingOptions)
    .leftJoin(own, and(eq(own.optionId, shippingOptions.id), eq(own.locale, locale)))
    .leftJoin(base, and(eq(base.optionId, shippingOptions.id), eq(base.locale, baseLocale)))
    .where(eq(shippingOptions.active, true))
    .orderBy(asc(shippingOptions.sortOrder), asc(shippingOptions.id))
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
    name: text.get(r.id)?.name ?? r.code,
    description: text.get(r.id)?.description ?? null,
    minWeightGrams: r.minWeightGrams,
    maxWeightGrams: r.maxWeightGrams,
    regions: r.regions,
    price: r.price,
    shippingDaysMin: r.shippingDaysMin,
    shippingDaysMax: r.shippingDaysMax,
    pickup: r.pickup,
  }))
}
