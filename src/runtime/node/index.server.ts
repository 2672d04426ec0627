import { join } from 'node:path'
import { hash, verify } from '@node-rs/argon2'
import sharp from 'sharp'
import { env } from '~/config/env.server'
import { connect } from '~/db/connect.server'
import { compressResponse } from '~/server/http/compression.server'
import { defaultPublicDir, serveResizedImage } from '~/server/http/image-resize.server'
import type { Runtime } from '../runtime'
import { readDocsAsset } from '../portable/docs-assets.server'

// The Node server (`npm start`): native argon2, PGlite or PostgreSQL, sharp, the in-process page
// cache and job worker — everything the shop did before decision 041, unchanged.
export const runtime: Runtime = {
  name: 'node',
  passwords: {
    // argon2id with the library's defaults (m=19 MiB, t=2, p=1: the OWASP minimum).
    hash: (password) => hash(password, { algorithm: 2 }),
    verify: (hashed, password) => verify(hashed, password),
  },
  openDatabase: (config, prepare) =>
    config.DATABASE_URL
      ? connect({ kind: 'postgres', url: config.DATABASE_URL }, prepare)
      : connect({ kind: 'pglite', dir: join(config.DATA_DIR, 'pglite') }, prepare),
  pageCache: 'process',
  docsAsset: readDocsAsset,
  serveImage: (request) =>
    serveResizedImage(request, {
      publicDir: defaultPublicDir(),
      cacheDir: join(env().DATA_DIR, 'image-cache'),
      uploadsDir: join(env().DATA_DIR, 'media'),
    }),
  async inspectImage(bytes, maxPixels) {
    const image = sharp(bytes, { limitInputPixels: maxPixels })
    const meta = await image.metadata()
    // Decoding the whole image proves it is readable (a truncated or crafted file fails here).
    await image.stats()
    return { format: meta.format ?? '', width: meta.width ?? 0, height: meta.height ?? 0 }
  },
  compress: (request, response) => compressResponse(request, response),
  wakeJobs: (_drain, startLoop) => startLoop(),
}
