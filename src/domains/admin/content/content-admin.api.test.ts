import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { faqEntries, products } from '~/db/schema'
import { renderMarkdown } from '~/lib/markdown/render.server'
import { json, seededApi, type Json } from '~/test/seeded-api'

// The content back office (issue 13): pages, blog, FAQ, slides and promotions through the admin
// API, each change seen by the shop's own public endpoints at once.
const { db, signIn, get, send, api } = seededApi()

let admin: string
beforeAll(async () => {
  admin = await signIn('admin@soglia.test')
})
const inLocale = (locale: string, path: string) => api().call(path, { headers: { 'accept-language': locale } })

const pageBody = {
  show_in_footer: true,
  show_in_menu: false,
  icon: 'truck',
  status: 'published',
  translations: {
    it: {
      title: 'Consegna e montaggio',
      slug: 'consegna-e-montaggio',
      body: '## Tempi\n\nIn **tre** settimane.<script>alert(1)</script>',
    },
    es: { title: 'Entrega y montaje', slug: 'entrega-y-montaje', body: '## Plazos\n\nEn **tres** semanas.' },
  },
}

describe('admin pages', () => {
  let id: number
  it('creates a footer page in Italian and Spanish that the shop lists and serves in both', async () => {
    const res = await send('POST', '/admin/pages', admin, pageBody)
    expect(res.status).toBe(201)
    const page = (await json(res)).data
    id = page.id
    expect(page).toMatchObject({ title: 'Consegna e montaggio', show_in_footer: true, status: 'published' })
    expect(Object.keys(page.translations).sort()).toEqual(['es', 'it'])
    const footer = (await json(await inLocale('es', '/pages/simple'))).data as Json[]
    expect(footer.find((p) => p.id === id)).toMatchObject({
      title: 'Entrega y montaje',
      slug: 'entrega-y-montaje',
      show_in_footer: true,
    })
    const es = (await json(await inLocale('es', '/pages/entrega-y-montaje'))).data
    expect(es.title).toBe('Entrega y montaje')
    // English has no text: the whole Italian one, never an empty string
    expect((await json(await inLocale('en', '/pages/consegna-e-montaggio'))).data.title).toBe('Consegna e montaggio')
  })

  it('hides a draft and a scheduled page from the shop, and shows them again once published', async () => {
    await send('PATCH', `/admin/pages/${id}`, admin, { status: 'draft' })
    expect((await get('/pages/consegna-e-montaggio')).status).toBe(404)
    expect(((await json(await get('/pages/simple'))).data as Json[]).some((p) => p.id === id)).toBe(false)
    await send('PATCH', `/admin/pages/${id}`, admin, { status: 'published', published_at: '2999-01-01' })
    expect((await get('/pages/consegna-e-montaggio')).status).toBe(404)
    const back = await json(await send('PATCH', `/admin/pages/${id}`, admin, { published_at: null }))
    expect(back.data.published_at).toBeNull()
    expect((await get('/pages/consegna-e-montaggio')).status).toBe(200)
  })

  it('renames a slug (the old one still finds the page), refuses a taken slug and bad input', async () => {
    const renamed = await send('PATCH', `/admin/pages/${id}`, admin, {
      translations: { es: { title: 'Entrega', slug: 'entrega', body: 'x' } },
    })
    expect(renamed.status).toBe(200)
    expect((await json(await inLocale('es', '/pages/entrega-y-montaje'))).data.slug).toBe('entrega')
    const other = (await json(await get('/admin/pages?per_page=100', admin))).data.find((p: Json) => p.id !== id)
    const taken = await send('PATCH', `/admin/pages/${other.id}`, admin, {
      translations: { es: { title: 'Otra', slug: 'entrega', body: '' } },
    })
    expect(taken.status).toBe(409)
    expect((await json(taken)).error.fields['translations.es.slug']).toHaveLength(1)
    const bad = await send('POST', '/admin/pages', admin, {
      translations: { it: { title: '', slug: 'Non Valido', body: 1 } },
      status: 'hidden',
    })
    expect(bad.status).toBe(422)
    expect(Object.keys((await json(bad)).error.fields).sort()).toEqual([
      'status',
      'translations.it.body',
      'translations.it.slug',
      'translations.it.title',
    ])
    expect((await send('POST', '/admin/pages', admin, { translations: { en: pageBody.translations.es } })).status).toBe(
      422,
    )
  })

  it('lists, filters and searches pages, and deletes one', async () => {
    const footer = (await json(await get('/admin/pages?place=footer&q=consegna', admin))).data as Json[]
    expect(footer.map((p) => p.id)).toEqual([id])
    expect((await send('DELETE', `/admin/pages/${id}`, admin)).status).toBe(204)
    expect((await get(`/admin/pages/${id}`, admin)).status).toBe(404)
  })

  it('previews Markdown with the shop’s own sanitized renderer', async () => {
    const markdown = '# Titolo\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)> **ok**'
    const res = await json(await send('POST', '/admin/markdown/preview', admin, { markdown }))
    expect(res.data.html).toBe(renderMarkdown(markdown))
    expect(res.data.html).toContain('<h2>Titolo</h2>')
    expect(res.data.html).not.toMatch(/javascript:|onerror|<script/)
  })
})

describe('admin blog and FAQ', () => {
  it('keeps a draft post out of the blog and publishes it at once', async () => {
    const created = (
      await json(
        await send('POST', '/admin/blog-posts', admin, {
          status: 'draft',
          translations: { it: { title: 'Nuove maniglie', slug: 'nuove-maniglie', body: 'Testo' } },
        }),
      )
    ).data
    expect((await get('/blog-posts/nuove-maniglie')).status).toBe(404)
    const published = (
      await json(await send('PATCH', `/admin/blog-posts/${created.id}`, admin, { status: 'published' }))
    ).data
    expect(published.published_at).not.toBeNull()
    expect((await json(await get('/blog-posts/nuove-maniglie'))).data.title).toBe('Nuove maniglie')
  })

  it('edits an FAQ answer per locale and the FAQ shows it', async () => {
    const [entry] = await db().select().from(faqEntries).limit(1)
    const one = (await json(await get(`/admin/faq/${entry!.id}`, admin))).data
    const res = await send('PATCH', `/admin/faq/${entry!.id}`, admin, {
      translations: { de: { ...one.translations.it, title: 'Wie lange dauert es?', answer: 'Drei Wochen.' } },
    })
    expect(res.status).toBe(200)
    const faq = JSON.stringify((await json(await inLocale('de', '/faq'))).data)
    expect(faq).toContain('Drei Wochen.')
  })
})

describe('admin slides', () => {
  it('shows a slide only between its dates, with the link of the visitor’s locale', async () => {
    const body = {
      image: '/images/slides/porte.jpg',
      link: '/negozio',
      sort_order: 0,
      translations: {
        it: { title: 'Saldi di primavera', button_label: 'Scopri' },
        en: { title: 'Spring sale', button_label: 'Discover', link: '/en/shop' },
      },
    }
    const slide = (await json(await send('POST', '/admin/slides', admin, { ...body, starts_at: '2999-01-01' }))).data
    const titles = async (locale: string) =>
      ((await json(await inLocale(locale, '/slides'))).data as Json[]).map((s) => [s.title, s.link])
    expect((await titles('it')).map((t) => t[0])).not.toContain('Saldi di primavera')
    await send('PATCH', `/admin/slides/${slide.id}`, admin, { starts_at: '2020-01-01', ends_at: '2999-01-01' })
    expect(await titles('it')).toContainEqual(['Saldi di primavera', '/negozio'])
    expect(await titles('en')).toContainEqual(['Spring sale', '/en/shop'])
    await send('PATCH', `/admin/slides/${slide.id}`, admin, { ends_at: '2021-01-01' })
    expect((await titles('it')).map((t) => t[0])).not.toContain('Saldi di primavera')
  })

  it('refuses an end before the start, a missing image and a script link', async () => {
    const bad = await send('POST', '/admin/slides', admin, {
      image: 'javascript:alert(1)',
      link: 'javascript:alert(1)',
      translations: { it: { title: 'x' } },
    })
    expect(bad.status).toBe(422)
    expect(Object.keys((await json(bad)).error.fields).sort()).toEqual(['image', 'link'])
    const dates = await send('POST', '/admin/slides', admin, {
      image: '/images/slides/porte.jpg',
      starts_at: '2026-06-01',
      ends_at: '2026-05-01',
      translations: { it: { title: 'x' } },
    })
    expect(dates.status).toBe(422)
    expect((await json(dates)).error.fields.ends_at).toBeDefined()
  })
})

describe('admin promotions', () => {
  it('applies a new promotion to a product’s price at once, and removes it', async () => {
    // A product no promotion applies to yet.
    const { data: listed } = await json(await get('/products?per_page=100'))
    const free = (listed as Json[]).find((p) => p.promotion === null && p.regular_price === null)!
    const [product] = await db().select().from(products).where(eq(products.id, free.id))
    const detail = async () => (await json(await get(`/products/${free.slug}`))).data
    const regular = (await detail()).price
    expect((await detail()).promotion).toBeNull()
    const promo = await send('POST', '/admin/promotions', admin, {
      discount_type: 'percentage',
      discount_value: 10,
      product_ids: [product!.id],
      starts_at: '2020-01-01',
      translations: { it: { title: 'Dieci per cento' } },
    })
    expect(promo.status).toBe(201)
    const created = (await json(promo)).data
    expect(created.product_ids).toEqual([product!.id])
    const now = await detail()
    expect(now.promotion?.title).toBe('Dieci per cento')
    expect(now.price).toBe(Math.round(regular * 0.9))
    expect((await send('DELETE', `/admin/promotions/${created.id}`, admin)).status).toBe(204)
    expect((await detail()).promotion).toBeNull()
  })

  it('takes what the form’s pickers send: products found by SKU or name, a category of the tree', async () => {
    // The product picker searches the catalogue admin's list by SKU and by name …
    const [product] = (await json(await get('/admin/products?per_page=1&sort=sku&dir=asc', admin))).data as Json[]
    const bySku = (await json(await get(`/admin/products?q=${encodeURIComponent(product!.sku)}&per_page=8`, admin)))
      .data as Json[]
    expect(bySku.map((p) => p.id)).toContain(product!.id)
    const byName = (await json(await get(`/admin/products?q=${encodeURIComponent(product!.name)}&per_page=8`, admin)))
      .data as Json[]
    expect(byName.map((p) => p.id)).toContain(product!.id)
    // … and the category picker shows the tree's names.
    const tree = (await json(await get('/admin/categories', admin))).data as Json[]
    const category = tree.find((c) => c.depth === 1)!
    expect(category.name).toMatch(/\S/)
    const promo = await send('POST', '/admin/promotions', admin, {
      discount_type: 'percentage',
      discount_value: 5,
      product_ids: [product!.id],
      category_id: category.id,
      active: false,
      translations: { it: { title: 'Scelti' } },
    })
    expect(promo.status).toBe(201)
    const created = (await json(promo)).data
    expect(created).toMatchObject({ product_ids: [product!.id], category_id: category.id })
    // Clearing both pickers sends an empty list and null.
    const cleared = await send('PATCH', `/admin/promotions/${created.id}`, admin, {
      product_ids: [],
      category_id: null,
    })
    expect(cleared.status).toBe(200)
    expect((await json(await get(`/admin/promotions/${created.id}`, admin))).data).toMatchObject({
      product_ids: [],
      category_id: null,
    })
  })

  it('refuses a percentage over 100, an unknown category and unknown products', async () => {
    const base = { discount_type: 'percentage', translations: { it: { title: 'x' } } }
    expect((await send('POST', '/admin/promotions', admin, { ...base, discount_value: 150 })).status).toBe(422)
    const cat = await send('POST', '/admin/promotions', admin, { ...base, discount_value: 5, category_id: 999999 })
    expect((await json(cat)).error.fields.category_id).toBeDefined()
    const prods = await send('POST', '/admin/promotions', admin, { ...base, discount_value: 5, product_ids: [999999] })
    expect(prods.status).toBe(422)
    expect((await json(prods)).error.fields.product_ids).toEqual(['#999999'])
  })
})
