import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { pageTranslations, productTranslations } from '~/db/schema'
import { json, seededApi } from '~/test/seeded-api'

// "Translations to do" (decision 025): what visitors of a locale still see in Italian.
const seeded = seededApi()

describe('GET /admin/translations/missing', () => {
  it('is empty on the seeded shop, which ships every text in six languages', async () => {
    const token = await seeded.signIn('admin@soglia.test')
    const res = await seeded.get('/admin/translations/missing', token)
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ data: [], meta: { page: 1, per_page: 24, total: 0, total_pages: 0 } })
  })

  it('lists a text without a translation, by locale and kind, with its Italian label', async () => {
    const db = seeded.db()
    const token = await seeded.signIn('admin@soglia.test')
    const [product] = await db.select().from(productTranslations).where(eq(productTranslations.locale, 'it')).limit(1)
    await db
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, product!.productId), eq(productTranslations.locale, 'fr')))
    await db.delete(pageTranslations).where(eq(pageTranslations.locale, 'de'))

    const all = await json(await seeded.get('/admin/translations/missing?per_page=100', token))
    expect(all.data).toContainEqual({ kind: 'product', id: product!.productId, locale: 'fr', label: product!.name })
    const pages = all.data.filter((m: { kind: string }) => m.kind === 'page')
    expect(pages.length).toBeGreaterThanOrEqual(6)
    expect(pages.every((m: { locale: string }) => m.locale === 'de')).toBe(true)
    expect(all.meta.total).toBe(1 + pages.length)

    const fr = await json(await seeded.get('/admin/translations/missing?missing_in=fr', token))
    expect(fr.data).toEqual([{ kind: 'product', id: product!.productId, locale: 'fr', label: product!.name }])
    const onlyPages = await json(await seeded.get('/admin/translations/missing?kind=page&per_page=2&page=2', token))
    expect(onlyPages.meta).toMatchObject({ page: 2, per_page: 2, total: pages.length })
    expect(onlyPages.data).toHaveLength(2)
  })

  it('refuses bad filters with a 400 and everyone but an administrator', async () => {
    const token = await seeded.signIn('admin@soglia.test')
    for (const q of ['missing_in=it', 'missing_in=xx', 'kind=users', 'page=0', 'per_page=1000']) {
      const res = await seeded.get(`/admin/translations/missing?${q}`, token)
      expect(res.status, q).toBe(400)
      expect((await json(res)).error.code, q).toBe('invalid_request')
    }
    expect((await seeded.get('/admin/translations/missing')).status).toBe(401)
    const customer = await seeded.signIn('cliente@soglia.test')
    expect((await seeded.get('/admin/translations/missing', customer)).status).toBe(403)
  })

  it("gives product images their alternative text in the visitor's language", async () => {
    const es = await json(await seeded.get('/products/porta-garda-in-rovere-80-210?locale=es'))
    expect(es.data.images.map((i: { alt: string }) => i.alt)).toEqual([
      'Puerta Garda de roble 80×210',
      'Puerta Garda de roble 80×210 — ambientada',
      'Puerta Garda de roble 80×210 — acabados disponibles',
    ])
    const de = await json(await seeded.get('/products/porta-garda-in-rovere-80-210?locale=de'))
    expect(de.data.images[2].alt).toBe('Tür Garda Eiche 80×210 — verfügbare Oberflächen')
  })
})
