import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orders, products, productTranslations } from '~/db/schema'
import { json, seededApi } from '~/test/seeded-api'

// Product reviews from real buyers (issue 42, decision 095): only a customer whose order holding
// the product was delivered may write one, once; it waits for the shop, which publishes, hides
// and answers; the product page counts only the published ones.
const { db, signIn, get, send, userId } = seededApi()

let slug = ''
let productId = 0
const tokens: Record<string, string> = {}

async function orderOf(email: string, status: 'delivered' | 'shipped' | 'evaded', number: string) {
  const [order] = await db()
    .insert(orders)
    .values({
      number,
      userId: await userId(email),
      status,
      subtotal: 10000,
      total: 10000,
      deliveredAt: status === 'shipped' ? null : new Date(),
    })
    .returning({ id: orders.id })
  await db().insert(orderLines).values({
    orderId: order!.id,
    productId,
    sku: 'TEST',
    name: 'Prodotto',
    quantity: 1,
    unitPrice: 10000,
    lineTotal: 10000,
  })
}

beforeAll(async () => {
  const [row] = await db()
    .select({ id: products.id, slug: productTranslations.slug })
    .from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    // A door with no seeded reviews (the seed reviews others, decision 095).
    .where(and(eq(productTranslations.locale, 'it'), eq(products.sku, 'PI-LAC-080')))
  productId = row!.id
  slug = row!.slug
  await orderOf('cliente@soglia.test', 'delivered', 'T-REV-1')
  await orderOf('reseller@soglia.test', 'evaded', 'T-REV-2')
  await orderOf('rivenditore@soglia.test', 'delivered', 'T-REV-3')
  // Shipped, not yet delivered: no review yet.
  await orderOf('altro@soglia.test', 'shipped', 'T-REV-4')
  for (const email of [
    'cliente@soglia.test',
    'reseller@soglia.test',
    'rivenditore@soglia.test',
    'altro@soglia.test',
    'addetto@rivenditore.test',
    'admin@soglia.test',
  ]) {
    tokens[email] = await signIn(email)
  }
})

const review = { rating: 5, title: 'Ottima porta', text: 'Montata in un pomeriggio, chiude benissimo.' }
const write = (email: string, body: unknown = review, locale = 'it') =>
  send('POST', `/products/${slug}/reviews?locale=${locale}`, tokens[email], body)
const listed = async (query = '') => json(await get(`/products/${slug}/reviews${query}`))

describe('who may review', () => {
  it('refuses a customer with no order of the product, translated', async () => {
    const res = await write('addetto@rivenditore.test')
    expect(res.status).toBe(403)
    const body = await json(res)
    expect(body.error.code).toBe('forbidden')
    expect(body.error.message).toMatch(/ricevuto/)
    const en = await json(await write('addetto@rivenditore.test', review, 'en'))
    expect(en.error.message).toMatch(/received this product/)
  })

  it('refuses a buyer whose order is not yet delivered', async () => {
    const eligible = await json(await get(`/products/${slug}/reviews/eligibility`, tokens['altro@soglia.test']))
    expect(eligible.data).toEqual({ eligible: false, reason: 'not_delivered', review: null })
    expect((await write('altro@soglia.test')).status).toBe(403)
  })

  it('refuses a bad rating with the field named, translated', async () => {
    const res = await write('cliente@soglia.test', { ...review, rating: 6 })
    expect(res.status).toBe(422)
    const body = await json(res)
    expect(body.error.fields.rating).toEqual(['Scegli da 1 a 5 stelle.'])
    const short = await json(await write('cliente@soglia.test', { ...review, rating: 'five', text: 'corto' }, 'en'))
    expect(short.error.fields).toEqual({
      rating: ['Choose from 1 to 5 stars.'],
      text: ['Write at least 10 characters.'],
    })
  })

  it('lets a delivered buyer review once, pending the shop’s check', async () => {
    expect(
      (await json(await get(`/products/${slug}/reviews/eligibility`, tokens['cliente@soglia.test']))).data.eligible,
    ).toBe(true)
    const res = await write('cliente@soglia.test')
    expect(res.status).toBe(201)
    expect((await json(res)).data).toMatchObject({ status: 'pending' })
    const again = await write('cliente@soglia.test', { ...review, rating: 1 })
    expect(again.status).toBe(409)
    expect((await json(again)).error.message).toBe('Hai già recensito questo prodotto.')
    const eligible = await json(await get(`/products/${slug}/reviews/eligibility`, tokens['cliente@soglia.test']))
    expect(eligible.data).toMatchObject({
      eligible: false,
      reason: 'already_reviewed',
      review: { status: 'pending', rating: 5 },
    })
    // Pending: not shown yet.
    expect((await listed()).summary.count).toBe(0)
  })

  it('counts an evaded (closed) order as delivered', async () => {
    expect(
      (
        await write(
          'reseller@soglia.test',
          { rating: 4, title: 'Buona', text: 'Buona qualità, consegna puntuale.' },
          'en',
        )
      ).status,
    ).toBe(201)
    expect(
      (await write('rivenditore@soglia.test', { rating: 2, title: 'Così così', text: 'La maniglia era graffiata.' }))
        .status,
    ).toBe(201)
  })
})

describe('moderation', () => {
  const admin = () => tokens['admin@soglia.test']
  const idOf = async (email: string) => {
    const list = await json(await get(`/admin/reviews?q=${encodeURIComponent(email)}`, admin()))
    return list.data[0].id as number
  }

  it('is the admin’s only: a customer cannot publish', async () => {
    const id = await idOf('cliente@soglia.test')
    const res = await send('PATCH', `/admin/reviews/${id}`, tokens['cliente@soglia.test'], { status: 'published' })
    expect(res.status).toBe(403)
    expect((await get(`/admin/reviews?status=pending`, tokens['cliente@soglia.test'])).status).toBe(403)
  })

  it('lists the pending reviews with the verifying order, filtered', async () => {
    const pending = await json(await get(`/admin/reviews?status=pending&product=${productId}`, admin()))
    expect(pending.meta.total).toBe(3)
    expect(pending.data.map((r: { order_number: string }) => r.order_number).sort()).toEqual([
      'T-REV-1',
      'T-REV-2',
      'T-REV-3',
    ])
    const twoStars = await json(await get(`/admin/reviews?rating=2&product=${productId}`, admin()))
    expect(twoStars.data.map((r: { title: string }) => r.title)).toEqual(['Così così'])
  })

  it('publishes, hides and answers; only published reviews are listed and counted', async () => {
    for (const email of ['cliente@soglia.test', 'reseller@soglia.test', 'rivenditore@soglia.test']) {
      const res = await send('PATCH', `/admin/reviews/${await idOf(email)}`, admin(), { status: 'published' })
      expect(res.status).toBe(200)
    }
    expect((await listed()).summary).toEqual({ average: 3.7, count: 3, breakdown: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 1 } })
    const hidden = await send('PATCH', `/admin/reviews/${await idOf('rivenditore@soglia.test')}`, admin(), {
      status: 'hidden',
    })
    expect((await json(hidden)).data).toMatchObject({ status: 'hidden', moderated_at: expect.any(String) })
    const replied = await send('PATCH', `/admin/reviews/${await idOf('cliente@soglia.test')}`, admin(), {
      reply: 'Grazie Giulia, a presto!',
    })
    expect((await json(replied)).data).toMatchObject({
      reply: 'Grazie Giulia, a presto!',
      replied_at: expect.any(String),
      status: 'published',
    })

    const page = await listed()
    expect(page.summary).toEqual({ average: 4.5, count: 2, breakdown: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } })
    expect(page.data.map((r: { title: string }) => r.title)).not.toContain('Così così')
    const giulia = page.data.find((r: { author: string }) => r.author === 'Giulia C.')
    expect(giulia).toMatchObject({
      rating: 5,
      verified_purchase: true,
      locale: 'it',
      reply: { text: 'Grazie Giulia, a presto!' },
    })
    // Sorted and filtered by stars.
    expect((await listed('?sort=rating_asc')).data.map((r: { rating: number }) => r.rating)).toEqual([4, 5])
    expect((await listed('?stars=4')).data.map((r: { locale: string }) => r.locale)).toEqual(['en'])
    expect((await listed('?stars=2')).data).toEqual([])
    // Paged: the second page of one.
    const second = await listed('?per_page=1&page=2')
    expect(second.meta).toEqual({ page: 2, per_page: 1, total: 2, total_pages: 2 })
    expect(second.data).toHaveLength(1)
    // The product keeps the published stars (spec §3 ratings_score) and exposes them.
    const [p] = await db()
      .select({ score: products.ratingsScore, count: products.ratingsCount })
      .from(products)
      .where(eq(products.id, productId))
    expect(p).toEqual({ score: 9, count: 2 })
    const product = (await json(await get(`/products/${slug}`))).data
    expect(product.rating).toEqual({ average: 4.5, count: 2 })
    expect(product.post_meta_fields).toMatchObject({ ratings_average: 4.5, ratings_score: 9 })
  })

  it('refuses an empty change and an unknown review', async () => {
    const id = await idOf('cliente@soglia.test')
    expect((await send('PATCH', `/admin/reviews/${id}`, admin(), {})).status).toBe(422)
    expect((await send('PATCH', `/admin/reviews/999999`, admin(), { status: 'hidden' })).status).toBe(404)
    expect((await get(`/products/non-esiste/reviews`)).status).toBe(404)
  })
})
