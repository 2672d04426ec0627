import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  blogPosts,
  blogPostTranslations,
  categoryTranslations,
  pageTranslations,
  products,
  productTranslations,
  settings,
} from '~/db/schema'
import { locales, sectionSlugs } from '~/lib/i18n/locales'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { sitemapDocument, sitemapFile, xmlText } from './sitemap.server'

const origin = 'https://soglia.test'
let t: TestDatabase

beforeAll(async () => {
  t = await createTestDatabase({ seed: true })
})
afterAll(async () => {
  await t?.close()
})

const sitemap = async (pagesPerFile?: number) =>
  xmlText(await sitemapDocument(t.db, { origin: `${origin}/`, pagesPerFile }))
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
const urlBlock = (xml: string, loc: string) => xml.split('\n').find((line) => line.startsWith(`<url><loc>${loc}</loc>`))

async function withFlag(key: string, value: boolean, run: () => Promise<void>) {
  await t.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } })
  try {
    await run()
  } finally {
    await t.db.update(settings).set({ value: true }).where(eq(settings.key, key))
  }
}

/** The first published product with its slugs and its category's slugs, as stored. */
async function someProduct() {
  const [product] = await t.db
    .select()
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.id))
    .limit(1)
  const texts = await t.db.select().from(productTranslations).where(eq(productTranslations.productId, product!.id))
  const cats = await t.db
    .select()
    .from(categoryTranslations)
    .where(eq(categoryTranslations.categoryId, product!.categoryId))
  const slug = (rows: Array<{ locale: string; slug: string }>, l: string) =>
    (rows.find((r) => r.locale === l) ?? rows.find((r) => r.locale === 'it'))!.slug
  return {
    product: product!,
    slug: (l: string) => slug(texts, l),
    category: (l: string) => slug(cats, l),
    locales: texts.map((r) => r.locale),
  }
}

describe('sitemap (one file)', () => {
  it('is a urlset with the home and the shop in every locale', async () => {
    const xml = await sitemap()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
    const all = locs(xml)
    for (const l of locales) {
      expect(all).toContain(l === 'it' ? `${origin}/` : `${origin}/${l}`)
      expect(all).toContain(l === 'it' ? `${origin}/negozio` : `${origin}/${l}/${sectionSlugs.negozio[l]}`)
      expect(all).toContain(
        l === 'it' ? `${origin}/domande-frequenti` : `${origin}/${l}/${sectionSlugs['domande-frequenti'][l]}`,
      )
    }
    for (const path of ['/collezioni', '/blog-novita', '/promozioni', '/en/collection', '/en/blog', '/de/aktionen']) {
      expect(all).toContain(`${origin}${path}`)
    }
    expect(new Set(all).size).toBe(all.length) // no page twice
  })

  it("uses each locale's own slugs for products, the Italian ones where a translation is missing", async () => {
    const p = await someProduct()
    expect(p.slug('en')).not.toBe(p.slug('it'))
    const all = locs(await sitemap())
    expect(all).toContain(`${origin}/negozio/${p.category('it')}/${p.slug('it')}`)
    expect(all).toContain(`${origin}/en/shop/${p.category('en')}/${p.slug('en')}`)
    expect(all).not.toContain(`${origin}/en/shop/${p.category('en')}/${p.slug('it')}`)
    expect(p.slug('es')).not.toBe(p.slug('it'))
    expect(all).toContain(`${origin}/es/comprar/${p.category('es')}/${p.slug('es')}`)
    expect(all).not.toContain(`${origin}/es/comprar/${p.category('it')}/${p.slug('it')}`)
    // A missing translation falls back to the Italian slug, never to no address.
    await t.db
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, p.product.id), eq(productTranslations.locale, 'pt')))
    expect(locs(await sitemap())).toContain(`${origin}/pt/comprar/${p.category('pt')}/${p.slug('it')}`)
  })

  it('gives every URL its alternates in every locale and x-default', async () => {
    const xml = await sitemap()
    const block = urlBlock(xml, `${origin}/en/shop`)
    expect(block).toBeDefined()
    for (const l of locales) {
      const href = l === 'it' ? `${origin}/negozio` : `${origin}/${l}/${sectionSlugs.negozio[l]}`
      expect(block).toContain(`<xhtml:link rel="alternate" hreflang="${l}" href="${href}"/>`)
    }
    expect(block).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/negozio"/>`)
    const urls = xml.split('\n').filter((line) => line.startsWith('<url>'))
    expect(urls.length).toBe(locs(xml).length)
    for (const url of urls) expect(url.match(/<xhtml:link /g)).toHaveLength(locales.length + 1)
  })

  it('lists categories, published blog posts and CMS pages, with lastmod where known', async () => {
    const xml = await sitemap()
    const all = locs(xml)
    const [cat] = await t.db.select().from(categoryTranslations).where(eq(categoryTranslations.locale, 'en')).limit(1)
    expect(all).toContain(`${origin}/en/shop/${cat!.slug}`)
    const [post] = await t.db.select().from(blogPostTranslations).where(eq(blogPostTranslations.locale, 'en')).limit(1)
    expect(all).toContain(`${origin}/en/blog/${post!.slug}`)
    const [page] = await t.db.select().from(pageTranslations).where(eq(pageTranslations.locale, 'it')).limit(1)
    expect(all).toContain(`${origin}/${page!.slug}`)
    expect(urlBlock(xml, `${origin}/en/blog/${post!.slug}`)).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/)
  })

  it('leaves out unpublished products and posts not yet published', async () => {
    const p = await someProduct()
    const [post] = await t.db.select().from(blogPostTranslations).where(eq(blogPostTranslations.locale, 'it')).limit(1)
    const [original] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post!.postId))
    await t.db.update(products).set({ published: false }).where(eq(products.id, p.product.id))
    await t.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(blogPosts.id, post!.postId))
    try {
      const all = locs(await sitemap())
      expect(all).not.toContain(`${origin}/negozio/${p.category('it')}/${p.slug('it')}`)
      expect(all).not.toContain(`${origin}/blog-novita/${post!.slug}`)
    } finally {
      await t.db.update(products).set({ published: true }).where(eq(products.id, p.product.id))
      await t.db.update(blogPosts).set({ publishedAt: original!.publishedAt }).where(eq(blogPosts.id, post!.postId))
    }
  })

  it('leaves out the sections switched off in the settings', async () => {
    await withFlag('enable_blog_page', false, async () => {
      const all = locs(await sitemap())
      expect(all.filter((u) => /\/blog(-novita|-noticias)?(\/|$)/.test(u))).toEqual([])
      expect(all).toContain(`${origin}/en/shop`)
    })
    await withFlag('enable_shop_page', false, async () => {
      const all = locs(await sitemap())
      expect(all).not.toContain(`${origin}/negozio`)
      expect(all).not.toContain(`${origin}/en/collection`)
      expect(all.filter((u) => u.includes('/negozio/') || u.includes('/shop/'))).toEqual([])
      expect(all).toContain(`${origin}/en/blog`)
    })
    await withFlag('enable_promo_page', false, async () => {
      const all = locs(await sitemap())
      expect(all).not.toContain(`${origin}/promozioni`)
      expect(all).not.toContain(`${origin}/en/promotions`)
    })
  })
})

describe('sitemap index (a shop too large for one file)', () => {
  it('lists files that together hold exactly the pages of the one-file sitemap', async () => {
    const single = locs(await sitemap())
    const index = await sitemap(10)
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const files = locs(index)
    expect(files[0]).toBe(`${origin}/sitemaps/pages-1.xml`)
    expect(files).toContain(`${origin}/sitemaps/blog-1.xml`)
    expect(files).toContain(`${origin}/sitemaps/products-2.xml`)

    const listed: string[] = []
    for (const file of files) {
      const name = /\/sitemaps\/(.+)\.xml$/.exec(file)![1]!
      const doc = await sitemapFile(t.db, name, { origin, pagesPerFile: 10 })
      expect(doc, name).not.toBeNull()
      const urls = locs(await xmlText(doc!))
      expect(urls.length).toBeGreaterThan(0)
      expect(urls.length).toBeLessThanOrEqual(10 * locales.length)
      listed.push(...urls)
    }
    expect(listed.length).toBe(single.length)
    expect(new Set(listed)).toEqual(new Set(single))
  })

  it('has no file past the last one, nor for an unknown part', async () => {
    const count = (
      await t.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.published, true)))
    ).length
    const last = Math.ceil(count / 10)
    expect(await sitemapFile(t.db, `products-${last}`, { origin, pagesPerFile: 10 })).not.toBeNull()
    expect(await sitemapFile(t.db, `products-${last + 1}`, { origin, pagesPerFile: 10 })).toBeNull()
    expect(await sitemapFile(t.db, 'products-0', { origin })).toBeNull()
    expect(await sitemapFile(t.db, 'orders-1', { origin })).toBeNull()
    expect(await sitemapFile(t.db, '../pages-1', { origin })).toBeNull()
  })
})
