import { describe, expect, it } from 'vitest'
import { collectionSeeds } from '~/db/seed/catalog/collections'
import { getCollection, listCollections } from '~/domains/catalog/collections.contract'
import { contractApi, italian } from '~/test/contract-api'
import { buildOpenApiDocument } from './openapi.server'
import { apiRoutes } from './routes.server'

// Collections on a real, seeded database, and the OpenAPI document built from every contract.
const { ok, expectFailure } = contractApi()

describe('collections', () => {
  it('lists the collections in their order, with product counts and slugs per locale', async () => {
    const { data } = await ok(listCollections, '/collections')
    expect(data.map((c) => c.slug)).toEqual(collectionSeeds.map((c) => c.slug))
    for (const [i, c] of data.entries()) {
      const seed = collectionSeeds[i]!
      expect(c).toMatchObject({
        name: seed.name.it,
        product_count: seed.skus.length,
        image: `/images/collections/${seed.slug}.svg`,
      })
      expect(c.slugs).toMatchObject({ it: seed.slug, en: seed.enSlug })
      expect(c.slugs.de).not.toBe(seed.slug)
    }
    const en = await ok(listCollections, '/collections?locale=en')
    expect(en.data.map((c) => c.slug)).toEqual(collectionSeeds.map((c) => c.enSlug))
    expect(en.data[0]!.name).toBe(collectionSeeds[0]!.name.en)
    const de = await ok(listCollections, '/collections?locale=de')
    expect(de.data.map((c) => c.name)).toEqual(collectionSeeds.map((c) => c.name.de))
  })

  it('returns a collection by any locale’s slug, with its products in order', async () => {
    const seed = collectionSeeds.find((c) => c.slug === 'linea-sicura')!
    const en = await ok(getCollection, `/collections/${seed.slug}?locale=en`)
    expect(en.data).toMatchObject({
      slug: seed.enSlug,
      name: seed.name.en,
      locale: 'en',
      product_count: seed.skus.length,
    })
    expect(en.data.products.map((p) => p.sku)).toEqual(seed.skus)
    // A visitor's prices: the base tier, less a running promotion (the seeded opening one covers a shutter here).
    expect(en.data.products.every((p) => p.tier === 'base' && (p.regular_price ?? p.price) === p.base_price)).toBe(true)
    const it = await ok(getCollection, `/collections/${seed.enSlug}`, italian)
    expect(it.data).toMatchObject({ id: en.data.id, slug: seed.slug, locale: 'it' })
    expect(it.data.products.map((p) => p.id)).toEqual(en.data.products.map((p) => p.id))
    const de = await ok(getCollection, `/collections/${seed.enSlug}?locale=de`)
    expect(de.data).toMatchObject({
      slug: 'linie-sicher',
      name: seed.name.de,
      locale: 'de',
      description: seed.description.de,
    })
  })

  it.each([
    ['/collections/non-esiste', 404, 'not_found'],
    ['/collections/Bad_Slug', 400, 'invalid_request'],
    ['/collections?locale=klingon', 400, 'invalid_request'],
  ])('%s → %i %s', async (path, status, code) => {
    await expectFailure(path, status, code)
  })
})

describe('OpenAPI document', () => {
  it('describes the content endpoints and their named schemas', () => {
    const doc = buildOpenApiDocument(apiRoutes) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
      components: { schemas: Record<string, unknown> }
    }
    for (const path of [
      '/blog-posts',
      '/blog-posts/{slug}',
      '/faq',
      '/promotions',
      '/collections',
      '/collections/{slug}',
    ]) {
      expect({ path, defined: doc.paths[path]?.get !== undefined }).toEqual({ path, defined: true })
    }
    expect(Object.keys(doc.paths['/blog-posts/{slug}']!.get!.responses)).toEqual(
      expect.arrayContaining(['200', '400', '404']),
    )
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'BlogPostSummary',
        'BlogPost',
        'FaqGroup',
        'FaqEntry',
        'Promotion',
        'Collection',
        'CollectionDetail',
      ]),
    )
  })
})
