import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { versionedMemo } from './data-version.server'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
})
afterAll(() => database?.close())

describe('versionedMemo', () => {
  it('reads once per data version and key, and again after any public write', async () => {
    let reads = 0
    const countProducts = versionedMemo(
      async (db, published: boolean) => {
        reads++
        const r = (await db.execute(
          sql`select count(*)::int as n from products where published = ${published}`,
        )) as unknown as { rows: Array<{ n: number }> }
        return r.rows[0]!.n
      },
      (published) => String(published),
    )
    const before = await countProducts(database.db, true)
    expect(await countProducts(database.db, true)).toBe(before)
    expect(reads).toBe(1)
    await countProducts(database.db, false)
    expect(reads).toBe(2)
    await database.db.execute(
      sql`update products set published = false where id = (select min(id) from products where published)`,
    )
    expect(await countProducts(database.db, true)).toBe(before - 1)
    expect(reads).toBe(3)
  })

  it('serves the category counts of GET /categories fresh after a product change', async () => {
    const api = createTestApi(database.db)
    const counts = async () =>
      ((await (await api.call('/categories')).json()) as { data: Array<{ id: number; product_count: number }> }).data
    const first = await counts()
    const target = first.find((c) => c.product_count > 0)!
    await database.db.execute(
      sql`update products set published = false where id = (select min(id) from products where category_id = ${target.id} and published)`,
    )
    expect((await counts()).find((c) => c.id === target.id)!.product_count).toBe(target.product_count - 1)
  })
})
