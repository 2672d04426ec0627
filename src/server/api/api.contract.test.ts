import { asc, eq } from 'drizzle-orm'
import { media, pageTranslations } from '~/db/schema'
import { describe, expect, it } from 'vitest'
import { createMailer } from '~/domains/email/mailer.server'
import { contractApi } from '~/test/contract-api'
import { getSettings } from '~/domains/settings/settings.contract'
import { getPage, listSimplePages } from '~/domains/content/pages.contract'
import {
  getProduct,
  listAttributes,
  listCategories,
  listImages,
  listProducts,
} from '~/domains/catalog/catalog.contract'
import { buildOpenApiDocument } from './openapi.server'
import { createApiHandler } from './router.server'
import { apiRoutes } from './routes.server'

// Every catalogue/content endpoint of spec §7 on a real, seeded database: answers match their
// contract (the schemas the OpenAPI document is generated from), bad input gets a 4xx body.
const { api, ok, expectFailure: fails, db } = contractApi()

describe('GET /settings', () => {
  it('returns the settings map with the spec defaults filled in', async () => {
    const { data } = await ok(getSettings, '/settings')
    expect(data.vuetify_colors.light.primary).toBe('#387e84')
    expect(data.cart_iva).toBe(22)
    expect(typeof data.enable_shop_page).toBe('boolean')
  })
})

describe('pages', () => {
  it('lists menu and footer pages, localized', async () => {
    const it = await ok(listSimplePages, '/pages/simple')
    const en = await ok(listSimplePages, '/pages/simple?locale=en')
    expect(it.data.length).toBeGreaterThanOrEqual(6)
    expect(it.data.some((p) => p.slug === 'chi-siamo' && p.show_in_menu)).toBe(true)
    expect(en.data.some((p) => p.slug === 'about-us')).toBe(true)
    expect(it.data.some((p) => p.show_in_footer)).toBe(true)
  })

  it('finds a page by any locale’s slug and answers in the asked locale', async () => {
    const en = await ok(getPage, '/pages/chi-siamo?locale=en')
    expect(en.data).toMatchObject({ slug: 'about-us', locale: 'en' })
    expect(en.data.slugs).toMatchObject({ it: 'chi-siamo', en: 'about-us', de: 'uber-uns', es: 'quienes-somos' })
    const byAccept = await ok(getPage, '/pages/about-us', { headers: { 'accept-language': 'it-IT,it;q=0.9' } })
    expect(byAccept.data).toMatchObject({ slug: 'chi-siamo', locale: 'it' })
  })

  it('answers in German, and falls back to Italian for a locale with no translation', async () => {
    const de = await ok(getPage, '/pages/chi-siamo?locale=de')
    expect(de.data).toMatchObject({ slug: 'uber-uns', locale: 'de', title: 'Über uns' })
    await db().delete(pageTranslations).where(eq(pageTranslations.locale, 'pt'))
    const pt = await ok(getPage, '/pages/chi-siamo?locale=pt')
    expect(pt.data).toMatchObject({ slug: 'chi-siamo', locale: 'it' })
  })

  it('404s an unknown slug and 400s a malformed one', async () => {
    await fails('/pages/non-esiste', 404, 'not_found')
    await fails('/pages/NOT_A_SLUG', 400, 'invalid_request')
  })
})

describe('catalogue', () => {
  it('lists categories in a data field, with translated slugs', async () => {
    const it = await ok(listCategories, '/categories')
    const en = await ok(listCategories, '/categories?locale=en')
    expect(it.data.length).toBeGreaterThanOrEqual(6)
    expect(it.data.map((c) => c.slug)).toContain('porte-interne')
    expect(en.data.find((c) => c.id === it.data.find((x) => x.slug === 'porte-interne')!.id)?.slug).not.toBe(
      'porte-interne',
    )
  })

  it('lists attributes with values', async () => {
    const { data } = await ok(listAttributes, '/attributes')
    expect(data.length).toBeGreaterThan(2)
    expect(data.every((a) => a.values.length > 0)).toBe(true)
  })

  it('paginates products with metadata', async () => {
    const first = await ok(listProducts, '/products?per_page=10')
    expect(first.meta).toMatchObject({ page: 1, per_page: 10 })
    expect(first.meta.total).toBeGreaterThanOrEqual(40)
    expect(first.meta.total_pages).toBe(Math.ceil(first.meta.total / 10))
    const second = await ok(listProducts, '/products?per_page=10&page=2')
    expect(second.data.map((p) => p.id)).not.toEqual(expect.arrayContaining(first.data.map((p) => p.id)))
    const beyond = await ok(listProducts, '/products?page=9999')
    expect(beyond.data).toEqual([])
    expect(beyond.meta.total).toBe(first.meta.total)
  })

  it('filters by category (with sub-categories) and searches', async () => {
    const cat = await ok(listProducts, '/products?category=porte-interne&per_page=100')
    expect(cat.data.length).toBeGreaterThan(0)
    const catEn = await ok(listProducts, `/products?category=${cat.data[0]!.category.slug}&per_page=100&locale=en`)
    expect(catEn.meta.total).toBeGreaterThan(0)
    const search = await ok(listProducts, '/products?q=blindata&per_page=100')
    expect(search.data.length).toBeGreaterThan(0)
    const none = await ok(listProducts, '/products?q=%25%25zzzz')
    expect(none.data).toEqual([])
  })

  it('sorts by price for the caller’s tier', async () => {
    // The sort is on the price the caller pays: the tier price less a running promotion, the
    // `price` shown (`regular_price` keeps the tier price; decision 039).
    const { data } = await ok(listProducts, '/products?sort=price_asc&per_page=100')
    const prices = data.map((p) => p.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const desc = await ok(listProducts, '/products?sort=price_desc&per_page=5')
    expect(desc.data[0]!.price).toBe(Math.max(...prices))
    expect(data.every((p) => p.tier === 'base' && (p.regular_price ?? p.price) === p.base_price)).toBe(true)
  })

  it('returns a product by slug in any locale, with variants and options priced in cents', async () => {
    const list = await ok(listProducts, '/products?per_page=100')
    const withVariants = list.data[0]!
    const it = await ok(getProduct, `/products/${withVariants.slug}`)
    expect(Number.isInteger(it.data.price)).toBe(true)
    const en = await ok(getProduct, `/products/${withVariants.slug}?locale=en`)
    expect(en.data.id).toBe(it.data.id)
    expect(en.data.slug).toBe(it.data.slugs.en)
    const back = await ok(getProduct, `/products/${en.data.slug}`)
    expect(back.data.slug).toBe(it.data.slug)
  })

  it('lists the whole media library, a page at a time, in a stable order', async () => {
    // The seeded shop has pictures: the total is the library's size, not the page's.
    const library = await db().select({ id: media.id, path: media.path }).from(media).orderBy(asc(media.id))
    expect(library.length).toBeGreaterThan(2)
    const first = await ok(listImages, '/images?per_page=2')
    expect(first.meta).toEqual({
      page: 1,
      per_page: 2,
      total: library.length,
      total_pages: Math.ceil(library.length / 2),
    })
    expect(first.data.map((i) => [i.id, i.url])).toEqual(library.slice(0, 2).map((r) => [r.id, r.path]))
    const second = await ok(listImages, '/images?per_page=2&page=2')
    expect(second.data.map((i) => i.id)).toEqual(library.slice(2, 4).map((r) => r.id))
    const beyond = await ok(listImages, `/images?per_page=2&page=${first.meta.total_pages + 1}`)
    expect(beyond.data).toEqual([])
    expect(beyond.meta.total).toBe(library.length)
  })

  it.each([
    ['/products/non-esiste', 404, 'not_found'],
    ['/products/Bad%20Slug', 400, 'invalid_request'],
    ['/products?category=non-esiste', 404, 'not_found'],
    ['/products?page=0', 400, 'invalid_request'],
    ['/products?page=abc', 400, 'invalid_request'],
    ['/products?page=100000000000000000000', 400, 'invalid_request'],
    ['/products?per_page=1000', 400, 'invalid_request'],
    ['/products?sort=cheapest', 400, 'invalid_request'],
    ['/products?locale=klingon', 400, 'invalid_request'],
    ['/nothing-here', 404, 'not_found'],
  ])('%s → %i %s', async (path, status, code) => {
    await fails(path, status, code)
  })

  it('answers 405 to a write on a read-only resource', async () => {
    const res = await api('/settings', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(405)
    // Products take spec §7's generic POST, for administrators only.
    expect(
      (await api('/products', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(401)
  })
})

describe('OpenAPI document', () => {
  it('describes every endpoint with its parameters and error body', () => {
    const doc = buildOpenApiDocument(apiRoutes) as unknown as {
      openapi: string
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    expect(doc.openapi).toBe('3.1.0')
    for (const { endpoint } of apiRoutes) {
      const op = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()]
      expect(op, `${endpoint.method} ${endpoint.path}`).toBeDefined()
      expect(Object.keys(op!.responses)).toEqual(expect.arrayContaining([String(endpoint.status ?? 200), '400']))
    }
    expect(doc.paths['/products']?.get).toBeDefined()
    expect(doc.paths['/products/{slug}']?.get).toBeDefined()
  })

  it('says what each operation answers: 204 with no body, its declared errors, the dispatcher’s own (issue 40)', () => {
    type Op = {
      responses: Record<string, { content?: Record<string, unknown> }>
      requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }
    }
    const doc = buildOpenApiDocument(apiRoutes) as unknown as { paths: Record<string, Record<string, Op>> }
    for (const { endpoint } of apiRoutes) {
      const op = doc.paths[endpoint.path]![endpoint.method.toLowerCase()]!
      const statuses = Object.keys(op.responses)
      if (endpoint.status === 204)
        expect(op.responses['204']!.content, `${endpoint.method} ${endpoint.path}`).toBeUndefined()
      expect(statuses).toEqual(
        expect.arrayContaining(['400', '500', '503', ...(endpoint.body ? ['413', '415', '422'] : [])]),
      )
    }
    expect(Object.keys(doc.paths['/orders']!.post!.responses)).toEqual(expect.arrayContaining(['200', '201', '409']))
    expect(Object.keys(doc.paths['/account/addresses']!.get!.responses)).toContain('403')
    expect(Object.keys(doc.paths['/auth/login']!.post!.responses)).toEqual(
      expect.arrayContaining(['401', '403', '429']),
    )
    // What the request schemas check is in the document: an e-mail's format, a trimmed name that must not be blank.
    const register = doc.paths['/auth/register']!.post!.requestBody!.content['application/json']!.schema as {
      properties: Record<string, Record<string, unknown>>
    }
    expect(register.properties.email).toMatchObject({ format: 'email' })
    expect(register.properties.name).toMatchObject({ pattern: '\\S', minLength: 1 })
  })

  it('is served at /api/openapi.json with the docs page beside it', async () => {
    const handler = createApiHandler({
      routes: apiRoutes,
      getDb: async () => db(),
      resolveUser: async () => null,
      services: { mailer: createMailer({}), publicUrl: 'http://test', now: () => new Date(), defer: () => {} },
      raw: { '/openapi.json': () => Response.json(buildOpenApiDocument(apiRoutes)) },
    })
    const res = await handler(new Request('http://test/api/openapi.json'))
    expect(res.status).toBe(200)
    expect(((await res.json()) as { info: { title: string } }).info.title).toBe('Soglia API')
  })
})
