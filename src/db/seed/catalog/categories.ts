import { eq } from 'drizzle-orm'
import { categories, categoryTranslations } from '../../schema'
import { report, t, type L10n, type SeedContext, localSlug, perLocale } from '../context'

export type CategorySeed = {
  /** The Italian slug: the natural key the seed and the products refer to. */
  slug: string
  enSlug: string
  parent?: string
  name: L10n
  description: L10n
  featured?: boolean
  /** Colour of the category cover drawing (see images/). */
  tone: string
}

export const categorySeeds: CategorySeed[] = [
  {
    slug: 'porte-interne',
    enSlug: 'interior-doors',
    featured: true,
    tone: '#c9a57a',
    name: t('Porte interne', 'Interior doors'),
    description: t(
      'Porte a battente in laminato, laccato e legno vero, in misura standard o su misura, con telaio regolabile e coprifili inclusi.',
      'Hinged doors in laminate, lacquer and real wood, in standard or made-to-measure sizes, with adjustable frame and architraves included.',
    ),
  },
  {
    slug: 'porte-scorrevoli',
    enSlug: 'sliding-doors',
    parent: 'porte-interne',
    tone: '#a8b5b0',
    name: t('Porte scorrevoli', 'Sliding doors'),
    description: t(
      'Scorrevoli interno muro con controtelaio e scorrevoli esterno muro su binario: lo spazio del battente torna a disposizione della stanza.',
      'Pocket doors with their frame and wall-mounted sliding doors on a track: the space a swinging leaf needs goes back to the room.',
    ),
  },
  {
    slug: 'porte-filo-muro',
    enSlug: 'flush-doors',
    parent: 'porte-interne',
    tone: '#e6e2da',
    name: t('Porte filo muro', 'Flush-to-wall doors'),
    description: t(
      'Porte rasomuro con telaio in alluminio a scomparsa e cerniere invisibili, da verniciare come la parete o già laccate.',
      'Flush doors with a concealed aluminium frame and invisible hinges, ready to paint like the wall or factory lacquered.',
    ),
  },
  {
    slug: 'porte-blindate',
    enSlug: 'security-doors',
    featured: true,
    tone: '#5b4636',
    name: t('Porte blindate', 'Security doors'),
    description: t(
      'Porte blindate certificate UNI EN 1627 in classe 2, 3 e 4, con pannelli interni ed esterni a scelta e posa a cura dei nostri installatori.',
      'Security doors certified to UNI EN 1627 in class 2, 3 and 4, with your choice of inner and outer panels and installation by our own fitters.',
    ),
  },
  {
    slug: 'finestre',
    enSlug: 'windows',
    featured: true,
    tone: '#7fb3c8',
    name: t('Finestre', 'Windows'),
    description: t(
      'Finestre su misura in PVC, alluminio a taglio termico, legno e legno-alluminio, con doppio o triplo vetro basso emissivo.',
      'Made-to-measure windows in PVC, thermally broken aluminium, wood and wood-aluminium, with low-e double or triple glazing.',
    ),
  },
  {
    slug: 'porte-finestre',
    enSlug: 'french-doors',
    tone: '#8fc1b5',
    name: t('Porte-finestre', 'French doors'),
    description: t(
      'Porte-finestre a battente, alzanti scorrevoli e scorrevoli complanari per balconi, terrazzi e giardini, con soglia ribassata.',
      'Hinged French doors, lift-and-slide and tilt-and-slide units for balconies, terraces and gardens, with a low threshold.',
    ),
  },
  {
    slug: 'persiane-e-scuri',
    enSlug: 'shutters',
    tone: '#4f7a4a',
    name: t('Persiane e scuri', 'Shutters'),
    description: t(
      'Persiane alla veneta, scuri in legno, tapparelle e zanzariere su misura per proteggere casa da sole, sguardi e insetti.',
      'Louvred shutters, solid wooden shutters, roller shutters and insect screens made to measure against sun, prying eyes and insects.',
    ),
  },
  {
    slug: 'maniglie-e-accessori',
    enSlug: 'handles-and-accessories',
    tone: '#b08d57',
    name: t('Maniglie e accessori', 'Handles and accessories'),
    description: t(
      'Maniglie, serrature, cerniere, coprifili e kit per scorrevoli: tutto quello che serve per completare o rinnovare le porte di casa.',
      'Handles, locks, hinges, architraves and sliding-door kits: everything you need to finish or refresh the doors in your home.',
    ),
  },
  {
    slug: 'maniglie',
    enSlug: 'handles',
    parent: 'maniglie-e-accessori',
    tone: '#9e9e9e',
    name: t('Maniglie', 'Handles'),
    description: t(
      'Maniglie per porte e finestre in ottone, acciaio e alluminio, con rosetta tonda o quadrata, nelle finiture più richieste.',
      'Door and window handles in brass, steel and aluminium, with round or square roses, in the most popular finishes.',
    ),
  },
  {
    slug: 'ferramenta',
    enSlug: 'hardware',
    parent: 'maniglie-e-accessori',
    tone: '#6d7b80',
    name: t('Ferramenta e kit', 'Hardware and kits'),
    description: t(
      'Cerniere a scomparsa, serrature magnetiche, fermaporta e kit di ricambio per la manutenzione di porte e serramenti.',
      'Concealed hinges, magnetic locks, door stops and spare-part kits to maintain doors and windows.',
    ),
  },
]

export const categoryImage = (slug: string) => `/images/categories/${slug}.svg`

/** Returns Italian slug → id for every category, inserting the missing ones (parents first). */
export async function seedCategories(ctx: SeedContext): Promise<Map<string, number>> {
  const rows = await ctx.tx
    .select({ id: categoryTranslations.categoryId, slug: categoryTranslations.slug })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.locale, 'it'))
  const ids = new Map(rows.map((r) => [r.slug, r.id]))
  let count = 0
  // Seeds are listed parents-first, so a parent's id is known when its children come.
  for (const [i, c] of categorySeeds.entries()) {
    if (ids.has(c.slug)) continue
    const [row] = await ctx.tx
      .insert(categories)
      .values({
        parentId: c.parent ? (ids.get(c.parent) ?? null) : null,
        image: categoryImage(c.slug),
        sortOrder: i * 10,
        featured: c.featured ?? false,
      })
      .returning({ id: categories.id })
    if (!row) throw new Error(`category ${c.slug} not inserted`)
    await ctx.tx.insert(categoryTranslations).values(
      perLocale((locale) => ({
        categoryId: row.id,
        locale,
        name: c.name[locale],
        slug: localSlug(locale, c, c.name),
        description: c.description[locale],
      })),
    )
    ids.set(c.slug, row.id)
    count++
  }
  report(ctx, 'categories', count)
  return ids
}
