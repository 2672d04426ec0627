import { createHash } from 'node:crypto'
import { eq, like, or, sql } from 'drizzle-orm'
import { runtime } from '#runtime'
import type { Db } from '~/db/types'
import {
  blogPosts,
  blogPostTranslations,
  categories,
  collections,
  documents,
  media,
  pageTranslations,
  productImages,
  promotions,
  settings,
  slides,
} from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import { mimeOf, sniffImage, type MediaKind } from './sniff'
import { pruneResized, type MediaStorage } from './storage.server'
import { sanitizeSvg } from './svg-sanitize.server'

export const UPLOAD_PREFIX = '/images/uploads/'
export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/** Decompression bombs: a 50,000 × 50,000 PNG is a few kB and 10 GB once decoded. */
export const MAX_UPLOAD_PIXELS = 40_000_000

/** The edge builds keep no files and decode no images (decision 041): uploads go to the Node server. */
export const uploadsElsewhere = () =>
  new HttpError('not_implemented', { file: ['media_error_node_only'] }, 'media_error_node_only')

/** The size cap (setting `media_max_upload_bytes`, default 10 MB). */
export async function maxUploadBytes(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'media_max_upload_bytes'))
  const n = Number(row?.value)
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_UPLOAD_BYTES
}

/** Checks an upload and stores it once (same bytes → same file and the same library entry). */
export async function storeUpload(
  db: Db,
  storage: MediaStorage,
  bytes: Uint8Array,
  alt: string | null,
  originalName: string | null = null,
) {
  const kind = sniffImage(bytes)
  if (!kind)
    throw new HttpError('unsupported_media_type', { file: ['validation_media_types'] }, 'media_error_not_image')
  let body: Uint8Array = bytes
  let width: number | null = null
  let height: number | null = null
  if (kind === 'svg') {
    const clean = sanitizeSvg(new TextDecoder().decode(bytes))
    if (!clean)
      throw new HttpError('unsupported_media_type', { file: ['validation_media_svg'] }, 'media_error_not_image')
    body = new TextEncoder().encode(clean)
  } else {
    ;({ width, height } = await rasterSize(bytes, kind))
  }
  const name = `${createHash('sha256').update(body).digest('hex').slice(0, 32)}.${kind}`
  const path = `${UPLOAD_PREFIX}${name}`
  const [existing] = await db.select().from(media).where(eq(media.path, path))
  if (existing) {
    // The same bytes again: an entry made before names were kept takes this one.
    if (!existing.originalName && originalName) {
      const [named] = await db.update(media).set({ originalName }).where(eq(media.id, existing.id)).returning()
      return { row: named ?? existing, created: false }
    }
    return { row: existing, created: false }
  }
  await storage.put(name, body)
  const [row] = await db
    .insert(media)
    .values({ path, mime: mimeOf[kind], width, height, sizeBytes: body.byteLength, alt, originalName })
    .returning()
  return { row: row!, created: true }
}

/** Width and height from the header, refusing what is not what it claims or is too big to decode. */
async function rasterSize(bytes: Uint8Array, kind: Exclude<MediaKind, 'svg'>) {
  const expected = { jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' }[kind]
  try {
    // Decoded by the runtime's image library (sharp on Node); none on the edge (decision 041).
    if (!runtime.inspectImage) throw uploadsElsewhere()
    const meta = await runtime.inspectImage(bytes, MAX_UPLOAD_PIXELS)
    if (meta.format !== expected || !meta.width || !meta.height) throw new Error('format')
    if (meta.width * meta.height > MAX_UPLOAD_PIXELS)
      throw new HttpError('payload_too_large', { file: [`≤ ${MAX_UPLOAD_PIXELS} pixels`] })
    return { width: meta.width, height: meta.height }
  } catch (error) {
    if (error instanceof HttpError) throw error
    // sharp refuses to open a header that declares more pixels than the limit.
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new HttpError('payload_too_large', { file: [`≤ ${MAX_UPLOAD_PIXELS} pixels`] })
    }
    throw new HttpError('unsupported_media_type', { file: ['validation_media_unreadable'] }, 'media_error_not_image')
  }
}

/** Where an image is used: the catalogue, content and settings that name its path. */
export async function mediaUsage(db: Db, path: string): Promise<Array<{ kind: string; id: number | string }>> {
  const contains = `%${path.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const [cats, cols, sl, posts, promos, images, pageBodies, postBodies, docs, conf] = await Promise.all([
    db.select({ id: categories.id }).from(categories).where(eq(categories.image, path)),
    db.select({ id: collections.id }).from(collections).where(eq(collections.image, path)),
    db.select({ id: slides.id }).from(slides).where(eq(slides.image, path)),
    db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.image, path)),
    db.select({ id: promotions.id }).from(promotions).where(eq(promotions.image, path)),
    db.select({ id: productImages.productId }).from(productImages).where(eq(productImages.url, path)),
    db
      .selectDistinct({ id: pageTranslations.pageId })
      .from(pageTranslations)
      .where(like(pageTranslations.body, contains)),
    db
      .selectDistinct({ id: blogPostTranslations.postId })
      .from(blogPostTranslations)
      .where(like(blogPostTranslations.body, contains)),
    db
      .select({ id: documents.id })
      .from(documents)
      .innerJoin(media, eq(media.id, documents.mediaId))
      .where(eq(media.path, path)),
    db
      .select({ key: settings.key })
      .from(settings)
      .where(or(like(sql`${settings.value}::text`, contains))),
  ])
  return [
    ...cats.map((r) => ({ kind: 'category', id: r.id })),
    ...cols.map((r) => ({ kind: 'collection', id: r.id })),
    ...sl.map((r) => ({ kind: 'slide', id: r.id })),
    ...posts.map((r) => ({ kind: 'blog_post', id: r.id })),
    ...promos.map((r) => ({ kind: 'promotion', id: r.id })),
    ...images.map((r) => ({ kind: 'product', id: r.id })),
    ...pageBodies.map((r) => ({ kind: 'page', id: r.id })),
    ...postBodies.map((r) => ({ kind: 'blog_post', id: r.id })),
    ...docs.map((r) => ({ kind: 'document', id: r.id })),
    ...conf.map((r) => ({ kind: 'setting', id: r.key })),
  ]
}

/**
 * Deletes a library entry; a used image is refused (409 with where it is used) unless forced.
 * An uploaded file leaves the store and its resized copies leave the cache.
 */
export async function deleteMedia(db: Db, storage: MediaStorage, cacheDir: string, id: number, force: boolean) {
  const [row] = await db.select().from(media).where(eq(media.id, id))
  if (!row) throw new HttpError('not_found')
  const usedBy = await mediaUsage(db, row.path)
  if (usedBy.length > 0 && !force) {
    throw new HttpError('conflict', { image: usedBy.map((u) => `${u.kind} ${u.id}`) })
  }
  await db.delete(media).where(eq(media.id, id))
  if (row.path.startsWith(UPLOAD_PREFIX)) {
    const name = row.path.slice(UPLOAD_PREFIX.length)
    await storage.remove(name)
    await pruneResized(cacheDir, ['uploads', name])
  }
}
