import { runtime } from '#runtime'
import { FastResponse } from 'srvx'
import { env } from '~/config/env.server'
import { getDb } from '~/db/index.server'
import { log } from '~/lib/log.server'
import { dataVersion, knownDataVersion } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { createPageCache, type PageCache } from './page-cache.server'
import { createSharedCache } from './shared-cache.server'

// One cache per process, on globalThis like the database handle: the server bundle may hold
// two copies of this module.
const key = Symbol.for('soglia.pageCache')
const registry = globalThis as typeof globalThis & { [key]?: PageCache | null }

/** The process's page cache (or the edge's shared one), or null when PAGE_CACHE_MB is 0 or the runtime keeps none (decisions 041, 045). */
export function processPageCache(): PageCache | null {
  if (registry[key] !== undefined) return registry[key]
  const config = env()
  const onError = (error: unknown) =>
    log().warn({ err: error }, 'page cache: data version unreadable, rendering uncached')
  if (config.PAGE_CACHE_MB > 0 && runtime.pageCache === 'shared' && runtime.sharedCache) {
    // The edge's Cache API store (decision 045): the version is read on every request.
    registry[key] = createSharedCache({
      ...runtime.sharedCache,
      readVersion: versionReader(getDb),
      maxAgeMs: config.PAGE_CACHE_MAX_AGE_S * 1000,
      onError,
    })
    return registry[key]
  }
  registry[key] =
    config.PAGE_CACHE_MB > 0 && runtime.pageCache === 'process'
      ? createPageCache({
          readVersion: versionReader(getDb),
          maxBytes: Math.floor(config.PAGE_CACHE_MB * 1024 * 1024),
          maxAgeMs: config.PAGE_CACHE_MAX_AGE_S * 1000,
          // srvx writes a FastResponse's bytes straight to the socket (no ReadableStream).
          respond: (body, init) => new FastResponse(body, init) as unknown as Response,
          onError,
        })
      : null
  return registry[key]
}

/**
 * The page cache's `readVersion` for the process's database: the version without waiting
 * once it is followed in memory (PGlite), so that a hit answers synchronously; else a read.
 */
export function versionReader(database: () => Promise<Db>): () => string | Promise<string> {
  let opened: Db | undefined
  return () => {
    const known = opened && knownDataVersion(opened)
    if (known) return known
    return database().then((db) => dataVersion((opened = db)))
  }
}
