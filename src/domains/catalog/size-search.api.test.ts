import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '~/server/api/openapi.server'
import { apiRoutes } from '~/server/api/routes.server'
import { json, seededApi } from '~/test/seeded-api'
import { getProduct, listProducts } from './catalog.contract'

// Issue 42 point 2, "sizes as a first-class way in" (decision 098), on the seeded catalogue.
const seeded = seededApi()

type List = import('zod').output<typeof listProducts.response>

async function list(query: string): Promise<List> {
  const res = await seeded.get(`/products?per_page=100&facets=true&${query}`)
  expect(res.status, query).toBe(200)
  return listProducts.response.parse(await res.json())
}
const skus = async (query: string) => (await list(query)).data.map((p) => p.sku)
const q = (text: string) => `q=${encodeURIComponent(text)}`

// The seed's security doors are made 80–100 × 200–230 cm, the two-leaf Villa 110–140 × 200–240.
const FITTING_SECURITY = ['PB-CL3-090', 'PB-CL2-080', 'PB-CL4-090', 'PB-CL3-TER', 'PB-CL3-VET', 'PB-CL3-CON']

describe('a size in the search', () => {
  it('"blindata 90x210" lists the security doors that fit first, never the handle before them', async () => {
    const found = await list(q('blindata 90x210'))
    const order = found.data.map((p) => p.sku)
    expect(found.data[0]!.category.slug).toBe('porte-blindate')
    expect(order.slice(0, FITTING_SECURITY.length).toSorted()).toEqual(FITTING_SECURITY.toSorted())
    // The text still counts: the handle for security doors is found, after the doors.
    expect(order).toContain('MA-BLI-PLA')
    expect(order.indexOf('MA-BLI-PLA')).toBeGreaterThanOrEqual(FITTING_SECURITY.length)
  })

  it('reads "90 x 210", "90×210", "900×2100 mm" and "900x2100mm" alike', async () => {
    const expected = await skus(q('blindata 90x210'))
    for (const text of [
      'blindata 90 x 210',
      'blindata 90×210',
      'blindata 900×2100 mm',
      'blindata 900x2100mm',
      '90 per 210 blindata',
    ]) {
      expect(await skus(q(text)), text).toEqual(expected)
    }
  })

  it('a size alone lists what fits that opening (made-to-measure ranges, configurator models, fixed sizes)', async () => {
    const found = await skus(q('80x210'))
    expect(found).toEqual(expect.arrayContaining(['PI-LAM-080', 'PI-ROV-080', 'PI-MIS-LAM', 'PB-CL2-080']))
    expect(found).not.toContain('PI-LAM-070')
    expect(found.some((s) => s.startsWith('MA-'))).toBe(false)
  })
})

describe('GET /products?width_mm=&height_mm=', () => {
  it('keeps the doors of a category that fit the opening', async () => {
    expect((await skus('category=porte-blindate&width_mm=900&height_mm=2100')).toSorted()).toEqual(
      FITTING_SECURITY.toSorted(),
    )
    expect(await skus('category=porte-blindate&width_mm=1200&height_mm=2100')).toEqual(['PB-CL3-2AN'])
    expect(await skus('category=porte-blindate&width_mm=900&height_mm=2500')).toEqual([])
  })

  it('takes a fixed size within 10 mm, a made-to-measure range exactly', async () => {
    const near = await skus('category=porte-interne&width_mm=805&height_mm=2100')
    expect(near).toEqual(expect.arrayContaining(['PI-LAM-080', 'PI-ROV-080', 'PI-MIS-LAM']))
    expect(near).not.toContain('PI-LAM-070')
    expect(await skus('category=porte-interne&width_mm=815&height_mm=2100')).not.toContain('PI-LAM-080')
    // 1,205 mm is past every interior range (50–120 cm) and no stock door is that wide.
    expect(await skus('category=porte-interne&width_mm=1205&height_mm=2100')).toEqual([])
  })

  it('counts and caches each size apart (the memo key has the size)', async () => {
    const all = await list('category=porte-blindate')
    const narrow = await list('category=porte-blindate&width_mm=1200&height_mm=2100')
    const again = await list('category=porte-blindate')
    expect(narrow.meta.total).toBe(1)
    expect(again.meta.total).toBe(all.meta.total)
    expect(all.meta.total).toBeGreaterThan(1)
  })

  it('gives the size range of the listing as a facet, null where nothing has a size', async () => {
    const security = await list('category=porte-blindate&width_mm=1200&height_mm=2100')
    // Every filter but the size one: the range of all the security doors.
    expect(security.facets!.size).toEqual({
      min_width_mm: 800,
      max_width_mm: 1400,
      min_height_mm: 2000,
      max_height_mm: 2400,
    })
    expect((await list('category=maniglie')).facets!.size).toBeNull()
  })

  it('refuses half a size or one out of bounds with a translated 400, never a 500', async () => {
    const half = await seeded.get('/products?width_mm=900')
    expect(half.status).toBe(400)
    const body = await json(half)
    expect(body.error.code).toBe('invalid_request')
    expect(body.error.fields.height_mm).toEqual(['Indica sia la larghezza sia l’altezza.'])
    const en = await json(await seeded.get('/products?height_mm=2100&locale=en'))
    expect(en.error.fields.width_mm).toEqual(['Give both the width and the height.'])
    for (const bad of [
      'width_mm=50&height_mm=2100',
      'width_mm=900&height_mm=99999',
      'width_mm=abc&height_mm=2100',
      'width_mm=90.5&height_mm=2100',
    ]) {
      const res = await seeded.get(`/products?${bad}`)
      expect(res.status, bad).toBe(400)
      expect(Object.keys((await json(res)).error.fields), bad).not.toHaveLength(0)
    }
  })
})

describe('the OpenAPI document', () => {
  it('names the size parameters with their bounds, the size facet and the product’s models', () => {
    type Doc = {
      paths: Record<
        string,
        { get?: { parameters?: Array<{ name: string; schema: { minimum?: number; maximum?: number } }> } }
      >
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> }
    }
    const doc = buildOpenApiDocument(apiRoutes) as unknown as Doc
    const params = doc.paths['/products']!.get!.parameters!
    for (const name of ['width_mm', 'height_mm']) {
      expect(params.find((p) => p.name === name)?.schema, name).toMatchObject({ minimum: 200, maximum: 6000 })
    }
    expect(Object.keys(doc.components.schemas.ProductFacets!.properties!)).toContain('size')
    expect(Object.keys(doc.components.schemas.Product!.properties!)).toContain('configurator_models')
  })
})

describe('GET /products/{slug} sizes', () => {
  const product = async (sku: string) => {
    const [hit] = (await list(q(sku))).data.filter((p) => p.sku === sku)
    const res = await seeded.get(`/products/${hit!.slug}`)
    expect(res.status).toBe(200)
    return getProduct.response.parse(await res.json()).data
  }

  it('a made-to-measure door has its range and its configurator model', async () => {
    const door = await product('PB-CL3-090')
    expect(door.made_to_measure).toBe(true)
    expect(door.size_limits_mm).toEqual({ min_width: 800, max_width: 1000, min_height: 2000, max_height: 2300 })
    expect(door.configurator_models).toHaveLength(1)
    expect(door.configurator_models[0]!.size_limits_mm).toEqual({
      min_width: 800,
      max_width: 1000,
      min_height: 2000,
      max_height: 2300,
    })
  })

  it('a stock door has its one size and no model', async () => {
    const door = await product('PI-LAM-080')
    expect(door.made_to_measure).toBe(false)
    expect(door.size_limits_mm).toEqual({ min_width: 800, max_width: 800, min_height: 2100, max_height: 2100 })
    expect(door.configurator_models).toEqual([])
  })
})
