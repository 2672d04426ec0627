import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, count, eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { connect } from '~/db/connect.server'
import { orders, settings, users } from '~/db/schema'
import type { Database } from '~/db/connect.types'
import { SEEDED_AT } from '~/test/seeded-at'
import { restoreBackup, writeBackup } from './backup.server'

// Issue 41 point 6: a backup of the embedded shop taken while it runs (writes going on), the
// data folder wiped, the backup restored: the same orders, users, settings and media files.
const dataDir = mkdtempSync(join(tmpdir(), 'soglia-backup-test-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const open = () =>
  connect({ kind: 'pglite', dir: join(dataDir, 'pglite') }, async (db) => {
    const { isDatabaseEmpty, seedDatabase } = await import('~/db/seed')
    if (await isDatabaseEmpty(db)) await seedDatabase(db, () => {}, { now: SEEDED_AT })
  })

async function snapshot(database: Database) {
  const { db } = database
  return {
    orders: await db
      .select({ id: orders.id, number: orders.number, total: orders.total })
      .from(orders)
      .orderBy(asc(orders.id)),
    users: await db.select({ email: users.email, role: users.role }).from(users).orderBy(asc(users.email)),
    siteName: (await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'site_name')))[0]
      ?.value,
  }
}

describe('db:backup and db:restore', () => {
  it('round-trips the database and the media while the shop keeps writing', { timeout: 120_000 }, async () => {
    let database = await open()
    await database.db
      .insert(settings)
      .values({ key: 'site_name', value: 'Soglia Backup' })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'Soglia Backup' } })
    mkdirSync(join(dataDir, 'media', '2026', '12'), { recursive: true })
    const image = randomBytes(4096)
    writeFileSync(join(dataDir, 'media', '2026', '12', 'porta-garda.webp'), image)
    const before = await snapshot(database)
    expect(before.orders.length + before.users.length).toBeGreaterThan(0)

    // The shop goes on writing during the dump; the backup holds one moment, whole.
    let writes = 0
    let writing = true
    const writer = (async () => {
      while (writing) {
        await database.db.execute(sql`update settings set updated_at = now() where key = 'site_name'`)
        writes++
        // Requests arrive through I/O: PGlite answers in microtasks, so a bare loop would starve the dump.
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    const file = join(dataDir, 'backups', 'test.tar.gz')
    const written = await writeBackup(database, dataDir, file)
    writing = false
    await writer
    expect(writes).toBeGreaterThan(0)
    expect(written).toMatchObject({ file, mediaFiles: 1 })
    // Changed after the backup: gone once it is restored.
    await database.db.update(settings).set({ value: 'Changed later' }).where(eq(settings.key, 'site_name'))
    await database.close()

    rmSync(join(dataDir, 'pglite'), { recursive: true, force: true })
    rmSync(join(dataDir, 'media'), { recursive: true, force: true })
    expect(await restoreBackup(file, dataDir)).toEqual({ kept: [], mediaFiles: 1 })

    database = await open()
    expect(await snapshot(database)).toEqual(before)
    expect(readFileSync(join(dataDir, 'media', '2026', '12', 'porta-garda.webp')).equals(image)).toBe(true)
    expect((await database.db.select({ n: count() }).from(orders))[0]!.n).toBe(before.orders.length)
    await database.close()

    // Restoring over a shop keeps what was there beside, never deletes it.
    const again = await restoreBackup(file, dataDir)
    expect(again.kept.map((p) => p.split('/').at(-1))).toEqual([
      expect.stringMatching(/^pglite\.before-restore-/),
      expect.stringMatching(/^media\.before-restore-/),
    ])
    expect(readdirSync(dataDir).filter((f) => f.includes('before-restore'))).toHaveLength(2)
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true)
  })

  it('refuses a file that is not a Soglia backup', async () => {
    const bogus = join(dataDir, 'bogus.tar.gz')
    writeFileSync(bogus, randomBytes(64))
    await expect(restoreBackup(bogus, join(dataDir, 'elsewhere'))).rejects.toThrow()
  })
})
