import { and, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { categories, orderLines, orders, priceHistory, products } from '~/db/schema'
import { json, seededApi, type Json } from '~/test/seeded-api'

// The catalogue in the back office: spec §7's generic collection routes for products,
// categories and attributes (admin only, spec §5 validation, referential refusals), the
// admin reads, the reprice action and its Omnibus history, and the shop seeing each change.
const { db, signIn, get, send } = seededApi()

let admin: string
let categoryId: number
let otherCategoryId: number
let valueId: number
beforeAll(async () => {
  admin = await signIn('admin@soglia.test')
  const tree = (await json(await get('/admin/categories', admin))).data as Json[]
  const leaves = tree.filter((c) => !tree.some((d) => d.parent_id === c.id))
  categoryId = leaves[0]!.id
  otherCategoryId = leaves[1]!.id
  const attrs = (await json(await get('/admin/attributes', admin))).data as Json[]
  valueId = attrs[0]!.values[0].id
})

const product = (over: Json = {}) => ({
  sku: 'TEST-PORTA-1',
  category_id: categoryId,
  categories: [{ id: otherCategoryId }, { id: null }, {}],
  base_price: 49900,
  reseller_price: 39900,
  other_price: 44900,
  weight_grams: 32000,
  made_to_measure: true,
  lead_time_days: 21,
  translations: {
    it: {
      name: 'Porta Prova',
      slug: 'porta-prova',
      description: 'Una porta di prova.',
      seo_title: 'Porta Prova | Soglia',
    },
    es: { name: 'Puerta de prueba', slug: 'puerta-de-prueba' },
  },
  variant_groups: [
    {
      code: 'finitura',
      name: { it: 'Finitura', es: 'Acabado' },
      variants: [
        {
          sku: 'TEST-PORTA-1-NOCE',
          name: { it: 'Noce', es: 'Nogal' },
          base_price: 5000,
          reseller_price: 4000,
          other_price: 4500,
        },
      ],
    },
  ],
  extra_options: [
    {
      code: 'posa',
      name: { it: 'Posa in opera' },
      package_price: 12000,
      reseller_package_price: 10000,
      other_package_price: 11000,
    },
  ],
  attribute_values: [{ id: valueId }],
  images: [{ url: '/images/logo.svg', alt: { it: 'La porta', es: 'La puerta' } }],
  ...over,
})

describe('products through the generic collection routes', () => {
  let id: number
  it('creates a product answering {data: {id}}, reads it back whole, and the shop shows it in both languages', async () => {
    const res = await send('POST', '/products', admin, product())
    expect(res.status).toBe(201)
    id = (await json(res)).data.id
    expect(typeof id).toBe('number')
    const back = (await json(await get(`/admin/products/${id}`, admin))).data
    expect(back).toMatchObject({
      sku: 'TEST-PORTA-1',
      base_price: 49900,
      made_to_measure: true,
      lead_time_days: 21,
      active: true,
      categories: [{ id: otherCategoryId }],
      attribute_values: [{ id: valueId }],
    })
    expect(back.translations.es.slug).toBe('puerta-de-prueba')
    expect(back.translations.it.seo_title).toBe('Porta Prova | Soglia')
    expect(back.variant_groups[0].variants[0]).toMatchObject({
      sku: 'TEST-PORTA-1-NOCE',
      base_price: 5000,
      name: { it: 'Noce', es: 'Nogal' },
    })
    expect(back.images[0]).toEqual({ url: '/images/logo.svg', alt: { it: 'La porta', es: 'La puerta' } })
    expect(back.preview_path).toMatch(/^\/negozio\/[\w-]+\/porta-prova$/)
    const it = await json(await get('/products/porta-prova?locale=it'))
    expect(it.data.name).toBe('Porta Prova')
    expect(it.data.seo_title).toBe('Porta Prova | Soglia')
    const es = await json(await get('/products/puerta-de-prueba?locale=es'))
    expect(es.data.name).toBe('Puerta de prueba')
    expect(es.data.variant_groups[0].variants[0].name).toBe('Nogal')
    const history = await db()
      .select()
      .from(priceHistory)
      .where(and(eq(priceHistory.productId, id), isNull(priceHistory.variantId)))
    expect(history.map((h) => `${h.tier}:${h.price}`).sort()).toEqual(['base:49900', 'other:44900', 'reseller:39900'])
  })

  it('lists with search, category and status filters', async () => {
    const found = (await json(await get('/admin/products?q=prova', admin))).data
    expect(found.map((p: Json) => p.sku)).toEqual(['TEST-PORTA-1'])
    const tree = (await json(await get('/admin/categories', admin))).data as Json[]
    expect(found[0]).toMatchObject({
      name: 'Porta Prova',
      category_id: categoryId,
      category_name: tree.find((c) => c.id === categoryId)!.name,
      image_url: '/images/logo.svg',
    })
    expect(
      (await json(await get(`/admin/products?category=${otherCategoryId}&q=TEST-PORTA`, admin))).data,
    ).toHaveLength(1)
    expect((await json(await get('/admin/products?status=inactive&q=TEST-PORTA', admin))).data).toHaveLength(0)
  })

  it('a price change records Omnibus history and the shop shows the lowest earlier price', async () => {
    const res = await send('PATCH', `/products/${id}`, admin, { base_price: 39900 })
    expect(res.status).toBe(200)
    expect((await json(res)).data).toEqual({ id })
    const shown = (await json(await get('/products/porta-prova'))).data
    expect(shown.price).toBe(39900)
    expect(shown.lowest_price_30d).toBe(49900)
    const base = await db()
      .select()
      .from(priceHistory)
      .where(and(eq(priceHistory.productId, id), eq(priceHistory.tier, 'base'), isNull(priceHistory.variantId)))
    expect(base.map((h) => h.price)).toEqual([49900, 39900])
  })

  it('reprices by a percentage, rounded to the cent', async () => {
    const res = await send('POST', `/admin/products/${id}/reprice`, admin, { percent: 10 })
    expect((await json(res)).data.base_price).toBe(43890)
    expect((await send('POST', `/admin/products/${id}/reprice`, admin, { percent: 0 })).status).toBe(422)
    expect((await send('POST', '/admin/products/999999/reprice', admin, { percent: 5 })).status).toBe(404)
  })

  it('a renamed slug keeps the old address as a redirect', async () => {
    const texts = (await json(await get(`/admin/products/${id}`, admin))).data.translations
    await send('PATCH', `/products/${id}`, admin, {
      translations: { ...texts, it: { ...texts.it, slug: 'porta-prova-nuova' } },
    })
    const old = await json(await get('/products/porta-prova'))
    expect(old.data.slug).toBe('porta-prova-nuova')
  })

  it('deactivates (the shop no longer shows it) and reactivates', async () => {
    await send('PATCH', `/products/${id}`, admin, { active: false })
    expect((await get('/products/porta-prova-nuova')).status).toBe(404)
    await send('PATCH', `/products/${id}`, admin, { active: true })
    expect((await get('/products/porta-prova-nuova')).status).toBe(200)
  })

  it('keeps variant ids when variants are edited, and replaces the rest', async () => {
    const before = (await json(await get(`/admin/products/${id}`, admin))).data
    const group = before.variant_groups[0]
    const variants = [
      { ...group.variants[0], base_price: 6000 },
      { sku: 'TEST-PORTA-1-BIANCO', name: { it: 'Bianco' }, base_price: 0, reseller_price: 0, other_price: 0 },
    ]
    expect((await send('PATCH', `/products/${id}`, admin, { variant_groups: [{ ...group, variants }] })).status).toBe(
      200,
    )
    const after = (await json(await get(`/admin/products/${id}`, admin))).data.variant_groups[0]
    expect(after.id).toBe(group.id)
    expect(after.variants.map((v: Json) => v.id)[0]).toBe(group.variants[0].id)
    expect(after.variants.map((v: Json) => v.sku)).toEqual(['TEST-PORTA-1-NOCE', 'TEST-PORTA-1-BIANCO'])
  })

  it('gives a variant its own photos and lets the extras combine; the shop follows (issue 42 p6, decision 109)', async () => {
    const before = (await json(await get(`/admin/products/${id}`, admin))).data
    const group = before.variant_groups[0]
    const [noce, bianco] = group.variants as Json[]
    expect(noce!.images).toEqual([])
    const photos = ['/images/products/PB-CL3-090-PBI.svg', '/images/products/PB-CL3-090-PGR.svg']
    const variants = [noce, { ...bianco, images: photos }]
    const extra_options = [
      ...before.extra_options,
      {
        code: 'ritiro',
        name: { it: 'Ritiro del vecchio serramento' },
        package_price: 6000,
        reseller_package_price: 6000,
        other_package_price: 6000,
      },
    ]
    const res = await send('PATCH', `/products/${id}`, admin, {
      variant_groups: [{ ...group, variants }],
      extra_options,
      extras_combinable: true,
    })
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
    const after = (await json(await get(`/admin/products/${id}`, admin))).data
    expect(after.extras_combinable).toBe(true)
    expect(after.variant_groups[0].variants.map((v: Json) => v.images)).toEqual([[], photos])
    const shop = (await json(await get('/products/porta-prova?locale=it'))).data
    expect(shop.extras_combinable).toBe(true)
    const white = shop.variant_groups[0].variants.find((v: Json) => v.sku === 'TEST-PORTA-1-BIANCO')
    expect(white.image).toBe(photos[0])
    expect(white.images.map((i: Json) => i.url)).toEqual(photos)
    expect(white.images[0].alt).toBe('Porta Prova — Bianco')
    // A variant sent without `images` keeps its photos; an empty list removes them.
    await send('PATCH', `/products/${id}`, admin, {
      variant_groups: [{ ...group, variants: after.variant_groups[0].variants.map(({ images: _i, ...v }: Json) => v) }],
    })
    expect((await json(await get(`/admin/products/${id}`, admin))).data.variant_groups[0].variants[1].images).toEqual(
      photos,
    )
    const cleared = (await json(await get(`/admin/products/${id}`, admin))).data.variant_groups[0]
    await send('PATCH', `/products/${id}`, admin, {
      variant_groups: [{ ...cleared, variants: cleared.variants.map((v: Json) => ({ ...v, images: [] })) }],
      extras_combinable: false,
    })
    const shopAgain = (await json(await get('/products/porta-prova?locale=it'))).data
    expect(shopAgain.extras_combinable).toBe(false)
    expect(shopAgain.variant_groups[0].variants.every((v: Json) => v.image === null && v.images.length === 0)).toBe(
      true,
    )
    // Not a path or an https address: refused with the field.
    const bad = await send('PATCH', `/products/${id}`, admin, {
      variant_groups: [{ ...cleared, variants: [{ ...cleared.variants[0], images: ['javascript:alert(1)'] }] }],
    })
    expect(bad.status).toBe(422)
  })

  it('refuses bad input with the fields in error (spec §5: name required, under 50 characters)', async () => {
    const noName = await send(
      'POST',
      '/products',
      admin,
      product({ sku: 'X-1', translations: { it: { name: '', slug: 'x-1' } } }),
    )
    expect(noName.status).toBe(422)
    expect(Object.keys((await json(noName)).error.fields)).toContain('translations.it.name')
    const long = await send(
      'POST',
      '/products',
      admin,
      product({ sku: 'X-2', translations: { it: { name: 'x'.repeat(50), slug: 'x-2' } } }),
    )
    expect(Object.keys((await json(long)).error.fields)).toContain('translations.it.name')
    const euros = await send(
      'POST',
      '/products',
      admin,
      product({ sku: 'X-3', base_price: 499.5, translations: { it: { name: 'X', slug: 'x-3' } } }),
    )
    expect(Object.keys((await json(euros)).error.fields)).toContain('base_price')
    const noItalian = await send(
      'POST',
      '/products',
      admin,
      product({ sku: 'X-4', translations: { es: { name: 'X', slug: 'x-4' } } }),
    )
    expect(Object.keys((await json(noItalian)).error.fields)).toContain('translations.it')
    const unknown = await send('PATCH', `/products/${id}`, admin, { price: 100 })
    expect(unknown.status).toBe(422)
    const badCategory = await send(
      'POST',
      '/products',
      admin,
      product({ sku: 'X-5', category_id: 999999, translations: { it: { name: 'X', slug: 'x-5' } } }),
    )
    expect(badCategory.status).toBe(422)
    expect((await json(badCategory)).error.fields.category_id).toBeDefined()
  })

  it('refuses a taken SKU or slug (409 with the field)', async () => {
    const sku = await send(
      'POST',
      '/products',
      admin,
      product({
        sku: 'test-porta-1',
        translations: { it: { name: 'Altra', slug: 'altra-porta-prova' } },
        variant_groups: [],
      }),
    )
    expect(sku.status).toBe(409)
    expect((await json(sku)).error.fields.sku).toBeDefined()
    const slug = await send(
      'POST',
      '/products',
      admin,
      product({
        sku: 'TEST-PORTA-2',
        translations: { it: { name: 'Altra', slug: 'porta-prova-nuova' } },
        variant_groups: [],
      }),
    )
    expect(slug.status).toBe(409)
    expect((await json(slug)).error.fields['translations.it.slug']).toBeDefined()
  })

  it('refuses to delete a product in an order, deletes one that is not (by slug or id)', async () => {
    const [order] = await db().insert(orders).values({ number: 'T-CAT-1', subtotal: 100, total: 100 }).returning()
    await db().insert(orderLines).values({
      orderId: order!.id,
      productId: id,
      sku: 'TEST-PORTA-1',
      name: 'Porta Prova',
      quantity: 1,
      unitPrice: 100,
      lineTotal: 100,
    })
    const refused = await send('DELETE', '/products/porta-prova-nuova', admin)
    expect(refused.status).toBe(409)
    expect((await json(refused)).error.message).toMatch(/disattiv|deactivat/i)
    const spare = (
      await json(
        await send(
          'POST',
          '/products',
          admin,
          product({
            sku: 'TEST-SPARE',
            translations: { it: { name: 'Ricambio', slug: 'ricambio-prova' } },
            variant_groups: [],
          }),
        ),
      )
    ).data.id
    expect((await send('DELETE', '/products/ricambio-prova', admin)).status).toBe(204)
    expect((await db().select().from(products).where(eq(products.id, spare))).length).toBe(0)
    expect((await send('DELETE', '/products/non-esiste', admin)).status).toBe(404)
  })

  it('is for administrators only', async () => {
    const customer = await signIn('cliente@soglia.test')
    expect((await send('POST', '/products', undefined, product())).status).toBe(401)
    expect((await send('POST', '/products', customer, product())).status).toBe(403)
    expect((await send('PATCH', `/products/${id}`, customer, { active: false })).status).toBe(403)
    expect((await send('DELETE', `/products/${id}`, customer)).status).toBe(403)
    expect((await get('/admin/products', customer)).status).toBe(403)
  })
})

describe('categories', () => {
  it('creates under a parent (spec §5: parent list reduced to entries with an id), orders up/down, refuses loops', async () => {
    const res = await send('POST', '/categories', admin, {
      parent: [{}, { id: categoryId }],
      translations: {
        it: { name: 'Sottocategoria', slug: 'sottocategoria-prova' },
        es: { name: 'Subcategoría', slug: 'subcategoria-prueba' },
      },
      featured: true,
    })
    expect(res.status).toBe(201)
    const id = (await json(res)).data.id
    const one = (await json(await get(`/admin/categories/${id}`, admin))).data
    expect(one).toMatchObject({ parent_id: categoryId, featured: true, product_count: 0 })
    expect((await send('PATCH', `/categories/${categoryId}`, admin, { parent: [{ id }] })).status).toBe(422)
    const second = (
      await json(
        await send('POST', '/categories', admin, {
          parent: [{ id: categoryId }],
          translations: { it: { name: 'Seconda', slug: 'seconda-prova' } },
        }),
      )
    ).data.id
    const moved = (await json(await send('POST', `/admin/categories/${second}/move`, admin, { direction: 'up' })))
      .data as Json[]
    const siblings = moved.filter((c) => c.parent_id === categoryId).map((c) => c.id)
    expect(siblings.indexOf(second)).toBeLessThan(siblings.indexOf(id))
    expect((await send('POST', `/admin/categories/${second}/move`, admin, { direction: 'up' })).status).toBe(409)
    // the shop sees it at once, in Spanish too
    const shop = (await json(await get('/categories?locale=es'))).data as Json[]
    expect(JSON.stringify(shop)).toContain('subcategoria-prueba')
    expect((await send('DELETE', '/categories/seconda-prova', admin)).status).toBe(204)
  })

  it('refuses to delete a category with products, with the reason', async () => {
    const refused = await send('DELETE', `/categories/${categoryId}`, admin)
    expect(refused.status).toBe(409)
    expect((await json(refused)).error.message).toMatch(/prodott|product/i)
    expect((await db().select().from(categories).where(eq(categories.id, categoryId))).length).toBe(1)
  })

  it('validates names and slugs', async () => {
    const bad = await send('POST', '/categories', admin, {
      translations: { it: { name: 'x'.repeat(50), slug: 'Non Valido' } },
    })
    expect(bad.status).toBe(422)
    expect(Object.keys((await json(bad)).error.fields).sort()).toEqual(['translations.it.name', 'translations.it.slug'])
  })
})

describe('attributes', () => {
  it('creates an attribute with values per locale, edits it and refuses to drop a used value', async () => {
    const res = await send('POST', '/attributes', admin, {
      code: 'vetro-prova',
      name: { it: 'Vetro', es: 'Vidrio' },
      values: [
        { code: 'satinato', name: { it: 'Satinato', es: 'Satinado' } },
        { code: 'trasparente', name: { it: 'Trasparente' } },
      ],
    })
    expect(res.status).toBe(201)
    const id = (await json(res)).data.id
    const attr = (await json(await get(`/admin/attributes/${id}`, admin))).data
    expect(attr.values.map((v: Json) => v.code)).toEqual(['satinato', 'trasparente'])
    const [sat, trasp] = attr.values
    // a product uses "satinato"
    const p = (
      await json(
        await send(
          'POST',
          '/products',
          admin,
          product({
            sku: 'TEST-VETRO',
            translations: { it: { name: 'Porta vetro', slug: 'porta-vetro-prova' } },
            variant_groups: [],
            attribute_values: [{ id: sat.id }],
          }),
        ),
      )
    ).data.id
    const drop = await send('PATCH', `/attributes/${id}`, admin, {
      values: [{ id: trasp.id, code: 'trasparente', name: { it: 'Trasparente' } }],
    })
    expect(drop.status).toBe(409)
    expect((await json(drop)).error.message).toContain('satinato')
    expect((await send('DELETE', '/attributes/vetro-prova', admin)).status).toBe(409)
    // dropping the unused one is fine
    expect(
      (
        await send('PATCH', `/attributes/${id}`, admin, {
          values: [{ id: sat.id, code: 'satinato', name: { it: 'Satinato' } }],
        })
      ).status,
    ).toBe(200)
    await send('PATCH', `/products/${p}`, admin, { attribute_values: [] })
    expect((await send('DELETE', '/attributes/vetro-prova', admin)).status).toBe(204)
  })

  it('refuses a taken code and a name of 50 characters', async () => {
    const attrs = (await json(await get('/admin/attributes', admin))).data as Json[]
    const taken = await send('POST', '/attributes', admin, { code: attrs[0]!.code, name: { it: 'Doppio' } })
    expect(taken.status).toBe(409)
    const long = await send('POST', '/attributes', admin, { code: 'lungo', name: { it: 'x'.repeat(50) } })
    expect(Object.keys((await json(long)).error.fields)).toEqual(['name.it'])
  })
})
