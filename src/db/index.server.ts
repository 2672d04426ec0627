import { runtime } from '#runtime'
import { env } from '~/config/env.server'
import { log } from '~/lib/log.server'
import { markOpen } from '~/server/lifecycle/lifecycle.server'
import type { Database } from './connect.types'
import { isDatabaseEmpty, seedDatabase } from './seed'
import { backfillSeedTranslations } from './seed/backfill-translations'
import type { Db } from './types'

// The server bundle may hold two copies of this module (nitro's start-up plugin and the SSR
// app): the handle lives on globalThis so the process opens its database exactly once.
const key = Symbol.for('soglia.database')
const registry = globalThis as typeof globalThis & { [key]?: Promise<Database> }

/** The process's database: opened, migrated and (when empty) seeded on first use. */
export function database(): Promise<Database> {
  registry[key] ??= open()
  return registry[key]
}

export const getDb = async (): Promise<Db> => (await database()).db

/** Closes the process's database, when it was opened (the shutdown's last step). */
export async function closeDatabase(): Promise<void> {
  const opening = registry[key]
  if (!opening) return
  const db = await opening.catch(() => null)
  await db?.close()
}

async function open(): Promise<Database> {
  const config = env()
  const started = Date.now()
  const seedIfEmpty = async (db: Db) => {
    // A shop seeded before the es/fr/de/pt content: its missing seed translations, once.
    if (!(await isDatabaseEmpty(db))) return void (await backfillSeedTranslations(db, (msg) => log().info(msg)))
    log().info('empty database: seeding the demo shop')
    await seedDatabase(db, (msg) => log().debug(msg))
  }
  const db = await runtime.openDatabase(config, seedIfEmpty)
  log().info({ kind: db.kind, runtime: runtime.name, ms: Date.now() - started }, 'database ready')
  markOpen()
  return db
}
