import { describe, expect, it } from 'vitest'
import { seededApi } from '~/test/seeded-api'
import { listProducts } from './catalog.contract'

// Issue 39 point 10, decision 084: a search finds what is named. The search document of a
// product holds its categories' and attribute values' names (in the visitor's language), so
// "porta blindata" finds every security door ("Blindata Sentinella" in "Porte blindate"); a
// query no product matches in full answers the products with any of its words, best first.
const seeded = seededApi()

async function found(query: string): Promise<Array<{ name: string; slug: string }>> {
  const res = await seeded.get(`/products?per_page=100&${query}`)
  expect(res.status, query).toBe(200)
  return listProducts.response.parse(await res.json()).data.map((p) => ({ name: p.name, slug: p.category.slug }))
}

const inCategory = async (category: string, locale = 'it') =>
  (await found(`category=${category}&locale=${locale}`)).map((p) => p.name).sort()

describe('a search of several words', { timeout: 60_000 }, () => {
  it('"porta blindata" returns every security door, first', async () => {
    const doors = await inCategory('porte-blindate')
    expect(doors).toHaveLength(7)
    const results = await found(`q=${encodeURIComponent('porta blindata')}`)
    expect(
      results
        .slice(0, 7)
        .map((p) => p.name)
        .sort(),
    ).toEqual(doors)
  })

  it('"porta scorrevole" returns the four sliding doors first, and so does the correct spelling with accents or capitals', async () => {
    const sliding = await inCategory('porte-scorrevoli')
    expect(sliding).toHaveLength(4)
    for (const q of ['porta scorrevole', 'Porte Scorrevoli', 'pòrta scorrevole']) {
      expect(
        (await found(`q=${encodeURIComponent(q)}`))
          .slice(0, 4)
          .map((p) => p.name)
          .sort(),
        q,
      ).toEqual(sliding)
    }
  })

  it('searches in the visitor\'s language: "security door" in English', async () => {
    const doors = await inCategory('porte-blindate', 'en')
    const results = await found(`q=${encodeURIComponent('security door')}&locale=en`)
    expect(
      results
        .slice(0, 7)
        .map((p) => p.name)
        .sort(),
    ).toEqual(doors)
  })

  it('answers the products with any of the words when none has them all, the security doors first', async () => {
    const doors = await inCategory('porte-blindate')
    const results = await found(`q=${encodeURIComponent('porta blindata economicissima')}`)
    expect(results.length).toBeGreaterThan(7)
    expect(
      results
        .slice(0, 7)
        .map((p) => p.name)
        .sort(),
    ).toEqual(doors)
  })

  it('keeps the typo tolerance and finds nothing for nonsense', async () => {
    expect((await found(`q=${encodeURIComponent('portta blindatta')}`)).map((p) => p.name)).toEqual(
      expect.arrayContaining(await inCategory('porte-blindate')),
    )
    expect(await found(`q=${encodeURIComponent('zzqxv qwkjh')}`)).toEqual([])
  })

  it('follows a category renamed by the shop', async () => {
    const before = await found(`q=${encodeURIComponent('ultrasicure')}`)
    expect(before).toEqual([])
    await seeded
      .db()
      .execute(
        "update category_translations set name = 'Porte blindate ultrasicure' where locale = 'it' and category_id = (select category_id from category_translations where slug = 'porte-blindate' and locale = 'it')",
      )
    // The database's triggers rewrite the products' search documents (and bump the data version the search memo follows).
    expect((await found(`q=${encodeURIComponent('ultrasicure')}`)).map((p) => p.name).sort()).toEqual(
      await inCategory('porte-blindate'),
    )
  })
})
