import { locales, localizePath, type Locale } from '~/lib/i18n/locales'

type HeadInput = {
  title: string
  siteName: string
  description?: string | null
  origin: string
  locale: Locale
  /** Path of this page in each locale (already localized). */
  paths: Record<Locale, string>
  noindex?: boolean
}

/** Title, description, canonical, hreflang alternates and Open Graph for a page. */
export function pageHead(input: HeadInput) {
  const abs = (path: string) => `${input.origin.replace(/\/$/, '')}${path}`
  const title = input.title === input.siteName ? input.title : `${input.title} | ${input.siteName}`
  const meta = [
    { title },
    ...(input.description ? [{ name: 'description', content: input.description }] : []),
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: abs(input.paths[input.locale]) },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:locale', content: input.locale },
    ...(input.description ? [{ property: 'og:description', content: input.description }] : []),
    ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
  const links = [
    { rel: 'canonical', href: abs(input.paths[input.locale]) },
    ...locales.map((l) => ({ rel: 'alternate', hrefLang: l, href: abs(input.paths[l]) })),
    { rel: 'alternate', hrefLang: 'x-default', href: abs(input.paths.it) },
  ]
  return { meta, links }
}

/** Paths of a page in every locale, from its canonical path per locale (slugs may differ). */
export const localizedPaths = (canonical: (locale: Locale) => string) =>
  Object.fromEntries(locales.map((l) => [l, localizePath(canonical(l), l)])) as Record<Locale, string>

/** Paths of a page with no per-locale data (home, shop…) in every locale. */
export const pathsFor = (canonical: string) => localizedPaths(() => canonical)

type MetaTags = { description: string; keywords: string }
type ShellData = {
  settings: { site_name: string; meta_tags: MetaTags; meta_tags_translations?: Partial<Record<string, MetaTags>> }
  publicUrl: string
}

/** The root loader's data (site name, public URL) from a route's `head` matches. */
export function shellOf(matches: ReadonlyArray<{ loaderData?: unknown }>): ShellData | undefined {
  return matches[0]?.loaderData as ShellData | undefined
}
