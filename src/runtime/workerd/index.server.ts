import type { Runtime } from '../runtime'
import { hashArgon2id, verifyArgon2id } from '../portable/argon2id'
import { serveOriginalImage } from '../portable/original-images'
import { connectPostgres, openPool } from '../portable/postgres.server'
import { afterAnswer, requestBoundDb, scopedDb } from './request-scope'

// Cloudflare Workers (`npm run build:workerd`, nitro's cloudflare-module preset, run locally by
// wrangler/workerd): PostgreSQL through node-postgres over the Workers TCP socket API
// (nodejs_compat), on connections opened per request, argon2id in portable JavaScript, original
// images, the job queue drained within the request's waitUntil (decision 041); the page cache in
// `caches.default` and Swagger UI's files bundled (decision 045). Cloudflare compresses answers itself.

/** This build's id (src/runtime/build.ts): the shared page cache keeps each build's pages apart. */
declare const __SOGLIA_BUILD_ID__: string
/** Workers' own cache (not in the standard CacheStorage type). */
const workersCache = () => (globalThis.caches as CacheStorage & { default: Cache }).default

// Swagger UI's files as text in the bundle (a Worker has no files to read), loaded on first use.
const docsAssets = {
  'swagger-ui.css': () => import('swagger-ui-dist/swagger-ui.css?raw'),
  'swagger-ui-bundle.js': () => import('swagger-ui-dist/swagger-ui-bundle.js?raw'),
}

export const runtime: Runtime = {
  name: 'workerd',
  passwords: { hash: hashArgon2id, verify: verifyArgon2id },
  async openDatabase(config, prepare) {
    const url = config.DATABASE_URL
    if (!url)
      throw new Error('DATABASE_URL is required on Workers: the embedded PGlite database is for the Node server')
    // Migrate and seed once per isolate (under the lock), on a pool that closes at once; then
    // every request works on connections of its own (request-scope.ts).
    await (await connectPostgres(url, prepare, 2)).close() // the lock holds one connection
    return { db: requestBoundDb(() => scopedDb(() => openPool(url, 3))), kind: 'postgres', close: async () => {} }
  },
  pageCache: 'shared',
  sharedCache: { store: workersCache, namespace: __SOGLIA_BUILD_ID__ },
  docsAsset: async (file) => (await docsAssets[file]()).default,
  serveImage: serveOriginalImage,
  inspectImage: null,
  compress: (_request, response) => response,
  wakeJobs: (drain) => afterAnswer(drain()),
  // An isolate is stopped without a signal; its connections close with it.
}
