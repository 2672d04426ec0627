import { eq } from 'drizzle-orm'
import { promotionProducts, promotions, promotionTranslations } from '../../schema'
import { must, perLocale, report, t, type L10n, type SeedContext } from '../context'

type Discount = (typeof promotions.$inferInsert)['discountType']
export type PromotionSeed = {
  /** Also names the banner image. */
  key: string
  title: L10n
  description: L10n
  discountType: Discount
  discountValue: number
  category?: string
  startsAt: string
  endsAt: string
  skus: string[]
}

// Products whose list price was cut (price history, Omnibus) are kept out of promotions, so
// no product carries two discounts at once.
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
    startsAt: '2026-11-20T00:00:00+01:00',
    endsAt: '2026-11-30T23:59:59+01:00',
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
    startsAt: '2026-11-01T00:00:00+01:00',
    endsAt: '2026-12-31T23:59:59+01:00',
    skus: ['FI-PVC-1AN', 'FI-PVC-3AN', 'FI-ALU-2AN', 'FI-LEG-2AN', 'FI-LAL-2AN', 'PFN-PVC-SCO'],
  },
  {
    key: 'natale-sicuro',
    title: t('Natale sicuro: 150 € su ogni blindata', 'A safe Christmas: €150 off every security door'),
    description: t(
      'Dal 1° al 24 dicembre 150 € di sconto su ogni porta blindata della Linea Sicura, posa esclusa. Prenota ora il sopralluogo per l\'installazione a gennaio.',
      'From 1 to 24 December, €150 off every security door in the Secure Line, installation excluded. Book your survey now for fitting in January.',
    ),
    discountType: 'fixed',
    discountValue: 15000,
    category: 'porte-blindate',
    startsAt: '2026-12-01T00:00:00+01:00',
    endsAt: '2026-12-24T23:59:59+01:00',
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
    startsAt: '2026-03-20T00:00:00+01:00',
    endsAt: '2026-04-30T23:59:59+02:00',
    skus: ['MA-LEV-TON', 'MA-OTT-CLA', 'MA-FIN-DK'],
  },
]

export const promotionImage = (key: string) => `/images/promotions/${key}.svg`

export async function seedPromotions(ctx: SeedContext, categoryIds: Map<string, number>, productIds: Map<string, number>) {
  // Promotions have no slug: the Italian title is their natural key.
  const rows = await ctx.tx
    .select({ title: promotionTranslations.title })
    .from(promotionTranslations)
    .where(eq(promotionTranslations.locale, 'it'))
  const known = new Set(rows.map((r) => r.title))
  let count = 0
  for (const p of promotionSeeds) {
    if (known.has(p.title.it)) continue
    const [row] = await ctx.tx
      .insert(promotions)
      .values({
        discountType: p.discountType,
        discountValue: p.discountValue,
        categoryId: p.category ? must(categoryIds, p.category, 'category') : null,
        image: promotionImage(p.key),
        startsAt: new Date(p.startsAt),
        endsAt: new Date(p.endsAt),
      })
      .returning({ id: promotions.id })
    if (!row) throw new Error(`promotion ${p.key} not inserted`)
    await ctx.tx
      .insert(promotionTranslations)
      .values(perLocale((locale) => ({ promotionId: row.id, locale, title: p.title[locale], description: p.description[locale] })))
    await ctx.tx
      .insert(promotionProducts)
      .values(p.skus.map((sku) => ({ promotionId: row.id, productId: must(productIds, sku, 'product') })))
    count++
  }
  report(ctx, 'promotions', count)
}
