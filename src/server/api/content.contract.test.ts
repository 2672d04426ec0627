import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  blogPosts,
  blogPostTranslations,
  faqEntryTranslations,
  products,
  promotionProducts,
  promotions,
  promotionTranslations,
  sessions,
  users,
} from '~/db/schema'
import { placedPromotions } from '~/db/seed/commerce/promotions'
import { blogSeeds } from '~/db/seed/content/blog'
import { faqSeeds } from '~/db/seed/content/faq'
import { hashToken } from '~/domains/auth/session.server'
import { getBlogPost, listBlogPosts } from '~/domains/content/blog.contract'
import { listFaq } from '~/domains/content/faq.contract'
import { listPromotions } from '~/domains/content/promotions.contract'
import { contractApi, italian } from '~/test/contract-api'
import { SEEDED_AT } from '~/test/seeded-at'

// Blog, FAQ and promotions on a real, seeded database: answers match their contract, texts
// follow the locale with the Italian fallback, bad input gets a 4xx body. (Collections and the
// OpenAPI document: catalogue.contract.test.ts.)
const { db: database, ok, expectFailure, at, clock } = contractApi()
const byDateDesc = (a: string, b: string) => Date.parse(b) - Date.parse(a)

describe('GET /blog-posts', () => {
  const published = blogSeeds.filter((p) => Date.parse(p.publishedAt) <= SEEDED_AT.getTime()) // the API's clock

  it('lists published posts newest first, paginated like /products', async () => {
    const all = await ok(listBlogPosts, '/blog-posts')
    expect(all.meta).toEqual({ page: 1, per_page: 24, total: published.length, total_pages: 1 })
    const dates = all.data.map((p) => p.published_at)
    expect(dates).toEqual([...dates].sort(byDateDesc))
    expect(all.data.map((p) => p.slug).sort()).toEqual(published.map((p) => p.slug).sort())
    expect(all.data.every((p) => p.title && p.excerpt && p.image?.startsWith('/images/blog/'))).toBe(true)

    const first = await ok(listBlogPosts, '/blog-posts?per_page=2')
    const second = await ok(listBlogPosts, '/blog-posts?per_page=2&page=2')
    expect(first.meta).toMatchObject({
      page: 1,
      per_page: 2,
      total: published.length,
      total_pages: Math.ceil(published.length / 2),
    })
    expect(second.meta.page).toBe(2)
    expect([...first.data, ...second.data].map((p) => p.id)).toEqual(all.data.slice(0, 4).map((p) => p.id))
    const beyond = await ok(listBlogPosts, '/blog-posts?page=9999')
    expect(beyond.data).toEqual([])
    expect(beyond.meta.total).toBe(published.length)
  })

  it('answers in English by ?locale and by Accept-Language, and falls back to Italian', async () => {
    const en = await ok(listBlogPosts, '/blog-posts?locale=en')
    expect(en.data.map((p) => p.slug)).toContain('how-to-measure-for-an-interior-door')
    const byHeader = await ok(listBlogPosts, '/blog-posts', { headers: { 'accept-language': 'en-GB,en;q=0.9' } })
    expect(byHeader.data.map((p) => p.slug)).toEqual(en.data.map((p) => p.slug))
    const it = await ok(listBlogPosts, '/blog-posts', italian)
    expect(it.data.map((p) => p.slug)).toContain('come-prendere-le-misure-di-una-porta-interna')
    const de = await ok(listBlogPosts, '/blog-posts?locale=de')
    expect(de.data.map((p) => p.slug)).toContain('so-nehmen-sie-mass-fur-eine-innentur')
    expect(de.data.map((p) => p.title)).not.toContain(it.data[0]!.title)
  })

  it('returns an article by its slug in any locale, with the body and the slug per locale', async () => {
    const en = await ok(getBlogPost, '/blog-posts/come-prendere-le-misure-di-una-porta-interna?locale=en')
    expect(en.data).toMatchObject({
      slug: 'how-to-measure-for-an-interior-door',
      locale: 'en',
      title: 'How to measure for an interior door',
    })
    expect(en.data.body).toContain('**the structural opening**')
    expect(en.data.slugs).toEqual({
      it: 'come-prendere-le-misure-di-una-porta-interna',
      en: 'how-to-measure-for-an-interior-door',
      es: 'como-tomar-las-medidas-de-una-puerta-de-interior',
      fr: 'comment-prendre-les-mesures-d-une-porte-interieure',
      de: 'so-nehmen-sie-mass-fur-eine-innentur',
      pt: 'como-tirar-as-medidas-de-uma-porta-interior',
    })
    const it = await ok(getBlogPost, '/blog-posts/how-to-measure-for-an-interior-door', italian)
    expect(it.data).toMatchObject({
      id: en.data.id,
      slug: 'come-prendere-le-misure-di-una-porta-interna',
      locale: 'it',
    })
    expect(it.data.body).toContain('## 1. La larghezza')
    const de = await ok(getBlogPost, '/blog-posts/how-to-measure-for-an-interior-door?locale=de')
    expect(de.data).toMatchObject({
      slug: 'so-nehmen-sie-mass-fur-eine-innentur',
      locale: 'de',
      title: 'So nehmen Sie Maß für eine Innentür',
    })
    // A locale without a translation gets the whole Italian text, never an empty one.
    await database().delete(blogPostTranslations).where(eq(blogPostTranslations.locale, 'pt'))
    const pt = await ok(getBlogPost, '/blog-posts/how-to-measure-for-an-interior-door?locale=pt')
    expect(pt.data).toMatchObject({
      slug: 'come-prendere-le-misure-di-una-porta-interna',
      locale: 'it',
      title: it.data.title,
    })
  })

  it('follows the API clock: a post appears from its publication date', async () => {
    at('2026-03-01T00:00:00Z')
    const early = await ok(listBlogPosts, '/blog-posts')
    expect(early.data.map((p) => p.slug)).toEqual(['come-prendere-le-misure-di-una-porta-interna'])
    await expectFailure('/blog-posts/manutenzione-finestre-prima-dell-inverno', 404, 'not_found')
    at('2026-11-05T08:00:00Z') // 09:00 in Rome
    const onTheDay = await ok(listBlogPosts, '/blog-posts')
    expect(onTheDay.data[0]!.slug).toBe('manutenzione-finestre-prima-dell-inverno')
    await ok(getBlogPost, '/blog-posts/manutenzione-finestre-prima-dell-inverno')
  })

  it('hides drafts and posts scheduled for later', async () => {
    const db = database()
    const future = new Date(clock.now.getTime() + 7 * 86_400_000)
    const rows = await db
      .insert(blogPosts)
      .values([
        { status: 'draft', publishedAt: new Date('2026-01-01T09:00:00Z') },
        { status: 'published', publishedAt: future },
      ])
      .returning({ id: blogPosts.id })
    const ids = rows.map((r) => r.id)
    await db.insert(blogPostTranslations).values([
      { postId: ids[0]!, locale: 'it', title: 'Bozza', slug: 'test-bozza', body: 'x' },
      { postId: ids[1]!, locale: 'it', title: 'Programmato', slug: 'test-programmato', body: 'x' },
    ])
    try {
      const list = await ok(listBlogPosts, '/blog-posts?per_page=100')
      expect(list.data.map((p) => p.slug)).not.toContain('test-bozza')
      expect(list.data.map((p) => p.slug)).not.toContain('test-programmato')
      expect(list.meta.total).toBe(published.length)
      await expectFailure('/blog-posts/test-bozza', 404, 'not_found')
      await expectFailure('/blog-posts/test-programmato', 404, 'not_found')
    } finally {
      await db.delete(blogPosts).where(inArray(blogPosts.id, ids))
    }
  })

  it.each([
    ['/blog-posts/non-esiste', 404, 'not_found'],
    ['/blog-posts/Not%20A%20Slug', 400, 'invalid_request'],
    ['/blog-posts?page=0', 400, 'invalid_request'],
    ['/blog-posts?page=abc', 400, 'invalid_request'],
    ['/blog-posts?page=10001', 400, 'invalid_request'],
    ['/blog-posts?per_page=1000', 400, 'invalid_request'],
    ['/blog-posts?locale=klingon', 400, 'invalid_request'],
  ])('%s → %i %s', async (path, status, code) => {
    await expectFailure(path, status, code)
  })
})

describe('GET /faq', () => {
  const groupOrder = [...new Set(faqSeeds.map((f) => f.group))]

  it('groups the entries in their sort order', async () => {
    const { data } = await ok(listFaq, '/faq')
    expect(data.map((g) => g.code)).toEqual(groupOrder)
    expect(data.flatMap((g) => g.entries).length).toBe(faqSeeds.length)
    const ordini = data.find((g) => g.code === 'ordini')!
    expect(ordini.label).toBe('Ordini e pagamenti')
    expect(ordini.entries.map((e) => e.question)).toEqual(
      faqSeeds.filter((f) => f.group === 'ordini').map((f) => f.question.it),
    )
    expect(data.every((g) => g.entries.every((e) => e.answer.length > 0))).toBe(true)
  })

  it('answers in English and falls back to Italian', async () => {
    const en = await ok(listFaq, '/faq?locale=en')
    expect(en.data.find((g) => g.code === 'spedizioni')).toMatchObject({ label: 'Shipping and delivery' })
    expect(en.data[0]!.entries[0]!.question).toBe(faqSeeds[0]!.question.en)
    const it = await ok(listFaq, '/faq', italian)
    const de = await ok(listFaq, '/faq?locale=de')
    expect(de.data.find((g) => g.code === 'spedizioni')).toMatchObject({ label: 'Versand und Lieferung' })
    await database().delete(faqEntryTranslations).where(eq(faqEntryTranslations.locale, 'pt'))
    const pt = await ok(listFaq, '/faq?locale=pt')
    expect(pt.data).toEqual(it.data)
  })

  it('400s an unknown locale', async () => {
    await expectFailure('/faq?locale=xx', 400, 'invalid_request')
  })
})

describe('GET /promotions', () => {
  // The promotions as the test database was seeded (2026's seasons, the opening one from SEEDED_AT for eight weeks).
  const seeded = placedPromotions(SEEDED_AT)
  const seed = (key: string) => seeded.find((p) => p.key === key)!
  const runningAt = (iso: string) =>
    seeded.filter((p) => p.startsAt.getTime() <= Date.parse(iso) && Date.parse(iso) <= p.endsAt.getTime())

  it.each([
    ['2026-11-25T12:00:00Z', ['black-friday-porte', 'inverno-finestre', 'apertura-persiane']],
    ['2026-12-10T12:00:00Z', ['natale-sicuro', 'inverno-finestre', 'apertura-persiane']],
    ['2026-04-15T12:00:00Z', ['primavera-maniglie']],
    ['2027-02-01T12:00:00Z', []],
  ])('at %s lists the running ones, ending soonest first', async (now, keys) => {
    at(now)
    expect(
      runningAt(now)
        .map((p) => p.key)
        .sort(),
    ).toEqual([...keys].sort())
    const { data } = await ok(listPromotions, '/promotions')
    expect(data.map((p) => p.title)).toEqual(keys.map((k) => seed(k).title.it))
  })

  it('gives each promotion its discount, period and products, priced for a visitor', async () => {
    at('2026-11-25T12:00:00Z')
    const { data } = await ok(listPromotions, '/promotions')
    for (const promotion of data) {
      const s = seeded.find((p) => p.title.it === promotion.title)!
      expect(promotion).toMatchObject({
        description: s.description.it,
        discount_type: s.discountType,
        discount_value: s.discountValue,
        image: `/images/promotions/${s.key}.svg`,
      })
      expect(Date.parse(promotion.starts_at!)).toBe(s.startsAt.getTime())
      expect(Date.parse(promotion.ends_at!)).toBe(s.endsAt.getTime())
      expect(promotion.products.map((p) => p.sku).sort()).toEqual([...s.skus].sort())
      // The promotion's own discount is applied (issue 11: what the page advertises is what the order
      // charges); the list price stays beside it as the former price.
      expect(
        promotion.products.every(
          (p) => p.tier === 'base' && p.regular_price === p.base_price && p.price > 0 && p.price < p.base_price,
        ),
      ).toBe(true)
      const names = promotion.products.map((p) => p.name)
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')))
    }
  })

  it('leaves out inactive, future and past promotions, and keeps open-ended ones last', async () => {
    const db = database()
    const day = 86_400_000
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.published, true)).limit(1)
    const now = at('2026-11-25T12:00:00Z').getTime()
    const rows = await db
      .insert(promotions)
      .values([
        { discountType: 'percentage', discountValue: 5, active: false },
        { discountType: 'percentage', discountValue: 6, startsAt: new Date(now + day) },
        { discountType: 'percentage', discountValue: 7, endsAt: new Date(now - day) },
        { discountType: 'fixed', discountValue: 1000 },
      ])
      .returning({ id: promotions.id })
    const ids = rows.map((r) => r.id)
    await db
      .insert(promotionTranslations)
      .values(ids.map((id, i) => ({ promotionId: id, locale: 'it', title: `Prova ${i}`, description: null })))
    await db.insert(promotionProducts).values(ids.map((id) => ({ promotionId: id, productId: product!.id })))
    try {
      const { data } = await ok(listPromotions, '/promotions')
      expect(data.filter((p) => p.title.startsWith('Prova ')).map((p) => p.title)).toEqual(['Prova 3'])
      expect(data.at(-1)).toMatchObject({
        title: 'Prova 3',
        discount_type: 'fixed',
        discount_value: 1000,
        starts_at: null,
        ends_at: null,
        description: null,
        image: null,
      })
      expect(data.at(-1)!.products.map((p) => p.id)).toEqual([product!.id])
      // Its English text is missing: Italian instead.
      const en = await ok(listPromotions, '/promotions?locale=en')
      expect(en.data.at(-1)!.title).toBe('Prova 3')
    } finally {
      await db.delete(promotions).where(inArray(promotions.id, ids))
    }
  })

  it('prices the products for the caller’s tier', async () => {
    const db = database()
    at('2026-11-25T12:00:00Z')
    const [reseller] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'reseller@soglia.test'))
    const token = 'content-test-reseller-token'
    await db.insert(sessions).values({
      userId: reseller!.id,
      tokenHash: hashToken(token),
      createdAt: clock.now,
      lastUsedAt: clock.now,
      expiresAt: new Date(clock.now.getTime() + 3_600_000),
    })
    try {
      const visitor = await ok(listPromotions, '/promotions')
      const trade = await ok(listPromotions, '/promotions', { token })
      expect(trade.data.map((p) => p.id)).toEqual(visitor.data.map((p) => p.id))
      for (const [i, promotion] of trade.data.entries()) {
        for (const product of promotion.products) {
          const listed = visitor.data[i]!.products.find((p) => p.id === product.id)!
          expect(product.tier).toBe('reseller')
          expect(product.base_price).toBe(listed.base_price)
          expect(product.price).toBeLessThan(product.base_price)
        }
      }
    } finally {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
    }
  })

  it('answers in English and falls back to Italian', async () => {
    at('2026-11-25T12:00:00Z')
    const en = await ok(listPromotions, '/promotions?locale=en')
    await database().delete(promotionTranslations).where(eq(promotionTranslations.locale, 'de'))
    const de = await ok(listPromotions, '/promotions?locale=de')
    const blackFriday = seed('black-friday-porte')
    expect(en.data[0]).toMatchObject({ title: blackFriday.title.en, description: blackFriday.description.en })
    expect(de.data[0]).toMatchObject({ title: blackFriday.title.it, description: blackFriday.description.it })
    const enProduct = en.data[0]!.products[0]!
    const deProduct = de.data[0]!.products.find((p) => p.id === enProduct.id)!
    expect(enProduct.slug).not.toBe(deProduct.slug)
    expect(enProduct.category.slug).not.toBe(deProduct.category.slug)
  })
})
