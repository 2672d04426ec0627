import { IMAGE_WIDTHS, RESIZABLE_IMAGE } from '~/lib/format/image'

// The image addresses the server answers itself (kept apart from image-resize.server.ts, which
// loads sharp, so the router and the edge builds can name them).
export const RESIZE_PREFIX = '/images/w/'
/** Media-library uploads (decision 024): `/images/uploads/{name}`, resized as `/images/w/{w}/uploads/{name}`. */
export const UPLOADS_PREFIX = '/images/uploads/'

// One path segment: letters, digits, dot, dash, underscore; never starting with a dot (so no
// `..`, no hidden files) and never percent-encoded (so nothing decodes into a separator).
export const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,120}$/

/** `/images/w/{width}/{path}` → width and the safe path segments below `images/`, or null. */
export function parseResizePath(pathname: string): { width: number; segments: string[] } | null {
  if (!pathname.startsWith(RESIZE_PREFIX)) return null
  const [widthPart, ...segments] = pathname.slice(RESIZE_PREFIX.length).split('/')
  const width = Number(widthPart)
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width) || String(width) !== widthPart) return null
  if (segments.length === 0 || segments.length > 8 || !segments.every((s) => SEGMENT.test(s))) return null
  if (!RESIZABLE_IMAGE.test(segments.at(-1)!)) return null
  return { width, segments }
}
