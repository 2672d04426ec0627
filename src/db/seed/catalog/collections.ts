import { eq } from 'drizzle-orm'
import { collectionProducts, collections, collectionTranslations } from '../../schema'
import { must, perLocale, report, t, type L10n, type SeedContext, localSlug } from '../context'

export type CollectionSeed = { slug: string; enSlug: string; name: L10n; description: L10n; skus: string[] }

export const collectionSeeds: CollectionSeed[] = [
  {
    slug: 'collezione-milano',
    enSlug: 'milano-collection',
    name: t('Collezione Milano', 'Milano Collection'),
    description: t(
      'Laccati opachi, porte filo muro e maniglie dalle linee squadrate: una collezione per interni contemporanei, dove la porta si integra nella parete invece di interromperla.',
      'Matt lacquer, flush-to-wall doors and square-lined handles: a collection for contemporary interiors, where the door blends into the wall instead of breaking it.',
    ),
    skus: ['PI-LAC-080', 'PI-LAC-VET', 'PS-INT-080', 'PF-RAS-080', 'PF-RAS-BOI', 'MA-LEV-QUA'],
  },
  {
    slug: 'collezione-natura',
    enSlug: 'natura-collection',
    name: t('Collezione Natura', 'Natura Collection'),
    description: t(
      "Rovere, noce e pino lamellare: porte e finestre in legno vero, verniciate all'acqua, per chi vuole in casa il calore e il profumo di un materiale vivo.",
      'Oak, walnut and laminated pine: doors and windows in real wood with water-based finishes, for those who want the warmth and scent of a living material at home.',
    ),
    skus: ['PI-ROV-080', 'PI-NOC-080', 'PS-EST-BIN', 'FI-LEG-2AN', 'FI-LAL-2AN', 'PFN-LEG-2AN', 'PE-LEG-SCU'],
  },
  {
    slug: 'linea-sicura',
    enSlug: 'secure-line',
    name: t('Linea Sicura', 'Secure Line'),
    description: t(
      'Blindate certificate dalla classe 2 alla classe 4, tapparelle antisollevamento e maniglierie con defender: tutto ciò che serve per proteggere gli accessi di casa.',
      'Certified security doors from class 2 to class 4, anti-lift roller shutters and handle sets with defenders: everything you need to protect the ways into your home.',
    ),
    skus: [
      'PB-CL3-090',
      'PB-CL2-080',
      'PB-CL4-090',
      'PB-CL3-TER',
      'PB-CL3-VET',
      'PB-CL3-CON',
      'PB-CL3-2AN',
      'PE-TAP-ALU',
      'MA-BLI-PLA',
    ],
  },
  {
    slug: 'collezione-clima',
    enSlug: 'clima-collection',
    name: t('Collezione Clima', 'Clima Collection'),
    description: t(
      'Finestre e porte-finestre in PVC a sei camere con vetri basso emissivi: la soluzione più richiesta per tagliare le bollette e accedere alle detrazioni fiscali.',
      'Six-chamber PVC windows and French doors with low-e glazing: the most requested way to cut energy bills and qualify for tax relief.',
    ),
    skus: [
      'FI-PVC-1AN',
      'FI-PVC-2AN',
      'FI-PVC-3AN',
      'FI-PVC-VAS',
      'FI-PVC-FIS',
      'PFN-PVC-1AN',
      'PFN-PVC-2AN',
      'PFN-PVC-SCO',
    ],
  },
]

export const collectionImage = (slug: string) => `/images/collections/${slug}.svg`

export async function seedCollections(ctx: SeedContext, productIds: Map<string, number>) {
  const rows = await ctx.tx
    .select({ slug: collectionTranslations.slug })
    .from(collectionTranslations)
    .where(eq(collectionTranslations.locale, 'it'))
  const known = new Set(rows.map((r) => r.slug))
  let count = 0
  for (const [i, c] of collectionSeeds.entries()) {
    if (known.has(c.slug)) continue
    const [row] = await ctx.tx
      .insert(collections)
      .values({ image: collectionImage(c.slug), sortOrder: i * 10 })
      .returning({ id: collections.id })
    if (!row) throw new Error(`collection ${c.slug} not inserted`)
    await ctx.tx.insert(collectionTranslations).values(
      perLocale((locale) => ({
        collectionId: row.id,
        locale,
        name: c.name[locale],
        slug: localSlug(locale, c, c.name),
        description: c.description[locale],
      })),
    )
    await ctx.tx.insert(collectionProducts).values(
      c.skus.map((sku, sortOrder) => ({
        collectionId: row.id,
        productId: must(productIds, sku, 'product'),
        sortOrder,
      })),
    )
    count++
  }
  report(ctx, 'collections', count)
}
