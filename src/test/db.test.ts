import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from './db'

// The helper itself: every call gives a database of its own, migrated, and seeded on request;
// on PostgreSQL (TEST_DATABASE_URL) close() drops it.
const opened: TestDatabase[] = []
const open = async (seed = false) => {
  const database = await createTestDatabase({ seed })
  opened.push(database)
  return database
}
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()))
})

const count = async (database: TestDatabase, table: string) => {
  // PGlite and node-postgres both answer `execute` with a result that has `rows`.
  const result = (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[]
  }
  return result.rows[0]?.n
}

describe('createTestDatabase', () => {
  it('gives migrated, empty, independent databases', async () => {
    const [a, b] = await Promise.all([open(), open()])
    expect(a.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite')
    const tables = await a.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )
    expect(JSON.stringify(tables)).toContain('products')
    expect(await count(a, 'products')).toBe(0)

    await a.db.execute(sql`create table scratch (id int)`)
    await a.db.execute(sql`insert into scratch values (1)`)
    expect(await count(a, 'scratch')).toBe(1)
    await expect(count(b, 'scratch')).rejects.toThrow()
  })

  it('seeds the demo shop on request, in a copy of its own', async () => {
    const seeded = await open(true)
    const products = await count(seeded, 'products')
    expect(products).toBeGreaterThan(0)
    await seeded.db.execute(sql`delete from product_translations`)
    const other = await open(true)
    expect(await count(other, 'product_translations')).toBeGreaterThan(0)
  })

  it('closes twice without complaint', async () => {
    const database = await createTestDatabase()
    await expect(database.close()).resolves.toBeUndefined()
    await expect(database.close()).resolves.toBeUndefined()
  })
})
