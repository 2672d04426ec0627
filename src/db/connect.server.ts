import { mkdirSync } from 'node:fs'
import { pgliteExtensions } from './pglite-extensions.server'
import { dirname, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'
import { lockDataDir } from './lock.server'
import { pgPoolConfig } from './pg-pool-config'
import type { Db } from './types'
import type { Database } from './connect.types'

export type { Database }

export type ConnectOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dir` undefined: an in-memory database (tests). */
  | { kind: 'pglite'; dir?: string }

const migrationsFolder = () => resolve(process.env.SOGLIA_MIGRATIONS_DIR ?? 'drizzle')

// Several app processes may start together on one PostgreSQL: one migrates and seeds at a time.
const STARTUP_LOCK = 7_241_862

/**
 * Opens the database and brings its schema up to date; `prepare` (e.g. seeding an empty
 * database) runs right after the migrations, still under the start-up lock.
 */
export async function connect(options: ConnectOptions, prepare?: (db: Db) => Promise<void>): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool(pgPoolConfig(options.url, options.poolSize ?? 10))
    // An idle connection can fail (server restart, admin termination): without a listener that
    // 'error' event would crash the process. The pool replaces the connection on next use.
    pool.on('error', (error) => console.warn('PostgreSQL idle connection lost:', error.message))
    const db = drizzlePg(pool, { schema, casing: 'snake_case' })
    try {
      const lock = await pool.connect()
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK])
        await migratePg(db, { migrationsFolder: migrationsFolder() })
        await prepare?.(db as unknown as Db)
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {})
        lock.release()
      }
    } catch (e) {
      await pool.end()
      throw e
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
  }

  let release = () => {}
  let client: PGlite
  if (options.dir) {
    const dir = resolve(options.dir)
    mkdirSync(dirname(dir), { recursive: true })
    release = lockDataDir(dirname(dir))
    try {
      client = await PGlite.create(dir, { extensions: pgliteExtensions })
    } catch (e) {
      release()
      throw e
    }
  } else {
    client = await PGlite.create({ extensions: pgliteExtensions })
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' })
  try {
    await migratePglite(db, { migrationsFolder: migrationsFolder() })
    await prepare?.(db as unknown as Db)
  } catch (e) {
    await client.close()
    release()
    throw e
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close()
      release()
    },
    // PGlite runs one query at a time: the dump sees one moment of the database (backup.server.ts).
    dump: () => client.dumpDataDir('gzip'),
  }
}
