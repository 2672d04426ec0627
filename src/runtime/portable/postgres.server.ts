import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { Database } from '~/db/connect.types'
import { pgPoolConfig } from '~/db/pg-pool-config'
import * as schema from '~/db/schema'
import type { Db } from '~/db/types'
import { bundledMigrations } from './migrations'

// PostgreSQL for the edge runtimes (decision 041): node-postgres, the driver Node uses, which
// runs on Deno's Node layer and on Workers over the TCP socket API (nodejs_compat). Migrations
// come from the bundle and run once under the same advisory lock as on Node (db/connect.server.ts).

const STARTUP_LOCK = 7_241_862

type Dialect = { migrate: (m: unknown, session: unknown, config: object) => Promise<void> }
type Internals = { dialect: Dialect; session: unknown }

/**
 * A pool, its Drizzle database and `close` (the Workers adapter opens one per request). Closed by
 * us, the pool's idle sockets report "This socket has been closed" on Workers: that is the
 * close itself, not a lost connection worth a warning (issue 41: one per request in the log).
 */
export function openPool(url: string, poolSize = 5) {
  const pool = new pg.Pool(pgPoolConfig(url, poolSize))
  let closing = false
  pool.on('error', (error) => {
    if (!closing) console.warn('PostgreSQL idle connection lost:', error.message)
  })
  const close = () => {
    closing = true
    return pool.end()
  }
  return { pool, db: drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db, close }
}

export async function connectPostgres(
  url: string,
  prepare: (db: Db) => Promise<void>,
  poolSize = 5,
): Promise<Database> {
  const { pool, db, close } = openPool(url, poolSize)
  try {
    const lock = await pool.connect()
    try {
      await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK])
      // drizzle's migrate() reads a folder; its dialect applies a list, which is what we have.
      const { dialect, session } = db as unknown as Internals
      await dialect.migrate(await bundledMigrations(), session, {})
      await prepare(db)
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {})
      lock.release()
    }
  } catch (error) {
    await close()
    throw error
  }
  return { db, kind: 'postgres', close }
}
