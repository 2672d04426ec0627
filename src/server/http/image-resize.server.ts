import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import sharp from 'sharp'
import { parseResizePath, SEGMENT, UPLOADS_PREFIX } from './image-paths'

export { parseResizePath, UPLOADS_PREFIX }

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}

const MAX_INPUT_PIXELS = 40_000_000
const CACHE_CONTROL = 'public, max-age=31536000'

export type ImageResizeOptions = {
  /** The folder whose `images/` subfolder holds the originals (the built `public`). */
  publicDir: string
  /** Where resized copies are kept (under DATA_DIR). */
  cacheDir: string
  /** Where media-library uploads are kept (DATA_DIR/media), served below /images/uploads/. */
  uploadsDir?: string
}

const notFound = () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } })

const inFlight = new Map<string, Promise<Buffer>>()

/**
 * Serves a raster image of `public/images` resized to one of IMAGE_WIDTHS (never enlarged),
 * in its own format, from a cache under DATA_DIR that is rebuilt when the original changes.
 */
export async function serveResizedImage(request: Request, options: ImageResizeOptions): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } })
  }
  const pathname = new URL(request.url).pathname
  if (pathname.startsWith(UPLOADS_PREFIX)) return serveUpload(request, pathname.slice(UPLOADS_PREFIX.length), options)
  const parsed = parseResizePath(pathname)
  if (!parsed) return notFound()
  const upload = parsed.segments[0] === 'uploads' && options.uploadsDir
  const root = upload ? resolve(options.uploadsDir!) : resolve(options.publicDir, 'images')
  const source = resolve(root, ...(upload ? parsed.segments.slice(1) : parsed.segments))
  if (!source.startsWith(root + sep)) return notFound()
  const original = await stat(source).catch(() => null)
  if (!original?.isFile()) return notFound()

  const ext = parsed.segments.at(-1)!.split('.').pop()!.toLowerCase()
  const format = preferredFormat(request.headers.get('accept'), ext)
  const cached = resolve(options.cacheDir, String(parsed.width), ...parsed.segments) + (format ? `.${format}` : '')
  const body = await cachedOrResized(source, original.mtimeMs, cached, parsed.width, format)
  if (!body) return notFound()
  // The same address answers AVIF, WebP or the original's format by the browser's Accept:
  // a shared cache must keep one copy per kind of browser.
  const headers = {
    'content-type': format ? contentTypes[format]! : contentTypes[ext]!,
    'cache-control': CACHE_CONTROL,
    'content-length': String(body.length),
    vary: 'Accept',
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers })
}

/**
 * An uploaded original, as stored. `nosniff` and, for SVG, a policy that runs nothing: the
 * library sanitized it, and the browser is told not to trust it anyway.
 */
async function serveUpload(request: Request, name: string, options: ImageResizeOptions): Promise<Response> {
  if (!options.uploadsDir || !SEGMENT.test(name)) return notFound()
  const ext = name.split('.').pop()!.toLowerCase()
  const type = ext === 'svg' ? 'image/svg+xml' : contentTypes[ext]
  if (!type) return notFound()
  const root = resolve(options.uploadsDir)
  const file = resolve(root, name)
  if (!file.startsWith(root + sep)) return notFound()
  const body = await readFile(file).catch(() => null)
  if (!body) return notFound()
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': CACHE_CONTROL,
    'content-length': String(body.length),
    'x-content-type-options': 'nosniff',
  }
  if (ext === 'svg') headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers })
}

export type VariantFormat = 'avif' | 'webp'

/**
 * The smaller format the browser says it takes (AVIF, else WebP), or null for the original's
 * own format. Every current browser sends `image/avif` and/or `image/webp` for images; an old
 * one, a crawler or curl gets the original format.
 */
export function preferredFormat(accept: string | null, ext: string): VariantFormat | null {
  const a = accept?.toLowerCase() ?? ''
  if (a.includes('image/avif')) return ext === 'avif' ? null : 'avif'
  if (a.includes('image/webp')) return ext === 'webp' ? null : 'webp'
  return null
}

async function cachedOrResized(
  source: string,
  sourceMtime: number,
  cached: string,
  width: number,
  format: VariantFormat | null = null,
): Promise<Buffer | null> {
  const copy = await stat(cached).catch(() => null)
  if (copy && copy.mtimeMs >= sourceMtime) return readFile(cached)
  let job = inFlight.get(cached)
  if (!job) {
    job = resize(source, cached, width, format).finally(() => inFlight.delete(cached))
    inFlight.set(cached, job)
  }
  return job.catch(() => null) // not a readable image: as if it did not exist
}

async function resize(source: string, cached: string, width: number, format: VariantFormat | null): Promise<Buffer> {
  const resized = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate() // apply EXIF orientation before the metadata is dropped
    .resize({ width, withoutEnlargement: true })
  // Low AVIF effort: encoded once per width on first request, on a small server's CPU.
  const body = await (format === 'avif'
    ? resized.avif({ quality: 55, effort: 2 })
    : format === 'webp'
      ? resized.webp({ quality: 78 })
      : resized
  ).toBuffer()
  await mkdir(dirname(cached), { recursive: true })
  const partial = `${cached}.${process.pid}.${Date.now()}.partial`
  await writeFile(partial, body)
  await rename(partial, cached)
  return body
}

/** The built app's public folder when there is one (production), else the sources' (dev). */
export function defaultPublicDir(): string {
  const built = resolve('.output/public')
  return existsSync(join(built, 'images')) ? built : resolve('public')
}
