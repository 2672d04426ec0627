import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Db } from '~/db/types'
import { markKept } from '~/lib/memo/kept-json'
import { hasPerRequest, perRequest, primePerRequest } from '~/lib/http/request-scope.server'

const VERSION_SQL = 'select version::text as v from page_cache_version where id = 1'

type NamedQueryClient = { query: (config: { name: string; text: string }) => Promise<{ rows: Array<{ v: string }> }> }

/** The node-postgres pool behind a handle, or null (PGlite, a transaction). */
function pgPool(db: Db): NamedQueryClient | null {
  const client = (db as unknown as { $client?: Record<string, unknown> }).$client
  return client && typeof client.query === 'function' && typeof client.totalCount === 'number'
    ? (client as unknown as NamedQueryClient)
    : null
}

/** The database's data version: bumped by triggers on every table public pages show (migration 0004). */
export async function queryDataVersion(db: Db): Promise<string> {
  // On PostgreSQL it runs on every cacheable request: a named statement is parsed and planned
  // once per connection instead of every time.
  const pool = pgPool(db)
  const result = pool
    ? await pool.query({ name: 'soglia_data_version', text: VERSION_SQL })
    : ((await db.execute(sql.raw(VERSION_SQL))) as unknown as { rows: Array<{ v: string }> })
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

/** Channel of the NOTIFY sent by the version trigger (migration 0004), payload the new version. */
export const DATA_VERSION_CHANNEL = 'soglia_data_version'

type Listenable = { listen: (channel: string, callback: (payload: string) => void) => Promise<unknown> }

/** The PGlite client behind a handle, or null (node-postgres pool, transaction). */
function pgliteClient(db: Db): Listenable | null {
  const client = (db as unknown as { $client?: Record<string, unknown> }).$client
  return client && typeof client.listen === 'function' && typeof client.dumpDataDir === 'function'
    ? (client as unknown as Listenable)
    : null
}

/** How this process learns the data version of one database handle. */
type Reader = {
  read: () => Promise<string>
  /** The version without waiting, when it is followed in memory; null when it must be read. */
  known: () => string | null
}

/**
 * PGlite has one connection, in this process (its data folder is locked), so every write
 * goes through it and its NOTIFY reaches the listener before the writing query resolves:
 * the version can be followed in memory instead of read per request (a query on PGlite
 * costs the event loop ~1 ms of WebAssembly). Falls back to reads if LISTEN fails.
 */
function followNotifications(db: Db, client: Listenable): Reader {
  let current: bigint | null = null
  let text: string | null = null // String(current), made once per change: read on every cache hit
  let following = false
  const raise = (v: bigint) => {
    if (current === null || v > current) {
      current = v
      text = String(v)
    }
  }
  const ready = (async () => {
    await client.listen(DATA_VERSION_CHANNEL, (payload) => raise(BigInt(payload)))
    raise(BigInt(await queryDataVersion(db))) // after LISTEN, so no change falls between
    following = true
  })()
  const fallback = batchedReader(() => queryDataVersion(db))
  return { read: () => ready.then(() => text!, fallback), known: () => (following ? text : null) }
}

/**
 * What the version readers and memos are kept per: the connection pool behind a handle (one per
 * process on Node and Deno). On Workers each request has its own pool behind one handle
 * (decision 041), and a request may not wait on a query running on another request's socket:
 * workerd cancels it as hung, or refuses the I/O (seen under load, decision 045).
 */
export const ownerOf = (db: Db): object => (db as unknown as { $client?: object }).$client ?? db

const readers = new WeakMap<object, Reader>()

function readerOf(db: Db): Reader {
  let reader = readers.get(ownerOf(db))
  if (!reader) {
    const client = pgliteClient(db)
    reader = client
      ? followNotifications(db, client)
      : { read: batchedReader(() => queryDataVersion(db)), known: () => null }
    readers.set(ownerOf(db), reader)
  }
  return reader
}

/**
 * The data version of this database handle: followed by notifications on PGlite, else read
 * with one batched query per request wave (PostgreSQL, where other processes write too).
 */
export function dataVersion(db: Db): Promise<string> {
  // One read per incoming page request (its shell, loaders and API calls share it, issue 15).
  return perRequest(db, () => readerOf(db).read())
}

/**
 * Whether this request still has to read the data version of `db` with its own query: inside a
 * request scope that has not read it yet, on a database whose version is not followed in memory
 * (PostgreSQL), outside a transaction. Then a statement the request makes anyway may carry
 * `DATA_VERSION_COLUMN` and hand the value to `primeDataVersion`: one round trip, not two
 * (decision 048, the session check of a bearer token).
 */
export function dataVersionWanted(db: Db): boolean {
  if (!(db as unknown as { $client?: unknown }).$client) return false
  return !hasPerRequest(db) && knownDataVersion(db) === null
}

/** The data version as a column of another statement (see `dataVersionWanted`). */
export const DATA_VERSION_COLUMN = sql<string | null>`(select version::text from page_cache_version where id = 1)`

/**
 * A data version read by another statement of this request becomes the request's read. It was
 * read after the request arrived, as `dataVersion` reads it (decision 011's promise holds).
 */
export function primeDataVersion(db: Db, version: string | null): void {
  if (version !== null) primePerRequest(db, version)
}

/**
 * The data version without a query or a wait, when this process follows it (PGlite, once
 * listening); null when it has to be read with `dataVersion` (PostgreSQL: other processes
 * write too, so every request reads it). Lets a page-cache hit answer synchronously.
 */
export function knownDataVersion(db: Db): string | null {
  return readerOf(db).known()
}

/**
 * A per-process memo of a read that only depends on public data (settings, menu pages,
 * category counts, search matches): computed once per data version and key, so every app
 * process sees a change on its next request, at the cost of one cheap version read. Callers
 * must not mutate what it returns. When the version cannot be read, the read runs unmemoized.
 * `maxEntries` bounds the memo (least recently used first out) where visitors choose the keys.
 */
export function versionedMemo<A extends unknown[], T>(
  read: (db: Db, ...args: A) => Promise<T>,
  keyOf: (...args: A) => string,
  options: { maxEntries?: number } = {},
) {
  type Values = {
    get(key: string): Promise<T> | undefined
    set(key: string, value: Promise<T>): unknown
    delete(key: string): unknown
  }
  const memos = new WeakMap<object, { version: string; values: Values }>()
  const fresh = (): Values =>
    options.maxEntries ? new LRUCache<string, Promise<T>>({ max: options.maxEntries }) : new Map()
  return async (db: Db, ...args: A): Promise<T> => {
    // Inside a transaction (a handle without its own client) the caller wants that
    // transaction's view, e.g. an order priced under its locks: no memo, no version read.
    if (!(db as unknown as { $client?: unknown }).$client) return read(db, ...args)
    let version: string
    try {
      version = await dataVersion(db)
    } catch {
      return read(db, ...args)
    }
    let memo = memos.get(ownerOf(db))
    if (!memo || memo.version !== version) {
      memo = { version, values: fresh() }
      memos.set(ownerOf(db), memo)
    }
    const key = keyOf(...args)
    let value = memo.values.get(key)
    if (!value) {
      const values = memo.values
      // Settled once: a lazy thenable (a drizzle builder) would run its query again per `then`.
      value = Promise.resolve(read(db, ...args))
      // Its JSON can be kept too (an API answer of it is written once, decision 056).
      value.then(markKept, () => undefined)
      values.set(key, value)
      value.catch(() => values.delete(key))
    }
    return value
  }
}
