// The rendered-page cache for anonymous visitors (decision 011): whole HTML responses, kept
// per process in an LRU bounded by bytes, valid while the database's data version is the one
// they were rendered under and for at most `maxAgeMs` (time-dependent content).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { pickEncoding, type Encoding } from '../http/compression.server'
import { pagePolicy, type CachePolicy } from './cache-policy'
import { keptHeaders } from './kept-headers.server'
import { noteIfUnreachable, recentlyUnreachable } from '~/db/reachability'

export type PageCacheOptions = {
  /**
   * The database's current data version (see data-version.server.ts): a string when it is
   * known without waiting (PGlite follows it in memory), so that a hit answers synchronously.
   */
  readVersion: () => string | Promise<string>
  /** Memory budget for the bodies and keys, in bytes. */
  maxBytes: number
  /** Longest life of an entry, for content that changes with time alone (promotions, Omnibus). */
  maxAgeMs: number
  /** Larger pages are served but not kept. */
  maxEntryBytes?: number
  now?: () => number
  onError?: (error: unknown) => void
  /** Builds a replayed response (the server passes srvx's FastResponse: written to the socket without a stream). */
  respond?: (body: Uint8Array<ArrayBuffer>, init: ResponseInit) => Response
}

type Bytes = Uint8Array<ArrayBuffer>
/**
 * `encoded`: the body compressed once per encoding asked for, so a hit costs no compression.
 * `vary`: the Vary header to add (none when the page's own names Accept-Encoding already).
 */
type Entry = {
  status: number
  headers: Array<[string, string]>
  vary: Array<[string, string]>
  body: Bytes
  encoded: Partial<Record<Encoding, Bytes>>
  version: string
  storedAt: number
}

export type PageCache = {
  /**
   * Answers from the cache, or renders with `render` (and keeps the result when `policy` allows:
   * pages by default). `extra`: this request's own headers (request id, cookie), added to a
   * replayed answer, which is then complete (see `isReplay`).
   */
  handle: (
    request: Request,
    render: () => Promise<Response>,
    policy?: CachePolicy,
    extra?: Array<[string, string]>,
    url?: URL,
  ) => Promise<Response>
  /**
   * The replay of a fresh entry for this request, or null (no key, no entry, a stale one, the
   * version unreadable): never renders, never waits for a render. The early hit path (decision
   * 016) asks this before the framework sees the request; null sends it on to `handle`.
   * `url`: the request's URL, when the caller has parsed it already.
   */
  lookup: (
    request: Request,
    policy?: CachePolicy,
    extra?: Array<[string, string]>,
    url?: URL,
  ) => Response | null | Promise<Response | null>
  stats: () => { entries: number; bytes: number; hits: number; misses: number }
  clear: () => void
}

export { keptHeaders }

const nativeResponse = (body: Uint8Array<ArrayBuffer>, init: ResponseInit) => new Response(body, init)

// A mark on the response rather than a WeakSet: adding to a WeakSet on every hit showed up
// in profiles (ephemeron bookkeeping in every scavenge).
const REPLAY = Symbol('page-cache replay')
const KEPT = Symbol('page-cache entry')
/** What a replay was made from: the kept answer's plain bytes, headers and status. */
export type Kept = Pick<Entry, 'status' | 'headers' | 'body'>
type Marked = Response & { [REPLAY]?: true; [KEPT]?: Kept }
/**
 * True for an answer the cache built: headers final, body already in the encoding asked for.
 * The server sends it as it is: touching `headers` of srvx's FastResponse would build a
 * Headers object, a fifth of what a hit costs.
 */
export const isReplay = (response: Response) => (response as Marked)[REPLAY] === true

/** The kept answer a replay of this process's cache was made from (decision 050: personalised from its bytes). */
export const keptAnswer = (response: Response): Kept | undefined => (response as Marked)[KEPT]

/** Marks an answer built by a cache as complete (the edge's shared cache, shared-cache.server.ts). */
export function markReplay(response: Response): Response {
  ;(response as Marked)[REPLAY] = true
  return response
}

// Paid once per entry and encoding, so a little slower and smaller than on-the-fly compression.
const compress = (body: Bytes, encoding: Encoding): Bytes => {
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 8, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        })
      : gzipSync(body, { level: 7 })
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength) as Bytes
}
const X_CACHE: Record<'HIT' | 'MISS' | 'STALE', [string, string]> = {
  HIT: ['x-cache', 'HIT'],
  MISS: ['x-cache', 'MISS'],
  STALE: ['x-cache', 'STALE'],
}
const VARY: Array<[string, string]> = [['vary', 'Accept-Encoding']]

/** `pickEncoding` per Accept-Encoding value: browsers send a handful of them, parsed once each. */
const encodings = new Map<string, Encoding | null>()
function encodingFor(acceptEncoding: string | null): Encoding | null {
  if (acceptEncoding === null) return null
  let encoding = encodings.get(acceptEncoding)
  if (encoding === undefined) {
    encoding = pickEncoding(acceptEncoding)
    if (encodings.size >= 64) encodings.clear() // visitors choose the values: bounded
    encodings.set(acceptEncoding, encoding)
  }
  return encoding
}

const sizeOf = (entry: Entry, key: string) =>
  entry.body.byteLength +
  (entry.encoded.br?.byteLength ?? 0) +
  (entry.encoded.gzip?.byteLength ?? 0) +
  key.length * 2 +
  256

export function createPageCache(options: PageCacheOptions): PageCache {
  const respond = options.respond ?? nativeResponse
  const replay = (
    request: Request,
    key: string,
    entry: Entry,
    status: 'HIT' | 'MISS' | 'STALE',
    extra: Array<[string, string]>,
  ): Response => {
    // Runs on every hit: one array, no per-request parsing of what the entry already knows.
    const headers = entry.headers.slice()
    headers.push(X_CACHE[status], ...extra, ...entry.vary)
    const encoding = encodingFor(request.headers.get('accept-encoding'))
    let body = entry.body
    if (encoding) {
      const stored = entry.encoded[encoding]
      body = stored ?? (entry.encoded[encoding] = compress(entry.body, encoding))
      if (!stored && entries.peek(key) === entry) entries.set(key, entry) // counts the new bytes against the budget
      headers.push(['content-encoding', encoding])
    }
    const response = respond(body, { status: entry.status, headers }) as Marked
    response[REPLAY] = true
    response[KEPT] = entry
    return response
  }
  const now = options.now ?? Date.now
  const maxEntryBytes = options.maxEntryBytes ?? Math.max(1, Math.floor(options.maxBytes / 8))
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: sizeOf,
  })
  /** Renders under way, so a burst of visitors to a cold page renders it once. */
  const rendering = new Map<string, Promise<Entry | null>>()
  let lastVersion: string | null = null
  let hits = 0
  let misses = 0

  async function renderAndStore(
    request: Request,
    key: string,
    version: string,
    render: () => Promise<Response>,
    policy: CachePolicy,
    extra: Array<[string, string]>,
  ): Promise<{ response: Response; entry: Entry | null }> {
    const response = await render()
    if (!policy.storable(response)) return { response, entry: null }
    const body = new Uint8Array(await response.arrayBuffer())
    const headers = await keptHeaders(response, body)
    const varied = headers.some(([name, value]) => name.toLowerCase() === 'vary' && /accept-encoding/i.test(value))
    const entry: Entry = {
      status: response.status,
      headers,
      vary: varied ? [] : VARY,
      body,
      encoded: {},
      version,
      storedAt: now(),
    }
    if (body.byteLength <= maxEntryBytes && lastVersion === version) entries.set(key, entry)
    return { response: replay(request, key, entry, 'MISS', extra), entry }
  }

  /** The data version for a request that just arrived; every entry goes when it moved. */
  function currentVersion(): string | Promise<string> {
    const read = options.readVersion()
    return typeof read === 'string' ? seen(read) : read.then(seen)
  }
  function seen(version: string): string {
    if (version !== lastVersion) {
      // Every entry was rendered under an older version: free the memory at once.
      if (lastVersion !== null) entries.clear()
      lastVersion = version
    }
    return version
  }

  /** The entry for `key` if it was rendered under `version` and is young enough. */
  function fresh(key: string, version: string): Entry | undefined {
    const cached = entries.get(key)
    if (cached && cached.version === version && now() - cached.storedAt < options.maxAgeMs) return cached
    if (cached) entries.delete(key)
    return undefined
  }

  /**
   * Versions read by `lookup` for requests it could not answer: `handle` reuses them for the
   * same request instead of reading again (the read was made after the request arrived).
   */
  const looked = new WeakMap<Request, string>()

  /**
   * While the database cannot be reached (issue 41), the page as it was last rendered, whatever
   * its age or version: better than an error. One request in a few seconds still tries the
   * database (the flag ages out), so the shop notices when it is back.
   */
  function staleWhileDown(request: Request, key: string, extra: Array<[string, string]>): Response | null {
    const kept = recentlyUnreachable() ? entries.get(key) : undefined
    return kept ? replay(request, key, kept, 'STALE', extra) : null
  }

  // Synchronous when the version is known without waiting: a hit then costs no promise at all.
  function lookup(
    request: Request,
    policy: CachePolicy = pagePolicy,
    extra: Array<[string, string]> = [],
    url?: URL,
  ): Response | null | Promise<Response | null> {
    const key = policy.key(request, now(), url)
    if (key === null) return null
    const stale = staleWhileDown(request, key, extra)
    if (stale) return stale
    let version: string | Promise<string>
    try {
      version = currentVersion()
    } catch {
      return null // `handle` reads again, reports the error and renders uncached
    }
    if (typeof version === 'string') return hit(request, key, version, extra)
    return version.then(
      (v) => hit(request, key, v, extra),
      () => null,
    )
  }

  function hit(request: Request, key: string, version: string, extra: Array<[string, string]>): Response | null {
    const cached = fresh(key, version)
    if (!cached) {
      looked.set(request, version)
      return null
    }
    hits++
    return replay(request, key, cached, 'HIT', extra)
  }

  async function handle(
    request: Request,
    render: () => Promise<Response>,
    policy: CachePolicy = pagePolicy,
    extra: Array<[string, string]> = [],
    url?: URL,
  ): Promise<Response> {
    const key = policy.key(request, now(), url)
    if (key === null) return render()
    const stale = staleWhileDown(request, key, extra)
    if (stale) return stale
    let version: string
    try {
      const before = looked.get(request)
      looked.delete(request)
      version = before !== undefined && before === lastVersion ? before : await currentVersion()
    } catch (error) {
      // The database unreachable: the page as it was; else (or never rendered) the render tries.
      if (noteIfUnreachable(error)) {
        const kept = staleWhileDown(request, key, extra)
        if (kept) return kept
      }
      options.onError?.(error)
      return render() // no version, no cache: the page is still served
    }
    const cached = fresh(key, version)
    if (cached) {
      hits++
      return replay(request, key, cached, 'HIT', extra)
    }

    const flightKey = `${version}\n${key}`
    const inFlight = rendering.get(flightKey)
    if (inFlight) {
      const entry = await inFlight.catch(() => null)
      if (entry) {
        hits++
        return replay(request, key, entry, 'HIT', extra)
      }
      misses++
      return render() // the first render was not storable: this request renders its own
    }
    misses++
    let settle: (entry: Entry | null) => void = () => {}
    rendering.set(flightKey, new Promise<Entry | null>((resolve) => (settle = resolve)))
    try {
      const { response, entry } = await renderAndStore(request, key, version, render, policy, extra)
      settle(entry)
      return response
    } catch (error) {
      settle(null)
      throw error
    } finally {
      rendering.delete(flightKey)
    }
  }

  return {
    handle,
    lookup,
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize, hits, misses }),
    clear: () => entries.clear(),
  }
}
