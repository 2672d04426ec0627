// The page cache of an edge runtime (decision 045): anonymous pages and API reads kept in a
// Web Cache API store (Workers: `caches.default`, the data centre's cache) instead of process
// memory, which a Worker does not keep. Same contract as the process cache (page-cache.server.ts):
// the same keys and policies, `X-Cache: HIT|MISS`, the render's CSP hashes kept with the page.
// The data version is part of every entry's address, so a change made by an administrator
// (anywhere: another isolate, the Node server) is seen on the next request, which reads the
// version; entries of older versions are never asked for again and age out.
import { pagePolicy, type CachePolicy } from './cache-policy'
import { keptHeaders, markReplay, type PageCache } from './page-cache.server'

export type SharedCacheOptions = {
  /** The Cache API store (opened per call: on Workers it exists only inside a request). */
  store: () => Cache | Promise<Cache>
  /** Part of every address: the build (a page's asset URLs are the build's), so a deployment starts afresh. */
  namespace: string
  readVersion: () => string | Promise<string>
  /** Longest life of an entry, for content that changes with time alone (as on Node). */
  maxAgeMs: number
  /** Larger answers are served but not kept (Workers' cache takes up to 512 MB; ours stay small). */
  maxEntryBytes?: number
  now?: () => number
  onError?: (error: unknown) => void
}

/** Our bookkeeping on a stored entry: when it was made, and the answer's own Cache-Control. */
const STORED_AT = 'x-soglia-stored-at'
const OWN_CACHE_CONTROL = 'x-soglia-cache-control'
/**
 * Entries live under this path of the shop's own origin: Cloudflare asks for the Worker's own
 * host in cache keys (another host costs DNS lookups). Only this code ever asks for them.
 */
const PREFIX = '/__page-cache'

export function createSharedCache(options: SharedCacheOptions): PageCache {
  const now = options.now ?? Date.now
  const maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024
  let hits = 0
  let misses = 0
  const address = (origin: string, version: string, key: string) =>
    `${origin}${PREFIX}/${encodeURIComponent(options.namespace)}/${encodeURIComponent(version)}/${encodeURIComponent(key)}`

  const replay = (stored: Response, status: 'HIT' | 'MISS', extra: Array<[string, string]>): Response => {
    const headers = new Headers()
    for (const [name, value] of stored.headers) {
      if (
        name === STORED_AT ||
        name === 'cache-control' ||
        name === 'content-length' ||
        name === 'age' ||
        name === 'cf-cache-status'
      )
        continue
      headers.append(name === OWN_CACHE_CONTROL ? 'cache-control' : name, value)
    }
    headers.set('x-cache', status)
    for (const [name, value] of extra) headers.append(name, value)
    return markReplay(new Response(stored.body, { status: stored.status, headers }))
  }

  async function find(
    request: Request,
    policy: CachePolicy,
    url?: URL,
  ): Promise<{ address: string; stored: Response | undefined } | null> {
    const parsed = url ?? new URL(request.url)
    const key = policy.key(request, now(), parsed)
    if (key === null) return null
    const where = address(parsed.origin, await options.readVersion(), key)
    const stored = await (await options.store()).match(where)
    const at = Number(stored?.headers.get(STORED_AT))
    // The store honours max-age too; this check keeps the rule where it may not (a local store).
    if (stored && !(now() - at < options.maxAgeMs)) return { address: where, stored: undefined }
    return { address: where, stored }
  }

  async function lookup(
    request: Request,
    policy: CachePolicy = pagePolicy,
    extra: Array<[string, string]> = [],
    url?: URL,
  ): Promise<Response | null> {
    if (request.method !== 'GET') return null
    try {
      const found = await find(request, policy, url)
      if (!found?.stored) return null
      hits++
      return replay(found.stored, 'HIT', extra)
    } catch {
      return null // `handle` reads again and reports the error
    }
  }

  async function handle(
    request: Request,
    render: () => Promise<Response>,
    policy: CachePolicy = pagePolicy,
    extra: Array<[string, string]> = [],
    url?: URL,
  ): Promise<Response> {
    if (request.method !== 'GET') return render()
    let found: Awaited<ReturnType<typeof find>>
    try {
      found = await find(request, policy, url)
    } catch (error) {
      options.onError?.(error)
      return render() // no version or no store: the page is still served
    }
    if (!found) return render()
    if (found.stored) {
      hits++
      return replay(found.stored, 'HIT', extra)
    }
    misses++
    const response = await render()
    if (!policy.storable(response)) return response
    const body = new Uint8Array(await response.arrayBuffer())
    // Kept with the policy of its render (decision 026), as on Node.
    const headers = new Headers()
    for (const [name, value] of await keptHeaders(response, body))
      headers.append(name === 'cache-control' ? OWN_CACHE_CONTROL : name, value)
    headers.set(STORED_AT, String(now()))
    headers.set('cache-control', `public, max-age=${Math.max(1, Math.floor(options.maxAgeMs / 1000))}`)
    const entry = new Response(body, { status: response.status, headers })
    if (body.byteLength <= maxEntryBytes && response.status === 200) {
      // Awaited: the next request may be answered by another isolate, which must find it.
      try {
        await (await options.store()).put(found.address, entry.clone())
      } catch (error) {
        options.onError?.(error)
      }
    }
    return replay(entry, 'MISS', extra)
  }

  return {
    handle,
    lookup,
    stats: () => ({ entries: -1, bytes: -1, hits, misses }),
    clear: () => {},
  }
}
