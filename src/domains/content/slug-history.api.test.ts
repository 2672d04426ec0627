import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { categoryTranslations, pageTranslations, productTranslations, slugHistory } from '~/db/schema'
import { json, seededApi } from '~/test/seeded-api'

// Old addresses keep working (decision 025): renaming a slug, however it is done, leaves the old
// one answering with the thing it named, whose live slug the routes redirect to (301).
const seeded = seededApi()

describe('slug history', () => {
  it('finds a renamed product, page and category by their old slugs', async () => {
    const db = seeded.db()
    const [product] = await db.select().from(productTranslations).where(eq(productTranslations.locale, 'es')).limit(1)
    await db
      .update(productTranslations)
      .set({ slug: 'nuevo-nombre-de-prueba' })
      .where(and(eq(productTranslations.productId, product!.productId), eq(productTranslations.locale, 'es')))
    const moved = await json(await seeded.get(`/products/${product!.slug}?locale=es`))
    expect(moved.data).toMatchObject({ id: product!.productId, slug: 'nuevo-nombre-de-prueba' })

    await db
      .update(pageTranslations)
      .set({ slug: 'la-nostra-storia' })
      .where(and(eq(pageTranslations.slug, 'chi-siamo'), eq(pageTranslations.locale, 'it')))
    const page = await json(await seeded.get('/pages/chi-siamo'))
    expect(page.data).toMatchObject({ slug: 'la-nostra-storia', locale: 'it' })

    await db
      .update(categoryTranslations)
      .set({ slug: 'porte-da-interno' })
      .where(and(eq(categoryTranslations.slug, 'porte-interne'), eq(categoryTranslations.locale, 'it')))
    const listing = await seeded.get('/products?category=porte-interne')
    expect(listing.status).toBe(200)
    expect((await json(listing)).data.length).toBeGreaterThan(0)
    const tree = await json(await seeded.get('/categories'))
    expect(tree.data.find((c: { slug: string }) => c.slug === 'porte-da-interno').former_slugs).toEqual([
      'porte-interne',
    ])
  })

  it('lets a live slug win over a remembered one, and follows a chain of renames', async () => {
    const db = seeded.db()
    const rename = (from: string, to: string) =>
      db
        .update(pageTranslations)
        .set({ slug: to })
        .where(and(eq(pageTranslations.slug, from), eq(pageTranslations.locale, 'it')))
    await rename('contatti', 'contattaci')
    await rename('contattaci', 'scrivici')
    expect((await json(await seeded.get('/pages/contatti'))).data.slug).toBe('scrivici')
    expect((await json(await seeded.get('/pages/contattaci'))).data.slug).toBe('scrivici')
    // Taking an old slug back removes its redirect.
    await rename('scrivici', 'contatti')
    const left = await db
      .select()
      .from(slugHistory)
      .where(and(eq(slugHistory.kind, 'page'), eq(slugHistory.slug, 'contatti')))
    expect(left).toEqual([])
    expect((await json(await seeded.get('/pages/scrivici'))).data.slug).toBe('contatti')
  })

  it('still 404s a slug that never existed', async () => {
    expect((await seeded.get('/products/mai-esistito')).status).toBe(404)
    expect((await seeded.get('/pages/mai-esistita')).status).toBe(404)
  })
})
