import { readMigrationFiles } from 'drizzle-orm/migrator'
import { describe, expect, it } from 'vitest'
import { bundledMigrations } from './migrations'

// The edge builds apply the migrations compiled into their bundle; Node reads drizzle/. Both
// must see the same list (statements, timestamps, hashes), or a database shared by a Node and an
// edge process would be migrated twice or not at all (decision 041).
describe('bundled migrations', () => {
  it('are exactly what drizzle reads from drizzle/ on Node', async () => {
    const fromFolder = readMigrationFiles({ migrationsFolder: 'drizzle' })
    const bundled = await bundledMigrations()
    expect(bundled.length).toBeGreaterThan(10)
    expect(bundled).toEqual(fromFolder)
  })
})
