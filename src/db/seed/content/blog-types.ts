import type { L10n } from '../context'

export type BlogPostSeed = {
  slug: string
  enSlug: string
  publishedAt: string
  title: L10n
  excerpt: L10n
  /** Markdown. */
  body: L10n
  /** Drawing on the cover (see images/). */
  cover: 'measure' | 'security' | 'sliding' | 'window' | 'maintenance'
}

export const blogImage = (slug: string) => `/images/blog/${slug}.svg`
