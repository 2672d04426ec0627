import { describe, expect, it } from 'vitest'
import { seededApi } from '~/test/seeded-api'
import { listProducts } from './catalog.contract'

// Decision 029: typo tolerance with pg_trgm (PGlite here, PostgreSQL with TEST_DATABASE_URL).
// When the full-text search finds nothing, names with a close word answer, best first.
const seeded = seededApi()

async function names(query: string): Promise<string[]> {
  const res = await seeded.get(`/products?per_page=100&${query}`)
  expect(res.status, query).toBe(200)
  return listProducts.response.parse(await res.json()).data.map((p) => p.name)
}

describe('GET /products?q= with a typo', () => {
  it('"hndle" finds the handles in English, "manglia" the Italian ones', async () => {
    expect(await names('q=hndle&locale=en')).toEqual(expect.arrayContaining(['Liberty brass lever handle']))
    expect(await names('q=manglia')).toEqual(expect.arrayContaining(['Maniglia Liberty in ottone']))
  })

  it('accents and case do not matter in the typo search either', async () => {
    expect(await names(`q=${encodeURIComponent('MANÌGLA')}`)).toEqual(
      expect.arrayContaining(['Maniglia Liberty in ottone']),
    )
  })

  it('ranks the closest name first and still finds nothing for nonsense', async () => {
    const found = await names(`q=${encodeURIComponent('sentinela')}`)
    expect(found[0]).toMatch(/Sentinella/)
    expect(await names('q=zzqxv')).toEqual([])
  })

  it('keeps the category scope', async () => {
    expect(await names('q=manglia&category=porte-interne')).toEqual([])
  })
})
