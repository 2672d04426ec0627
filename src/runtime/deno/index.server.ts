import type { Runtime } from '../runtime'
import { hashArgon2id, verifyArgon2id } from '../portable/argon2id'
import { serveOriginalImage } from '../portable/original-images'
import { connectPostgres } from '../portable/postgres.server'
import { readDocsAsset } from '../portable/docs-assets.server'

// Deno (`npm run build:deno`, nitro's deno-server preset): PostgreSQL only, argon2id in portable
// JavaScript, original images, no page cache, and the job queue run after each request that
// queued work (decision 041). Deno.serve compresses answers itself.

export const runtime: Runtime = {
  name: 'deno',
  passwords: { hash: hashArgon2id, verify: verifyArgon2id },
  openDatabase(config, prepare) {
    if (!config.DATABASE_URL)
      throw new Error('DATABASE_URL is required on Deno: the embedded PGlite database is for the Node server')
    return connectPostgres(config.DATABASE_URL, prepare)
  },
  pageCache: 'off',
  docsAsset: readDocsAsset,
  serveImage: serveOriginalImage,
  inspectImage: null,
  compress: (_request, response) => response,
  // The process lives on, but nothing may rely on it: the queued jobs run now, and a job that
  // fails is retried by the next request's drain (its lease runs out).
  wakeJobs: (drain) => void drain().catch((error: unknown) => console.error('job queue drain failed', error)),
}
