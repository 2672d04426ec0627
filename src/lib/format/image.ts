/** Image URL rule (spec §7): relative paths get the image host, full URLs stay, missing → fallback. */
export function imageUrl(path: string | null | undefined, imageHost: string, fallback: string): string {
  const value = path?.trim() || fallback
  if (/^(?:https?:)?\/\//i.test(value) || value.startsWith('data:')) return value
  if (!imageHost) return value.startsWith('/') ? value : `/${value}`
  return `${imageHost.replace(/\/$/, '')}/${value.replace(/^\//, '')}`
}

/** The widths the server resizes to (`/images/w/{width}/…`); nothing else is served. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const

/** Raster formats the server can resize; SVGs scale by themselves. */
export const RESIZABLE_IMAGE = /\.(?:jpe?g|png|webp|avif)$/i

export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string }

/**
 * `src` (the imageUrl rule) plus, for our own raster images under /images/, a `srcset` of the
 * resized widths up to the image's own width — on the image host when one is set, since it
 * serves our paths. SVGs and absolute URLs (another host) are left as they are.
 */
export function responsiveImage(
  path: string | null | undefined,
  imageHost: string,
  fallback: string,
  options: { sizes: string; width?: number | null },
): ResponsiveImage {
  const src = imageUrl(path, imageHost, fallback)
  const value = path?.trim() || fallback
  if (/^(?:[a-z]+:|\/\/)/i.test(value)) return { src }
  const relative = `/${value.replace(/^\//, '')}`
  if (!relative.startsWith('/images/') || !RESIZABLE_IMAGE.test(relative.split(/[?#]/)[0]!)) return { src }
  const widths = IMAGE_WIDTHS.filter((w) => !options.width || w <= options.width)
  if (widths.length === 0) return { src }
  const base = imageHost ? imageHost.replace(/\/$/, '') : ''
  const rest = relative.slice('/images/'.length)
  return {
    src,
    srcSet: widths.map((w) => `${base}/images/w/${w}/${rest} ${w}w`).join(', '),
    sizes: options.sizes,
  }
}
