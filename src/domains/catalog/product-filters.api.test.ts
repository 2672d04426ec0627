import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions, users } from '~/db/schema'
import { hashToken } from '~/domains/auth/session.server'
import { buildOpenApiDocument } from '~/server/api/openapi.server'
import { apiRoutes } from '~/server/api/routes.server'
import { seededApi } from '~/test/seeded-api'
import { listProducts } from './catalog.contract'

// Attribute and price filters and their facets on GET /products, on the real database.
const seeded = seededApi()

type List = import('zod').output<typeof listProducts.response>

async function list(query: string, token?: string): Promise<List> {
  const res = await seeded.get(`/products?per_page=100&facets=true&${query}`, token)
  expect(res.status, query).toBe(200)
  return listProducts.response.parse(await res.json())
}
const facet = (l: List, attribute: string, value: string) =>
  l.facets!.attributes.find((a) => a.code === attribute)?.values.find((v) => v.code === value)
const ids = (l: List) => new Set(l.data.map((p) => p.id))

describe('GET /products attribute filters and facets', () => {
  it('lists only filterable attributes, translated, with counts of the current listing', async () => {
    const all = await list('')
    const it = all.facets!.attributes.find((a) => a.code === 'materiale')!
    expect(it.name).toBe('Materiale')
    expect(facet(all, 'materiale', 'legno')!.name).toBe('Legno')
    const en = await list('locale=en')
    expect(en.facets!.attributes.find((a) => a.code === 'materiale')!.name).toBe('Material')
    expect(facet(en, 'materiale', 'legno')!.name).toBe('Wood')
    // A category narrows the counts.
    const security = await list('category=porte-blindate')
    expect(facet(security, 'materiale', 'acciaio')!.count).toBe(security.meta.total)
    expect(facet(security, 'materiale', 'pvc')).toBeUndefined()
    expect(all.facets!.price!.min).toBeLessThan(all.facets!.price!.max)
  })

  it('combines values with OR within an attribute and AND across attributes', async () => {
    const all = await list('')
    const pvc = await list('attr=materiale.pvc')
    const wood = await list('attr=materiale.legno')
    expect(pvc.meta.total).toBe(facet(all, 'materiale', 'pvc')!.count)
    expect(facet(pvc, 'materiale', 'pvc')!.selected).toBe(true)
    const either = await list('attr=materiale.pvc&attr=materiale.legno')
    expect(ids(either)).toEqual(new Set([...ids(pvc), ...ids(wood)]))
    // Disjunctive counts: the other materials still show what they would add.
    expect(facet(pvc, 'materiale', 'legno')!.count).toBe(wood.meta.total)
    // Across attributes: both must hold, and the counts follow.
    const opening = pvc
      .facets!.attributes.find((a) => a.code === 'apertura')!
      .values.find((v) => v.count < pvc.meta.total)!
    const both = await list(`attr=materiale.pvc&attr=apertura.${opening.code}`)
    expect(both.meta.total).toBe(opening.count)
    expect(both.meta.total).toBeLessThan(pvc.meta.total)
    for (const p of both.data) expect(ids(pvc).has(p.id)).toBe(true)
  })

  it('filters by the price of the caller’s tier, in cents', async () => {
    const range = await list('price_min=10000&price_max=50000')
    expect(range.data.length).toBeGreaterThan(0)
    for (const p of range.data) {
      expect(p.price).toBeGreaterThanOrEqual(10000)
      expect(p.price).toBeLessThanOrEqual(50000)
    }
    // The price range facet ignores the price filter itself.
    expect(range.facets!.price).toEqual((await list('')).facets!.price)

    const [reseller] = await seeded
      .db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'reseller@soglia.test'))
    const token = 'filters-test-reseller-token'
    const now = new Date()
    await seeded
      .db()
      .insert(sessions)
      .values({
        userId: reseller!.id,
        tokenHash: hashToken(token),
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
      })
    const asReseller = await list('price_min=10000&price_max=50000', token)
    expect(asReseller.data.every((p) => p.tier === 'reseller' && p.price >= 10000 && p.price <= 50000)).toBe(true)
    expect(ids(asReseller)).not.toEqual(ids(range))
  })

  it('combines filters with search and category', async () => {
    const found = await list('q=maniglia&attr=materiale.ottone')
    expect(found.meta.total).toBeGreaterThan(0)
    expect(found.meta.total).toBe(facet(found, 'materiale', 'ottone')!.count)
    const none = await list('category=porte-blindate&attr=materiale.pvc')
    expect(none.meta.total).toBe(0)
  })

  it('ignores unknown values and refuses malformed ones with a translated 400', async () => {
    const all = await list('')
    expect((await list('attr=materiale.unobtainium')).meta.total).toBe(all.meta.total)
    expect((await list('attr=nessuno.legno')).meta.total).toBe(all.meta.total)
    for (const query of [
      'attr=..%2Fetc',
      'attr=materiale',
      'price_min=-1',
      'price_min=abc',
      'price_min=5000&price_max=100',
      'price_max=1e12',
    ]) {
      const res = await seeded.get(`/products?${query}&locale=en`)
      expect(res.status, query).toBe(400)
      const body = (await res.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } }
      expect(body.error.code).toBe('invalid_request')
      expect(Object.keys(body.error.fields ?? {}).length, query).toBeGreaterThan(0)
    }
    const tooMany = Array.from({ length: 41 }, () => 'attr=materiale.legno').join('&')
    expect((await seeded.get(`/products?${tooMany}`)).status).toBe(400)
  })

  it('documents the new parameters in the OpenAPI document', () => {
    const doc = buildOpenApiDocument(apiRoutes) as unknown as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }>
    }
    const params = doc.paths['/products']!.get!.parameters!.map((p) => p.name)
    expect(params).toEqual(expect.arrayContaining(['q', 'attr', 'price_min', 'price_max', 'facets', 'sort']))
  })
})
