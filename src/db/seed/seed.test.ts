import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { verify } from '@node-rs/argon2'
import { eq, getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect, type Database } from '../connect.server'
import * as schema from '../schema'
import { couponSeeds } from './commerce/coupons'
import { placedPromotions } from './commerce/promotions'
import { untranslated } from './context'
import { demoPassword, demoUsers, isDatabaseEmpty, seedDatabase } from './index'
import { vuetifyColors } from './settings'
import { reviewers } from './reviews'

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable))

async function countRows(db: Database['db']) {
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table)
    counts[getTableName(table)] = row?.n ?? 0
  }
  return counts
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

// Seeded as of a day far from the seed files' 2026: the seasonal data follow it (decision 061).
const SEEDED_ON = new Date('2031-06-15T12:00:00Z')

describe('seedDatabase', () => {
  let database: Database
  let firstCounts: Record<string, number>

  beforeAll(async () => {
    database = await connect({ kind: 'pglite' })
  }, 60_000)
  afterAll(async () => {
    await database?.close()
  })

  it('seeds an empty database', async () => {
    const { db } = database
    expect(await isDatabaseEmpty(db)).toBe(true)
    expect(await seedDatabase(db, undefined, { now: SEEDED_ON })).toEqual({ seeded: true })
    expect(await isDatabaseEmpty(db)).toBe(false)

    // The planner's statistics of what it wrote (decision 071): PGlite runs no autovacuum.
    const stats = (await db.execute(
      sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename in ('products', 'promotions', 'categories')`,
    )) as unknown as { rows: Array<{ n: number }> }
    expect(stats.rows[0]!.n).toBeGreaterThan(0)

    firstCounts = await countRows(db)
    expect(firstCounts.categories).toBeGreaterThanOrEqual(6)
    expect(firstCounts.products).toBeGreaterThanOrEqual(40)
    // The demo accounts and the customers whose delivered orders back the demo reviews (decision 095).
    expect(firstCounts.users).toBe(demoUsers.length + reviewers.length)
    expect(firstCounts.product_reviews).toBe(7)
    expect(firstCounts.orders).toBe(reviewers.length)
    expect(firstCounts.coupons).toBe(4)
    expect(firstCounts.pages).toBeGreaterThanOrEqual(6)
    expect(firstCounts.blog_posts).toBeGreaterThanOrEqual(4)
    expect(firstCounts.promotions).toBeGreaterThanOrEqual(3)
    expect(firstCounts.configurator_models).toBe(4)
    expect(firstCounts.configurator_rules).toBeGreaterThanOrEqual(20)
    expect(firstCounts.faq_entries).toBeGreaterThanOrEqual(10)
    expect(firstCounts.slides).toBe(3)
    expect(firstCounts.documents).toBe(2)
  }, 60_000)

  it('gives every product an Italian and an English translation, images and prices per tier', async () => {
    const { db } = database
    const rows = await db
      .select({
        sku: schema.products.sku,
        base: schema.products.basePrice,
        reseller: schema.products.resellerPrice,
        other: schema.products.otherPrice,
        locales: sql<
          string[]
        >`array(select locale from product_translations t where t.product_id = ${schema.products.id} order by locale)`,
        images: sql<number>`(select count(*)::int from product_images i where i.product_id = ${schema.products.id})`,
      })
      .from(schema.products)
    for (const p of rows) {
      expect(p.locales, p.sku).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt'])
      expect(p.images, p.sku).toBeGreaterThanOrEqual(1)
      expect(p.images, p.sku).toBeLessThanOrEqual(3)
      expect(Number.isInteger(p.base) && p.base > 0, p.sku).toBe(true)
      expect(p.reseller, p.sku).toBeLessThan(p.other)
      expect(p.other, p.sku).toBeLessThan(p.base)
    }
  })

  it('places promotions, coupons and the price history from the time it seeds at', async () => {
    const { db } = database
    const texts = await db
      .select()
      .from(schema.promotionTranslations)
      .where(eq(schema.promotionTranslations.locale, 'it'))
    const rows = await db.select().from(schema.promotions).orderBy(schema.promotions.id)
    const stored = rows.map((r) => ({
      title: texts.find((t) => t.promotionId === r.id)!.title,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
    }))
    const placed = placedPromotions(SEEDED_ON).map((p) => ({
      title: p.title.it,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
    }))
    expect(stored).toEqual(placed)
    expect(rows.filter((r) => r.startsAt! <= SEEDED_ON && SEEDED_ON <= r.endsAt!).length).toBeGreaterThan(0)
    const coupons = await db
      .select({ code: schema.coupons.code, startsAt: schema.coupons.startsAt, endsAt: schema.coupons.endsAt })
      .from(schema.coupons)
      .orderBy(schema.coupons.id)
    expect(coupons).toEqual(
      couponSeeds(SEEDED_ON).map((c) => ({ code: c.code, startsAt: c.startsAt ?? null, endsAt: c.endsAt ?? null })),
    )
    const [history] = await db
      .select({ latest: sql<Date>`max(${schema.priceHistory.recordedAt})` })
      .from(schema.priceHistory)
    expect(new Date(history!.latest).getTime()).toBe(SEEDED_ON.getTime() - 5 * 86_400_000) // the seeded price cuts
  })

  it('creates the demo accounts with a verifiable argon2id password and the retailer hierarchy', async () => {
    const { db } = database
    const [admin] = await db.select().from(schema.users).where(eq(schema.users.email, 'admin@soglia.test'))
    expect(admin?.role).toBe('admin')
    expect(admin?.passwordHash.startsWith('$argon2id$')).toBe(true)
    expect(await verify(admin?.passwordHash ?? '', demoPassword)).toBe(true)
    expect(admin?.emailVerifiedAt).not.toBeNull()

    const [retailer] = await db.select().from(schema.users).where(eq(schema.users.email, 'rivenditore@soglia.test'))
    const [employee] = await db.select().from(schema.users).where(eq(schema.users.email, 'addetto@rivenditore.test'))
    expect(employee?.parentId).toBe(retailer?.id)

    const roles = (await db.select({ role: schema.users.role }).from(schema.users)).map((r) => r.role).sort()
    expect(roles).toEqual(['admin', 'other', 'reseller', 'retailer', ...Array(2 + reviewers.length).fill('user')])
  })

  it('keeps each product’s rating figures in step with its published reviews, each verified by a delivered order', async () => {
    const { db } = database
    const rows = (
      (await db.execute(sql`
      select p.sku, p.ratings_score as score, p.ratings_count as count,
        (select coalesce(sum(r.rating), 0)::int from product_reviews r where r.product_id = p.id and r.status = 'published') as published_score,
        (select count(*)::int from product_reviews r where r.product_id = p.id and r.status = 'published') as published_count
      from products p`)) as unknown as {
        rows: Array<{ sku: string; score: number; count: number; published_score: number; published_count: number }>
      }
    ).rows
    for (const r of rows)
      expect({ score: r.score, count: r.count }, r.sku).toEqual({ score: r.published_score, count: r.published_count })
    expect(rows.filter((r) => r.count > 0).length).toBeGreaterThanOrEqual(3)
    const unverified = (await db.execute(sql`
      select r.id from product_reviews r left join orders o on o.id = r.order_id
      where o.id is null or o.status not in ('delivered', 'evaded') or o.user_id <> r.user_id
        or not exists (select 1 from order_lines l where l.order_id = o.id and l.product_id = r.product_id)`)) as unknown as {
      rows: unknown[]
    }
    expect(unverified.rows).toEqual([])
  })

  it('stores the settings, with theme colours that keep text readable', async () => {
    const { db } = database
    const rows = await db.select().from(schema.settings)
    const settings = Object.fromEntries(rows.map((r) => [r.key, r.value]))
    expect(settings.site_name).toBe('Soglia')
    expect(settings.cart_iva).toBe(22)
    expect(settings.vuetify_colors).toEqual(vuetifyColors)

    for (const c of [vuetifyColors.light, vuetifyColors.dark]) {
      const pairs: Array<[string, string]> = [
        [c.headerPrimaryText, c.headerBackground],
        [c.headerSecondaryText, c.headerBackground],
        [c.headerMenu, c.headerBackground],
        [c.footerTextPrimary, c.footerBackground],
        [c.footerTextSecondary, c.footerBackground],
        [c.boxPrimaryText, c.boxPrimary],
        [c.boxSecondaryText, c.boxSecondary],
        [c.boxTertiaryText, c.boxTertiary],
        [c.inputText, c.inputBackground],
      ]
      for (const [fg, bg] of pairs) expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5)
      // Icons are graphics: WCAG asks 3:1.
      expect(contrast(c.headerIconColor, c.headerBackground)).toBeGreaterThanOrEqual(3)
      expect(contrast(c.footerIconColor, c.footerBackground)).toBeGreaterThanOrEqual(3)
    }
  })

  it('points every image at a file in public/', async () => {
    const { db } = database
    const paths = [
      ...(await db.select({ p: schema.productImages.url }).from(schema.productImages)),
      ...(await db.select({ p: schema.categories.image }).from(schema.categories)),
      ...(await db.select({ p: schema.collections.image }).from(schema.collections)),
      ...(await db.select({ p: schema.slides.image }).from(schema.slides)),
      ...(await db.select({ p: schema.blogPosts.image }).from(schema.blogPosts)),
      ...(await db.select({ p: schema.promotions.image }).from(schema.promotions)),
      ...(await db.select({ p: schema.media.path }).from(schema.media).where(eq(schema.media.mime, 'image/svg+xml'))),
    ].map((r) => r.p)
    const publicDir = resolve(import.meta.dirname, '../../../public')
    const missing = paths.filter((p) => !p || !existsSync(resolve(publicDir, `.${p}`)))
    expect(missing).toEqual([])
  })

  it('changes nothing when run again', async () => {
    const { db } = database
    const logs: string[] = []
    expect(await seedDatabase(db, (m) => logs.push(m))).toEqual({ seeded: false })
    expect(await countRows(db)).toEqual(firstCounts)
    expect(logs).toHaveLength(1)
  }, 60_000)

  it('never re-creates a demo row the owner deleted', async () => {
    const { db } = database
    const [page] = await db.select({ id: schema.pages.id }).from(schema.pages).limit(1)
    await db.delete(schema.pages).where(eq(schema.pages.id, page!.id))
    expect(await seedDatabase(db)).toEqual({ seeded: false })
    expect((await countRows(db)).pages).toBe(firstCounts.pages! - 1)
  }, 60_000)

  it('ships every seeded text in es, fr, de and pt, with its own slugs', async () => {
    // Every t(it, en) found its four translations (a missing one would fall back to Italian).
    expect([...untranslated]).toEqual([])
    const { db } = database
    for (const locale of ['es', 'fr', 'de', 'pt'] as const) {
      const rows = await db
        .select({
          it: sql<string>`it.name`,
          tr: schema.productTranslations.name,
          itSlug: sql<string>`it.slug`,
          slug: schema.productTranslations.slug,
        })
        .from(schema.productTranslations)
        .innerJoin(
          sql`product_translations it`,
          sql`it.product_id = ${schema.productTranslations.productId} and it.locale = 'it'`,
        )
        .where(eq(schema.productTranslations.locale, locale))
      expect(rows.length).toBe(firstCounts.products)
      // Names differ from Italian for nearly every product (a few model names are the same word).
      expect(rows.filter((r) => r.tr !== r.it).length, locale).toBeGreaterThan(rows.length * 0.9)
      expect(rows.filter((r) => r.slug !== r.itSlug).length, locale).toBeGreaterThan(rows.length * 0.9)
    }
  })
})
