import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { runtime } from '#runtime'
import { env } from '~/config/env.server'
import { media } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import { implement } from '~/domains/shared/api-route'
import { deleteImage, getImageUsage, uploadImage } from './media.contract'
import { deleteMedia, maxUploadBytes, mediaUsage, storeUpload, uploadsElsewhere } from './library.server'
import { boundCache, folderStorage } from './storage.server'

/** The resize cache's ceiling; beyond it the oldest copies go (they are rebuilt on demand). */
export const IMAGE_CACHE_MAX_BYTES = 2 * 1024 ** 3

// The media library (spec §7, decision 024): files under DATA_DIR/media, resized copies under
// DATA_DIR/image-cache (the image server's cache).
const dirs = () => ({ storage: folderStorage(env().DATA_DIR), cacheDir: join(env().DATA_DIR, 'image-cache') })

const out = (row: typeof media.$inferSelect, usedBy: Array<{ kind: string; id: number | string }>) => ({
  id: row.id,
  path: row.path,
  mime: row.mime,
  width: row.width,
  height: row.height,
  size_bytes: row.sizeBytes,
  alt: row.alt,
  original_name: row.originalName,
  used_by: usedBy,
})

/** A name as a person gave it, without any folder a browser or a script put before it. */
const fileNameOnly = (name: string | undefined) => name?.split(/[\\/]/).pop()?.trim() || null

/** The request body, refused as soon as it passes `limit` (the declared length is not trusted). */
export async function readCapped(request: Request, limit: number): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length') ?? '0') > limit)
    throw new HttpError('payload_too_large', { file: [`≤ ${limit} bytes`] })
  const reader = request.body?.getReader()
  if (!reader) throw new HttpError('validation_failed', { file: ['required'] })
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new HttpError('payload_too_large', { file: [`≤ ${limit} bytes`] })
    }
    chunks.push(value)
  }
  if (size === 0) throw new HttpError('validation_failed', { file: ['required'] })
  const bytes = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    bytes.set(c, at)
    at += c.byteLength
  }
  return bytes
}

export const mediaRoutes = [
  implement(uploadImage, async ({ query }, { db, request }) => {
    // Refused before the body is read where nothing could keep it.
    if (!runtime.inspectImage) throw uploadsElsewhere()
    const bytes = await readCapped(request, await maxUploadBytes(db))
    const { storage, cacheDir } = dirs()
    const { row, created } = await storeUpload(db, storage, bytes, query.alt || null, fileNameOnly(query.name))
    // Each new original will add resized copies: keep the cache bounded, off the request's path.
    if (created) void boundCache(cacheDir, IMAGE_CACHE_MAX_BYTES).catch(() => {})
    return { data: { ...out(row, created ? [] : await mediaUsage(db, row.path)), created } }
  }),
  implement(getImageUsage, async ({ params }, { db }) => {
    const [row] = await db.select().from(media).where(eq(media.id, params.id))
    if (!row) throw new HttpError('not_found')
    return { data: out(row, await mediaUsage(db, row.path)) }
  }),
  implement(deleteImage, async ({ params, query }, { db }) => {
    const { storage, cacheDir } = dirs()
    await deleteMedia(db, storage, cacheDir, params.id, query.force === 'true')
    return undefined
  }),
]
