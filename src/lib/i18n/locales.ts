// Locales and the localized path of every canonical route (spec §2). Shared by the
// Paraglide compiler options, the server's redirects, hreflang links and the sitemap.

export const locales = ['it', 'en', 'es', 'fr', 'de', 'pt'] as const
export type Locale = (typeof locales)[number]
export const baseLocale: Locale = 'it'
/** Only these two are offered in the header switch (spec §1). */
export const switchLocales: readonly Locale[] = ['it', 'en']
export const localeCookie = 'i18n_redirected'
export const localeCookieMaxAge = 60 * 60 * 24 * 365

export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (locales as readonly string[]).includes(v)

/**
 * Canonical (Italian) section slugs and their slug in each locale. A section's sub-paths
 * follow its slug (`/negozio/porte-interne` ↔ `/en/shop/porte-interne`).
 */
export const sectionSlugs = {
  negozio: { it: 'negozio', en: 'shop', es: 'comprar', fr: 'boutique', de: 'geschaft', pt: 'comprar' },
  collezioni: {
    it: 'collezioni',
    en: 'collection',
    es: 'coleccion',
    fr: 'collection',
    de: 'kollektion',
    pt: 'colecao',
  },
  'blog-novita': { it: 'blog-novita', en: 'blog', es: 'blog-noticias', fr: 'blog', de: 'blog', pt: 'blog' },
  promozioni: {
    it: 'promozioni',
    en: 'promotions',
    es: 'promociones',
    fr: 'promotions',
    de: 'aktionen',
    pt: 'promocoes',
  },
  'domande-frequenti': {
    it: 'domande-frequenti',
    en: 'faq',
    es: 'preguntas-frecuentes',
    fr: 'questions-frequentes',
    de: 'haeufige-fragen',
    pt: 'perguntas-frequentes',
  },
  // Quote and measurement-visit requests (issue 44, decision 097).
  preventivo: { it: 'preventivo', en: 'quote', es: 'presupuesto', fr: 'devis', de: 'angebot', pt: 'orcamento' },
} as const satisfies Record<string, Record<Locale, string>>

export type Section = keyof typeof sectionSlugs

/** The configurator lives under the collection slug; its own word differs only in English. */
export const configuratorSlug: Record<Locale, string> = {
  it: 'configuratore',
  en: 'configurator',
  es: 'configuratore',
  fr: 'configuratore',
  de: 'configuratore',
  pt: 'configuratore',
}

export const localePrefix = (locale: Locale) => (locale === baseLocale ? '' : `/${locale}`)

type UrlPattern = { pattern: string; localized: Array<[Locale, string]> }

/**
 * Paraglide `urlPatterns`: canonical path → path per locale. The base locale has no prefix;
 * the catch-all comes last and the base locale is last inside it.
 */
export function buildUrlPatterns(): UrlPattern[] {
  const byLocale = (make: (l: Locale) => string): Array<[Locale, string]> => [
    ...locales.filter((l) => l !== baseLocale).map((l): [Locale, string] => [l, `/${l}${make(l)}`]),
    [baseLocale, make(baseLocale) || '/'],
  ]
  const configurator: UrlPattern = {
    pattern: '/collezioni/configuratore/:id',
    localized: byLocale((l) => `/${sectionSlugs.collezioni[l]}/${configuratorSlug[l]}/:id`),
  }
  const sections = (Object.keys(sectionSlugs) as Section[]).map(
    (section): UrlPattern => ({
      pattern: `/${section}/:rest(.*)?`,
      localized: byLocale((l) => `/${sectionSlugs[section][l]}/:rest(.*)?`),
    }),
  )
  return [
    configurator,
    ...sections,
    { pattern: '/', localized: byLocale(() => '') },
    { pattern: '/:path(.*)?', localized: byLocale(() => '/:path(.*)?') },
  ]
}

/** Localizes a canonical path (`/negozio/porte`) for a locale (`/en/shop/porte`). */
export function localizePath(canonical: string, locale: Locale): string {
  const [, first = '', ...rest] = canonical.split('/')
  let path = canonical
  if (first === 'collezioni' && rest[0] === 'configuratore') {
    path = ['', sectionSlugs.collezioni[locale], configuratorSlug[locale], ...rest.slice(1)].join('/')
  } else if (first in sectionSlugs) {
    path = ['', sectionSlugs[first as Section][locale], ...rest].join('/')
  }
  const prefixed = `${localePrefix(locale)}${path === '/' ? '' : path}`
  return prefixed || '/'
}

/** Splits a public path into its locale and canonical path; the inverse of localizePath. */
export function delocalizePath(pathname: string): { locale: Locale; canonical: string; prefixed: boolean } {
  const segments = pathname.split('/')
  const maybe = segments[1]
  const prefixed = isLocale(maybe)
  const locale: Locale = prefixed ? maybe : baseLocale
  const rest = prefixed ? segments.slice(2) : segments.slice(1)
  const [first = '', ...tail] = rest
  for (const section of Object.keys(sectionSlugs) as Section[]) {
    if (sectionSlugs[section][locale] !== first) continue
    if (section === 'collezioni' && tail[0] === configuratorSlug[locale]) {
      return { locale, prefixed, canonical: ['', 'collezioni', 'configuratore', ...tail.slice(1)].join('/') }
    }
    return { locale, prefixed, canonical: ['', section, ...tail].join('/') }
  }
  return { locale, prefixed, canonical: `/${rest.join('/')}` }
}

/**
 * A path written with another locale's section slug (`/en/negozio`, `/shop`) → the same page
 * with the right slug for the URL's locale, or null when the path is already right.
 */
export function foreignSectionPath(pathname: string): string | null {
  const segments = pathname.split('/')
  const prefixed = isLocale(segments[1])
  const locale: Locale = prefixed ? (segments[1] as Locale) : baseLocale
  const [first = '', ...tail] = prefixed ? segments.slice(2) : segments.slice(1)
  const sections = Object.keys(sectionSlugs) as Section[]
  if (!first || sections.some((s) => sectionSlugs[s][locale] === first)) return null
  const section = sections.find((s) => (Object.values(sectionSlugs[s]) as string[]).includes(first))
  if (!section) return null
  if (section === 'collezioni' && tail[0] && Object.values(configuratorSlug).includes(tail[0])) {
    return localizePath(['', 'collezioni', 'configuratore', ...tail.slice(1)].join('/'), locale)
  }
  return localizePath(['', section, ...tail].join('/'), locale)
}
