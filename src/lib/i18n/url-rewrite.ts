import {
  baseLocale,
  deLocalizeUrl,
  getLocale,
  locales,
  localizeHref,
  localizeUrl,
  urlPatterns,
  type Locale,
} from '~/paraglide/runtime.js'

const LIMIT = 2000

/**
 * Paraglide's URL rewrites, remembered by address (and locale for the output). The router
 * rewrites every link it renders, and each Paraglide call tries the URL patterns one by one
 * (~80 of them): on a category page this was ~5% of the server's CPU. The results only depend
 * on the address and the locale, so a bounded map (emptied when full: query strings come from
 * visitors) answers the repeats. Returned as strings, which the router turns into fresh URLs.
 */
function remembered(rewrite: (url: URL) => URL, keyOf: (url: URL) => string) {
  const answer = boundedMemo()
  return ({ url }: { url: URL }): string => answer(keyOf(url), () => rewrite(url).href)
}

/** A map from key to answer, emptied when full (keys come from visitors' addresses). */
function boundedMemo() {
  const answers = new Map<string, string>()
  return (key: string, compute: () => string): string => {
    let answer = answers.get(key)
    if (answer === undefined) {
      answer = compute()
      if (answers.size >= LIMIT) answers.clear()
      answers.set(key, answer)
    }
    return answer
  }
}

/**
 * Our URL patterns keep the Italian (base locale) paths equal to the route paths and give every
 * other locale a `/xx` prefix (src/lib/i18n/locales.ts). Then an Italian page's links need no
 * localizing, and an address that does not start with another locale's prefix needs no
 * de-localizing: Paraglide's answer would be the same URL, found by trying the patterns one by
 * one with URLPattern (≈ 35 ms of main thread per page load before hydration ends, ×4 on a slow
 * phone; decision 015). Checked here once against the compiled patterns, so a pattern that
 * breaks the rule turns the shortcut off rather than giving wrong URLs.
 */
const otherLocales = locales.filter((l) => l !== baseLocale)
export const baseLocaleIsIdentity = urlPatterns.every((p) =>
  p.localized.every(([locale, path]) =>
    locale === baseLocale ? path === p.pattern : path === `/${locale}` || path.startsWith(`/${locale}/`),
  ),
)
const otherLocalePrefix = new RegExp(`^/(?:${otherLocales.join('|')})(?:/|$)`)

const deLocalizeRemembered = remembered(deLocalizeUrl, (url) => url.href)
const localizeRemembered = remembered(localizeUrl, (url) => `${getLocale()} ${url.href}`)

/**
 * Where the address needs no rewrite, the router's own URL is handed back as it is: the router
 * then neither builds a fresh URL from a string nor reads `href` for the memo's key, for each of
 * the ~60 links of an Italian page (decision 056).
 */
export const urlRewrite = {
  input: ({ url }: { url: URL }): URL | string =>
    baseLocaleIsIdentity && !otherLocalePrefix.test(url.pathname) ? url : deLocalizeRemembered({ url }),
  output: ({ url }: { url: URL }): URL | string =>
    baseLocaleIsIdentity && getLocale() === baseLocale ? url : localizeRemembered({ url }),
}

/**
 * Paraglide's `localizeHref`, remembered as the router's rewrites are: components that render a
 * plain `<a>` (the consent dialog and the newsletter box on every page) called it per render,
 * ≈ 3% of a signed-in product page's server CPU.
 */
const localizedHrefs = boundedMemo()
export function localizedHref(href: string, locale: Locale = getLocale()): string {
  if (baseLocaleIsIdentity && locale === baseLocale && href.startsWith('/')) return href
  return localizedHrefs(`${locale} ${href}`, () => localizeHref(href, { locale }))
}
