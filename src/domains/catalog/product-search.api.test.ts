import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productTranslations } from '~/db/schema'
import { seededApi } from '~/test/seeded-api'
import { listProducts } from './catalog.contract'

// Full-text search on the real database (PGlite here, PostgreSQL with TEST_DATABASE_URL):
// accent-insensitive, stemmed per locale, prefix on the last word, ranked.
const seeded = seededApi()

type List = import('zod').output<typeof listProducts.response>

async function list(query: string): Promise<List> {
  const res = await seeded.get(`/products?per_page=100&${query}`)
  expect(res.status, query).toBe(200)
  return listProducts.response.parse(await res.json())
}
const names = async (query: string) => (await list(query)).data.map((p) => p.name)

describe('GET /products?q= (full text)', () => {
  it('finds plural and singular forms alike (Italian stemming): "porte blindate" → "Porta blindata …"', async () => {
    const [sentinella] = await seeded
      .db()
      .select()
      .from(productTranslations)
      .where(and(eq(productTranslations.locale, 'it'), eq(productTranslations.name, 'Blindata Sentinella classe 3')))
    await seeded
      .db()
      .update(productTranslations)
      .set({ name: 'Porta blindata Sentinella classe 3' })
      .where(and(eq(productTranslations.productId, sentinella!.productId), eq(productTranslations.locale, 'it')))
    const found = await names(`q=${encodeURIComponent('porte blindate')}`)
    expect(found[0]).toBe('Porta blindata Sentinella classe 3')
    expect(await names('q=blindate')).toEqual(
      expect.arrayContaining(['Blindata Essenziale classe 2', 'Blindata Fortezza classe 4']),
    )
  })

  it('matches words of the descriptions, in any case: "maniglia ottone" finds the brass handles', async () => {
    const found = await names(`q=${encodeURIComponent('maniglia ottone')}`)
    expect(found).toEqual(expect.arrayContaining(['Maniglia Liberty in ottone', 'Maniglia Aria con rosetta tonda']))
    // The name outranks the descriptions.
    expect(found[0]).toBe('Maniglia Liberty in ottone')
    expect(await names('q=OTTONE')).toContain('Maniglia Liberty in ottone')
  })

  it('ignores accents on both sides: "perche" finds "perché" and the other way round', async () => {
    expect(await names('q=perche')).toContain('Vetrata fissa PVC Panorama')
    expect(await names(`q=${encodeURIComponent('PERCHÉ')}`)).toContain('Vetrata fissa PVC Panorama')
    expect(await names(`q=${encodeURIComponent('perchè')}`)).toContain('Vetrata fissa PVC Panorama')
  })

  it('treats the last word as a prefix while typing', async () => {
    const found = await names('q=manig')
    expect(found.length).toBeGreaterThanOrEqual(5)
    expect(await names(`q=${encodeURIComponent('porta garda rov')}`)).toEqual(['Porta Garda in rovere 80×210'])
  })

  it("stems each locale's texts in its own language, Italian ones answering too", async () => {
    const en = await names(`q=${encodeURIComponent('brass handles')}&locale=en`)
    expect(en).toContain('Liberty brass lever handle')
    expect(await names('q=doors&locale=en')).toContain('Sentinella class 3 security door')
    expect(await names('q=manillas&locale=es')).toContain('Manilla Liberty de latón')
    expect(await names(`q=${encodeURIComponent('türen')}&locale=de`)).toContain('Sicherheitstür Fortezza Klasse 4')
    expect(await names('q=poignees&locale=fr')).toContain('Poignée Liberty en laiton')
    expect(await names('q=puxadores&locale=pt')).toContain('Puxador Liberty em latão')
    // An Italian word still finds the product for a visitor in another language.
    expect(await names('q=maniglia&locale=es')).toContain('Manilla Liberty de latón')
  })

  it('keeps the usual sort choices and finds a product code', async () => {
    const byPrice = (await list('q=maniglia&sort=price_asc')).data.map((p) => p.price)
    expect(byPrice.length).toBeGreaterThan(2)
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b))
    const bySku = await list('q=PB-CL3')
    expect(bySku.data.map((p) => p.sku)).toContain('PB-CL3-090')
  })

  it('answers operators and punctuation as plain words, never an error', async () => {
    for (const q of ['a & b | !(c', "l'ingresso", ':*', '\\', '%_%', 'é'.repeat(100), 'x'.repeat(100)]) {
      const res = await seeded.get(`/products?q=${encodeURIComponent(q)}`)
      expect(res.status, q).toBe(200)
    }
    expect((await list('q=zzzzqqq')).meta.total).toBe(0)
  })
})
