import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Db, Tx } from './types'

type Read = () => unknown
type Results<T extends readonly Read[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }

/**
 * Independent reads, together where that helps: on the pool each read takes a connection of its
 * own; on a transaction, which is one connection, they run one after another. A connection runs
 * one query at a time: pg 8 queues a second one with a deprecation warning and pg 9 refuses it
 * (decision 066). Reads are functions so that none starts before its turn (a Drizzle query starts
 * when awaited, but a `.then()` on it starts it at once).
 */
export async function readAll<const T extends readonly Read[]>(db: Db | Tx, reads: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>
  const results: unknown[] = []
  for (const read of reads) results.push(await read())
  return results as Results<T>
}
