import { eq } from 'drizzle-orm'
import { promotionProducts, promotions, promotionTranslations } from '../../schema'
import { must, perLocale, report, t, type L10n, type SeedContext } from '../context'
import { placeWindow, shiftYearInTexts, yearsToShift, type SeasonWindow } from '../seasons'

type Discount = (typeof promotions.$inferInsert)['discountType']
export type PromotionSeed = {
  /** Also names the banner image. */
  key: string
  title: L10n
  description: L10n
  discountType: Discount
  discountValue: number
  category?: string
  /**
   * When it runs (decision 061). A season is written in 2026 and placed by whole years at the
   * seed's time: in its `next` occurrence that has not ended, or (the ended example) its `last`
   * one that has. `weeksFromSeed` runs from the seed's time, so a demo shop always has a
   * promotion running, whatever the day it was seeded.
   */
  when: { season: SeasonWindow; occurrence: 'next' | 'last' } | { weeksFromSeed: number }
  skus: string[]
}

/** A promotion as seeded at a given time: its dates, and its texts with the year they name. */
export type PlacedPromotion = Omit<PromotionSeed, 'when'> & { startsAt: Date; endsAt: Date }

// Products whose list price was cut (price history, Omnibus) are kept out of promotions, and no
// product is in two of them, so no product carries two discounts at once.
export const promotionSeeds: PromotionSeed[] = [
  {
    key: 'black-friday-porte',
    title: t('Black Friday porte interne: −20%', 'Black Friday interior doors: −20%'),
    description: t(
      'Fino al 30 novembre il 20% di sconto su una selezione di porte interne in legno e laminato, anche su misura. Lo sconto si applica al prezzo della porta, finiture comprese.',
      'Until 30 November, 20% off a selection of wooden and laminate interior doors, made-to-measure ones included. The discount applies to the door price, finishes included.',
    ),
    discountType: 'percentage',
    discountValue: 20,
    category: 'porte-interne',
    when: {
      season: { startsAt: '2026-11-20T00:00:00+01:00', endsAt: '2026-11-30T23:59:59+01:00' },
      occurrence: 'next',
    },
    skus: ['PI-ROV-080', 'PI-LAM-080', 'PI-MIS-LAM', 'PI-CLA-080', 'PI-NOC-080', 'PI-LIB-080', 'PS-EST-BIN'],
  },
  {
    key: 'inverno-finestre',
    title: t('Inverno al caldo: finestre −15%', 'A warm winter: windows −15%'),
    description: t(
      'Cambia le finestre prima del freddo: 15% di sconto sui serramenti in PVC, alluminio e legno ordinati entro il 31 dicembre, con sopralluogo gratuito nel Nord Italia.',
      'Replace your windows before the cold sets in: 15% off PVC, aluminium and wooden windows ordered by 31 December, with a free site survey in Northern Italy.',
    ),
    discountType: 'percentage',
    discountValue: 15,
    category: 'finestre',
    when: {
      season: { startsAt: '2026-11-01T00:00:00+01:00', endsAt: '2026-12-31T23:59:59+01:00' },
      occurrence: 'next',
    },
    skus: ['FI-PVC-1AN', 'FI-PVC-3AN', 'FI-ALU-2AN', 'FI-LEG-2AN', 'FI-LAL-2AN', 'PFN-PVC-SCO'],
  },
  {
    key: 'natale-sicuro',
    title: t('Natale sicuro: 150 € su ogni blindata', 'A safe Christmas: €150 off every security door'),
    description: t(
      "Dal 1° al 24 dicembre 150 € di sconto su ogni porta blindata della Linea Sicura, posa esclusa. Prenota ora il sopralluogo per l'installazione a gennaio.",
      'From 1 to 24 December, €150 off every security door in the Secure Line, installation excluded. Book your survey now for fitting in January.',
    ),
    discountType: 'fixed',
    discountValue: 15000,
    category: 'porte-blindate',
    when: {
      season: { startsAt: '2026-12-01T00:00:00+01:00', endsAt: '2026-12-24T23:59:59+01:00' },
      occurrence: 'next',
    },
    skus: ['PB-CL2-080', 'PB-CL4-090', 'PB-CL3-TER', 'PB-CL3-VET', 'PB-CL3-CON', 'PB-CL3-2AN'],
  },
  {
    key: 'primavera-maniglie',
    title: t('Primavera in casa: maniglie −25%', 'Spring at home: handles −25%'),
    description: t(
      'Rinnova le porte senza cambiarle: 25% di sconto sulle maniglie in ottone e sulle martelline per finestra. Promozione conclusa il 30 aprile 2026.',
      'Refresh your doors without replacing them: 25% off brass handles and window handles. Promotion ended on 30 April 2026.',
    ),
    discountType: 'percentage',
    discountValue: 25,
    category: 'maniglie',
    when: {
      season: { startsAt: '2026-03-20T00:00:00+01:00', endsAt: '2026-04-30T23:59:59+02:00' },
      occurrence: 'last',
    },
    skus: ['MA-LEV-TON', 'MA-OTT-CLA', 'MA-FIN-DK'],
  },
  {
    key: 'apertura-persiane',
    title: t('Benvenuti da Soglia: persiane e scuri −10%', 'Welcome to Soglia: shutters −10%'),
    description: t(
      "Per l'apertura del negozio online, per otto settimane il 10% di sconto su persiane, scuri, tapparelle e zanzariere, anche su misura.",
      'To celebrate the opening of our online shop, 10% off shutters, roller shutters and insect screens for eight weeks, made-to-measure ones included.',
    ),
    discountType: 'percentage',
    discountValue: 10,
    category: 'persiane-e-scuri',
    when: { weeksFromSeed: 8 },
    skus: ['PE-ALU-2AN', 'PE-LEG-SCU', 'PE-TAP-PVC', 'PE-TAP-ALU', 'PE-ZAN-RUL'],
  },
]

const WEEK_MS = 7 * 86_400_000

/** `seed` as the seed places it when run at `now`. */
export function placePromotion(seed: PromotionSeed, now: Date): PlacedPromotion {
  const { when, ...rest } = seed
  if ('weeksFromSeed' in when)
    return { ...rest, startsAt: now, endsAt: new Date(now.getTime() + when.weeksFromSeed * WEEK_MS) }
  const years = yearsToShift(when.season, now, when.occurrence)
  return {
    ...rest,
    title: shiftYearInTexts(seed.title, years),
    description: shiftYearInTexts(seed.description, years),
    ...placeWindow(when.season, years),
  }
}

/** Every seeded promotion as the seed places it when run at `now`. */
export const placedPromotions = (now: Date): PlacedPromotion[] => promotionSeeds.map((p) => placePromotion(p, now))

export const promotionImage = (key: string) => `/images/promotions/${key}.svg`

export async function seedPromotions(
  ctx: SeedContext,
  categoryIds: Map<string, number>,
  productIds: Map<string, number>,
) {
  // Promotions have no slug: the Italian title is their natural key.
  const rows = await ctx.tx
    .select({ title: promotionTranslations.title })
    .from(promotionTranslations)
    .where(eq(promotionTranslations.locale, 'it'))
  const known = new Set(rows.map((r) => r.title))
  let count = 0
  for (const p of placedPromotions(ctx.now)) {
    if (known.has(p.title.it)) continue
    const [row] = await ctx.tx
      .insert(promotions)
      .values({
        discountType: p.discountType,
        discountValue: p.discountValue,
        categoryId: p.category ? must(categoryIds, p.category, 'category') : null,
        image: promotionImage(p.key),
        startsAt: p.startsAt,
        endsAt: p.endsAt,
      })
      .returning({ id: promotions.id })
    if (!row) throw new Error(`promotion ${p.key} not inserted`)
    await ctx.tx.insert(promotionTranslations).values(
      perLocale((locale) => ({
        promotionId: row.id,
        locale,
        title: p.title[locale],
        description: p.description[locale],
      })),
    )
    await ctx.tx
      .insert(promotionProducts)
      .values(p.skus.map((sku) => ({ promotionId: row.id, productId: must(productIds, sku, 'product') })))
    count++
  }
  report(ctx, 'promotions', count)
}
