import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, products, users } from '~/db/schema'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { readAll } from './read-all.server'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
})
afterAll(() => database?.close())

const counts = (db: TestDatabase['db']) =>
  readAll(db, [
    () => db.select({ n: count() }).from(products),
    () => db.select({ n: count() }).from(categories),
    () =>
      db
        .select({ n: count() })
        .from(users)
        .then((rows) => rows[0]!.n),
  ])

describe('readAll', () => {
  it('gives each read its own result, in order, on the pool and inside a transaction', async () => {
    const [[outside], [categoriesOutside], usersOutside] = await counts(database.db)
    expect(outside!.n).toBeGreaterThan(0)
    expect(categoriesOutside!.n).toBeGreaterThan(0)
    expect(usersOutside).toBeGreaterThan(0)
    const inside = await database.db.transaction((tx) => counts(tx))
    expect(inside).toEqual([[outside], [categoriesOutside], usersOutside])
  })

  // The guard of the PostgreSQL pass (src/test/pg-one-query-at-a-time.ts), shown to work: the
  // same reads through Promise.all on a transaction fail instead of queueing on the connection.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, a Promise.all on a transaction fails in the tests',
    async () => {
      const attempt = database.db.transaction(async (tx) => {
        await Promise.all([tx.select({ n: count() }).from(products), tx.select({ n: count() }).from(categories)])
      })
      await expect(attempt).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/still running another/) },
      })
      // The connection went back to the pool usable, out of the failed transaction.
      expect(await counts(database.db)).toHaveLength(3)
    },
  )
})
