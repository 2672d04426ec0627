import { eq } from 'drizzle-orm'
import { documents, documentTranslations, media } from '../../schema'
import { perLocale, report, t, type L10n, type SeedContext } from '../context'

type MediaSeed = { path: string; mime: string; width?: number; height?: number; alt: string }

export const brandImages = {
  logo: { path: '/images/brand/logo.svg', width: 240, height: 64 },
  logoLight: { path: '/images/brand/logo-light.svg', width: 240, height: 64 },
  favicon: { path: '/images/brand/favicon.svg', width: 64, height: 64 },
}

const brandMedia: MediaSeed[] = [
  { ...brandImages.logo, mime: 'image/svg+xml', alt: 'Soglia — porte e finestre' },
  { ...brandImages.logoLight, mime: 'image/svg+xml', alt: 'Soglia — porte e finestre (versione chiara)' },
  { ...brandImages.favicon, mime: 'image/svg+xml', alt: 'Soglia' },
]

type DocumentSeed = { path: string; kind: string; title: L10n; description: L10n }

// The PDFs themselves are not shipped with the demo; the rows show how documents are listed.
export const documentSeeds: DocumentSeed[] = [
  {
    path: '/documents/catalogo-2026.pdf',
    kind: 'catalogue',
    title: t('Catalogo Soglia 2026', 'Soglia 2026 catalogue'),
    description: t(
      'Tutte le porte interne, blindate, finestre e persiane della collezione 2026, con finiture, misure e schede tecniche.',
      'All the interior doors, security doors, windows and shutters in the 2026 range, with finishes, sizes and data sheets.',
    ),
  },
  {
    path: '/documents/guida-misure.pdf',
    kind: 'guide',
    title: t('Guida alla presa delle misure', 'Measuring guide'),
    description: t(
      'Come misurare vano, spessore del muro e verso di apertura prima di ordinare porte e finestre su misura.',
      'How to measure the opening, wall thickness and opening direction before ordering made-to-measure doors and windows.',
    ),
  },
]

/** Returns path → media id for every seeded path, inserting what is missing. */
async function ensureMedia(ctx: SeedContext, seeds: MediaSeed[]): Promise<Map<string, number>> {
  const rows = await ctx.tx.select({ id: media.id, path: media.path }).from(media)
  const ids = new Map(rows.map((r) => [r.path, r.id]))
  const missing = seeds.filter((m) => !ids.has(m.path))
  if (missing.length > 0) {
    const inserted = await ctx.tx
      .insert(media)
      .values(
        missing.map((m) => ({
          path: m.path,
          mime: m.mime,
          width: m.width ?? null,
          height: m.height ?? null,
          alt: m.alt,
        })),
      )
      .returning({ id: media.id, path: media.path })
    for (const r of inserted) ids.set(r.path, r.id)
  }
  report(ctx, 'media', missing.length)
  return ids
}

export async function seedMediaAndDocuments(ctx: SeedContext) {
  const mediaIds = await ensureMedia(ctx, [
    ...brandMedia,
    ...documentSeeds.map((d) => ({ path: d.path, mime: 'application/pdf', alt: d.title.it })),
  ])
  // Documents have no slug: the Italian title is their natural key.
  const rows = await ctx.tx
    .select({ title: documentTranslations.title })
    .from(documentTranslations)
    .where(eq(documentTranslations.locale, 'it'))
  const known = new Set(rows.map((r) => r.title))
  let count = 0
  for (const [i, d] of documentSeeds.entries()) {
    if (known.has(d.title.it)) continue
    const [row] = await ctx.tx
      .insert(documents)
      .values({ mediaId: mediaIds.get(d.path) ?? null, kind: d.kind, isPublic: true, sortOrder: i * 10 })
      .returning({ id: documents.id })
    if (!row) throw new Error(`document ${d.path} not inserted`)
    await ctx.tx.insert(documentTranslations).values(
      perLocale((locale) => ({
        documentId: row.id,
        locale,
        title: d.title[locale],
        description: d.description[locale],
      })),
    )
    count++
  }
  report(ctx, 'documents', count)
}
