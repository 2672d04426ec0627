import { createHash, randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { and, eq, inArray, isNull, lt } from 'drizzle-orm'
import { runtime } from '#runtime'
import { env } from '~/config/env.server'
import { quotePhotos } from '~/db/schema'
import type { Db, Tx } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import { MAX_UPLOAD_PIXELS, uploadsElsewhere } from '~/domains/media/library.server'
import { mimeOf, sniffImage } from '~/domains/media/sniff'
import { folderStorage, type MediaStorage } from '~/domains/media/storage.server'

// Photos of the openings (decision 097): the media pipeline's checks (the type from the bytes,
// the size, the pixels, decoded by sharp) but a store of their own, outside the public media
// library and the image server: they show the inside of a customer's home. Only an
// administrator reads them, through the API.

/** Photos uploaded and never sent with a request are removed after a day. */
const UNCLAIMED_MS = 24 * 60 * 60 * 1000
const ACCEPTED = ['jpg', 'png', 'webp'] as const

export const quotePhotoStorage = (): MediaStorage => folderStorage(join(env().DATA_DIR, 'quote-photos'))

/**
 * Checks and keeps one photo; its token is what the request names (the id alone is guessable).
 * A photo taken at the visit is attached at once to its request and measured opening (decision 112).
 */
export async function storeQuotePhoto(
  db: Db,
  storage: MediaStorage,
  bytes: Uint8Array,
  now: Date,
  attach?: { requestId: number; opening: number },
) {
  const kind = sniffImage(bytes)
  if (!kind || !(ACCEPTED as readonly string[]).includes(kind))
    throw new HttpError(
      'unsupported_media_type',
      { file: ['validation_quote_photo_types'] },
      'validation_quote_photo_types',
    )
  if (!runtime.inspectImage) throw uploadsElsewhere()
  let meta: { format: string; width: number; height: number }
  try {
    meta = await runtime.inspectImage(bytes, MAX_UPLOAD_PIXELS)
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new HttpError('payload_too_large', { file: [`≤ ${MAX_UPLOAD_PIXELS} pixels`] })
    throw new HttpError('unsupported_media_type', { file: ['validation_media_unreadable'] }, 'media_error_not_image')
  }
  const expected = { jpg: 'jpeg', png: 'png', webp: 'webp' }[kind as (typeof ACCEPTED)[number]]
  if (meta.format !== expected || !meta.width || !meta.height)
    throw new HttpError('unsupported_media_type', { file: ['validation_media_unreadable'] }, 'media_error_not_image')
  const file = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${kind}`
  await storage.put(file, bytes)
  const token = randomBytes(24).toString('base64url')
  const [row] = await db
    .insert(quotePhotos)
    .values({
      token,
      file,
      mime: mimeOf[kind],
      width: meta.width,
      height: meta.height,
      sizeBytes: bytes.byteLength,
      createdAt: now,
      ...attach,
    })
    .returning()
  void sweepUnclaimed(db, storage, now).catch(() => {})
  return row!
}

/** Attaches the uploaded photos to a request; a token unknown or already used refuses it all. */
export async function claimPhotos(tx: Tx, requestId: number, tokens: string[]): Promise<void> {
  if (tokens.length === 0) return
  const unique = [...new Set(tokens)]
  const claimed = await tx
    .update(quotePhotos)
    .set({ requestId })
    .where(and(inArray(quotePhotos.token, unique), isNull(quotePhotos.requestId)))
    .returning({ id: quotePhotos.id })
  if (claimed.length !== unique.length)
    throw new HttpError('validation_failed', { photos: ['validation_quote_photo_unknown'] })
}

/** Unsent uploads older than a day: rows, and files no other photo shares. */
async function sweepUnclaimed(db: Db, storage: MediaStorage, now: Date) {
  const old = await db
    .delete(quotePhotos)
    .where(and(isNull(quotePhotos.requestId), lt(quotePhotos.createdAt, new Date(now.getTime() - UNCLAIMED_MS))))
    .returning({ file: quotePhotos.file })
  for (const { file } of old) {
    const [still] = await db.select({ id: quotePhotos.id }).from(quotePhotos).where(eq(quotePhotos.file, file)).limit(1)
    if (!still) await storage.remove(file)
  }
}
