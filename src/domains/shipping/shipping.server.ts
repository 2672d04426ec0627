import { and, asc, eq, inArray } from 'drizzle-orm'
import { shippingOptions, shippingOptionTranslations } from '~/db/schema'
import type { Db } from '~/db/types'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
import { translationsBy } from '~/lib/i18n/translation'
import type { ShippingOptionRow } from './shipping'

/** Every active shipping option, named in `locale` (Italian fallback), in the shop's order. */
export async function loadShippingOptions(db: Db, locale: Locale): Promise<ShippingOptionRow[]> {
  const [rows, texts] = await Promise.all([
    db.select().from(shippingOptions).where(eq(shippingOptions.active, true)).orderBy(asc(shippingOptions.sortOrder), asc(shippingOptions.id)),
    db
      .select()
      .from(shippingOptionTranslations)
      .where(and(inArray(shippingOptionTranslations.locale, [...new Set([locale, baseLocale])]))),
  ])
  const text = translationsBy(texts, (t) => t.optionId, locale)
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
