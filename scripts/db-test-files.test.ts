import { describe, expect, it } from 'vitest'
import { databaseTestFiles } from './db-test-files.ts'

// The PostgreSQL pass runs only these files (issue 40): one left out would lose its PostgreSQL
// check silently, so the walk is pinned on files of each kind.
describe('databaseTestFiles', () => {
  const files = databaseTestFiles()

  it('finds the files that open a test database, directly or through a helper', () => {
    expect(files).toContain('src/test/db.test.ts') // createTestDatabase itself
    expect(files).toContain('src/domains/orders/orders-concurrency.api.test.ts') // the coupon race: PostgreSQL only
    expect(files).toContain('src/server/api/api.contract.test.ts') // through ~/test/contract-api
    expect(files).toContain('src/domains/admin/dashboard/dashboard.api.test.ts') // through ~/test/seeded-api
    expect(files).toContain('src/db/pg-pool-config.test.ts') // reads the server's URL itself
  })

  it('leaves out the files that never open one, or only ever an embedded one', () => {
    expect(files).not.toContain('src/lib/safe-redirect.test.ts')
    expect(files).not.toContain('src/domains/shipping/shipping.test.ts')
    expect(files).not.toContain('src/db/seed/seed.test.ts') // connect({ kind: 'pglite' }) on every pass
    expect(files).not.toContain('scripts/db-test-files.test.ts')
  })

  it('lists existing test files once, sorted', () => {
    expect(files.length).toBeGreaterThan(50)
    expect(new Set(files).size).toBe(files.length)
    expect([...files].sort()).toEqual(files)
    expect(files.every((f) => /\.test\.tsx?$/.test(f))).toBe(true)
  })
})
