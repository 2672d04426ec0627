import type { Locale } from '~/lib/i18n/locales'
import { pageHead, pathsFor, shellOf } from '~/lib/seo'
import { getLocale } from '~/paraglide/runtime.js'

/** Title and links of a private page (account, administration): never indexed. */
export function privateHead(matches: ReadonlyArray<{ loaderData?: unknown }>, title: string, canonical: string) {
  const shell = shellOf(matches)
  if (!shell) return {}
  return pageHead({
    title,
    siteName: shell.settings.site_name,
    origin: shell.publicUrl,
    locale: getLocale() as Locale,
    paths: pathsFor(canonical),
    noindex: true,
  })
}
