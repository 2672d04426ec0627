// The rendered-page cache for anonymous visitors (decision 011): whole HTML responses, kept
// per process in an LRU bounded by bytes, valid while the database's data version is the one
// they were rendered under and for at most `maxAgeMs` (time-dependent content).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { pickEncoding, type Encoding } from '../http/compression.server'
import { pagePolicy, type CachePolicy } from './cache-policy'

export type PageCacheOptions = {
  /** The database's current data version (see data-version.server.ts). */
  readVersion: () => Promise<string>
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
/** `encoded`: the body compressed once per encoding asked for, so a hit costs no compression. */
type Entry = { status: number; headers: Array<[string, string]>; body: Bytes; encoded: Partial<Record<Encoding, Bytes>>; version: string; storedAt: number }

export type PageCache = {
  /**
   * Answers from the cache, or renders with `render` (and keeps the result when `policy` allows:
   * pages by default). `extra`: this request's own headers (request id, cookie), added to a
   * replayed answer, which is then complete (see `isReplay`).
   */
  handle: (request: Request, render: () => Promise<Response>, policy?: CachePolicy, extra?: Array<[string, string]>) => Promise<Response>
  stats: () => { entries: number; bytes: number; hits: number; misses: number }
  clear: () => void
}

/** Headers that belong to one response only. */
const UNSHARED_HEADERS = new Set(['x-request-id', 'date', 'set-cookie', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'])

const nativeResponse = (body: Uint8Array<ArrayBuffer>, init: ResponseInit) => new Response(body, init)

const replays = new WeakSet<Response>()
/**
 * True for an answer the cache built: headers final, body already in the encoding asked for.
 * The server sends it as it is: touching `headers` of srvx's FastResponse would build a
 * Headers object, a fifth of what a hit costs.
 */
export const isReplay = (response: Response) => replays.has(response)

// Paid once per entry and encoding, so a little slower and smaller than on-the-fly compression.
const compress = (body: Bytes, encoding: Encoding): Bytes => {
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 8, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : gzipSync(body, { level: 7 })
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength) as Bytes
}
const sizeOf = (entry: Entry, key: string) =>
  entry.body.byteLength + (entry.encoded.br?.byteLength ?? 0) + (entry.encoded.gzip?.byteLength ?? 0) + key.length * 2 + 256

export function createPageCache(options: PageCacheOptions): PageCache {
  const respond = options.respond ?? nativeResponse
  const replay = (request: Request, key: string, entry: Entry, status: 'HIT' | 'MISS', extra: Array<[string, string]>): Response => {
    const headers: Array<[string, string]> = [...entry.headers, ['x-cache', status], ...extra]
    if (!entry.headers.some(([name, value]) => name.toLowerCase() === 'vary' && /accept-encoding/i.test(value))) headers.push(['vary', 'Accept-Encoding'])
    const encoding = pickEncoding(request.headers.get('accept-encoding'))
    let body = entry.body
    if (encoding) {
      const stored = entry.encoded[encoding]
      body = stored ?? (entry.encoded[encoding] = compress(entry.body, encoding))
      if (!stored && entries.peek(key) === entry) entries.set(key, entry) // counts the new bytes against the budget
      headers.push(['content-encoding', encoding])
    }
    const response = respond(body, { status: entry.status, headers })
    replays.add(response)
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
    const headers = [...response.headers].filter(([name]) => !UNSHARED_HEADERS.has(name.toLowerCase()))
    const entry: Entry = { status: response.status, headers, body, encoded: {}, version, storedAt: now() }
    if (body.byteLength <= maxEntryBytes && lastVersion === version) entries.set(key, entry)
    return { response: replay(request, key, entry, 'MISS', extra), entry }
  }

  async function handle(request: Request, render: () => Promise<Response>, policy: CachePolicy = pagePolicy, extra: Array<[string, string]> = []): Promise<Response> {
    const key = policy.key(request, now())
    if (key === null) return render()
    let version: string
    try {
      version = await options.readVersion()
    } catch (error) {
      options.onError?.(error)
      return render() // no version, no cache: the page is still served
    }
    if (version !== lastVersion) {
      // Every entry was rendered under an older version: free the memory at once.
      if (lastVersion !== null) entries.clear()
      lastVersion = version
    }
    const cached = entries.get(key)
    if (cached && cached.version === version && now() - cached.storedAt < options.maxAgeMs) {
      hits++
      return replay(request, key, cached, 'HIT', extra)
    }
    if (cached) entries.delete(key)

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
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize, hits, misses }),
    clear: () => entries.clear(),
  }
}
