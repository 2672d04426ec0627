import { sql } from 'drizzle-orm'
import type { Db } from '~/db/types'

/** The database's data version: bumped by triggers on every table public pages show (migration 0004). */
export async function queryDataVersion(db: Db): Promise<string> {
  const result = (await db.execute(sql`select version::text as v from page_cache_version where id = 1`)) as unknown as {
    rows: Array<{ v: string }>
  }
  const v = result.rows[0]?.v
  if (v === undefined) throw new Error('page_cache_version has no row: is migration 0004 applied?')
  return v
}

/**
 * One query for many concurrent requests, without ever answering a request with a read that
 * began before it arrived: while a read is running, newcomers wait for the next one, which
 * starts when the running one ends. So a change committed before a request arrives is always
 * seen by that request, and 50 concurrent visitors cost about two reads, not 50.
 */
export function batchedReader<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null
  let next: Promise<T> | null = null
  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (running === current) running = null
    })
    running = current
    return current
  }
  return () => {
    if (!running) return start()
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null
        return running ?? start()
      })
    return next
  }
}
