import type { Locale } from '~/lib/i18n/locales'
import { pageHead, pathsFor, shellOf } from '~/lib/seo'
import { getLocale } from '~/paraglide/runtime.js'

/** Head tags of an account screen: its title, hreflang alternates, and kept out of search results. */
export function authHead(
  matches: ReadonlyArray<{ loaderData?: unknown }>,
  title: string,
  canonical: string,
  options: { secretInUrl?: boolean } = {},
) {
  const shell = shellOf(matches)
  if (!shell) return {}
  const head = pageHead({
    title,
    siteName: shell.settings.site_name,
    origin: shell.publicUrl,
    locale: getLocale() as Locale,
    paths: pathsFor(canonical),
    noindex: true,
  })
  // A one-time token in the address must not travel to other sites in the Referer header.
  if (options.secretInUrl) head.meta.push({ name: 'referrer', content: 'no-referrer' })
  return head
}
