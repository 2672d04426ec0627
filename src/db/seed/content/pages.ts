import { eq } from 'drizzle-orm'
import { pages, pageTranslations } from '../../schema'
import { perLocale, report, type SeedContext, localSlug } from '../context'
import { companyPages } from './pages-company'
import { legalPages } from './pages-legal'

export const pageSeeds = [...companyPages, ...legalPages]

export async function seedPages(ctx: SeedContext) {
  const rows = await ctx.tx
    .select({ slug: pageTranslations.slug })
    .from(pageTranslations)
    .where(eq(pageTranslations.locale, 'it'))
  const known = new Set(rows.map((r) => r.slug))
  let count = 0
  for (const [i, p] of pageSeeds.entries()) {
    if (known.has(p.slug)) continue
    const [row] = await ctx.tx
      .insert(pages)
      .values({
        icon: p.icon,
        showInMenu: p.showInMenu,
        showInFooter: p.showInFooter,
        sortOrder: i * 10,
        status: 'published',
      })
      .returning({ id: pages.id })
    if (!row) throw new Error(`page ${p.slug} not inserted`)
    await ctx.tx.insert(pageTranslations).values(
      perLocale((locale) => ({
        pageId: row.id,
        locale,
        title: p.title[locale],
        slug: localSlug(locale, p, p.title),
        body: p.body[locale],
        metaDescription: p.metaDescription[locale],
      })),
    )
    count++
  }
  report(ctx, 'pages', count)
}
