import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categoryTranslations, configuratorRuleTranslations, pageTranslations, productTranslations } from '~/db/schema'
import { listMissingTranslations } from '~/domains/translations/missing.server'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { backfillSeedTranslations } from './backfill-translations'

// A shop seeded before the es/fr/de/pt content (Italian and English rows only): the start-up
// back-fill adds the seed's translations, never an owner's text, once.
let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
})
afterAll(() => database?.close())

const others = ['es', 'fr', 'de', 'pt']

describe('backfillSeedTranslations', () => {
  it('fills what an old seed lacks and leaves an owner’s texts alone', async () => {
    const db = database.db
    const seeded = await db.select().from(productTranslations).where(inArray(productTranslations.locale, others))
    const seededPages = await db.select().from(pageTranslations).where(eq(pageTranslations.locale, 'es'))
    // As an old seed left it: no es/fr/de/pt rows for products, categories, pages and rule reasons.
    for (const table of [productTranslations, categoryTranslations, pageTranslations, configuratorRuleTranslations]) {
      await db.delete(table).where(inArray(table.locale, others))
    }
    // The owner renamed one product in Italian, and translated another into Spanish by hand.
    const [renamed, handmade] = await db
      .select()
      .from(productTranslations)
      .where(eq(productTranslations.locale, 'it'))
      .orderBy(productTranslations.productId)
      .limit(2)
    await db
      .update(productTranslations)
      .set({ name: 'Porta del proprietario' })
      .where(and(eq(productTranslations.productId, renamed!.productId), eq(productTranslations.locale, 'it')))
    await db.insert(productTranslations).values({ ...handmade!, locale: 'es', name: 'Mi puerta', slug: 'mi-puerta' })
    await db.execute(sql`delete from settings where key = 'seed.translations_backfilled'`)

    const added = await backfillSeedTranslations(db)
    expect(added).toBeGreaterThan(100)

    const now = await db.select().from(productTranslations).where(inArray(productTranslations.locale, others))
    const key = (r: { productId: number; locale: string }) => `${r.productId}:${r.locale}`
    const byKey = new Map(now.map((r) => [key(r), r]))
    // Every seeded translation is back, text and slug, except the two the owner touched.
    for (const row of seeded) {
      if (row.productId === renamed!.productId) continue
      if (row.productId === handmade!.productId && row.locale === 'es') continue
      expect(byKey.get(key(row)), key(row)).toMatchObject({
        name: row.name,
        slug: row.slug,
        description: row.description,
      })
    }
    expect(byKey.get(`${handmade!.productId}:es`)).toMatchObject({ name: 'Mi puerta', slug: 'mi-puerta' })
    expect(now.filter((r) => r.productId === renamed!.productId)).toEqual([])
    expect(
      (await db.select().from(pageTranslations).where(eq(pageTranslations.locale, 'es'))).map((p) => p.slug).sort(),
    ).toEqual(seededPages.map((p) => p.slug).sort())
    // The renamed product is what stays to translate.
    const missing = await listMissingTranslations(db, { kind: 'product', limit: 50, offset: 0 })
    expect(missing.items.map((m) => `${m.id}:${m.locale}`).sort()).toEqual(
      others.map((l) => `${renamed!.productId}:${l}`).sort(),
    )

    // Once per database.
    expect(await backfillSeedTranslations(db)).toBe(0)
  })
})
