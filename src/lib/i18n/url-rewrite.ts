import { deLocalizeUrl, getLocale, localizeUrl } from '~/paraglide/runtime.js'

const LIMIT = 2000

/**
 * Paraglide's URL rewrites, remembered by address (and locale for the output). The router
 * rewrites every link it renders, and each Paraglide call tries the URL patterns one by one
 * (~80 of them): on a category page this was ~5% of the server's CPU. The results only depend
 * on the address and the locale, so a bounded map (emptied when full: query strings come from
 * visitors) answers the repeats. Returned as strings, which the router turns into fresh URLs.
 */
function remembered(rewrite: (url: URL) => URL, keyOf: (url: URL) => string) {
  const hrefs = new Map<string, string>()
  return ({ url }: { url: URL }): string => {
    const key = keyOf(url)
    let href = hrefs.get(key)
    if (href === undefined) {
      href = rewrite(url).href
      if (hrefs.size >= LIMIT) hrefs.clear()
      hrefs.set(key, href)
    }
    return href
  }
}

export const urlRewrite = {
  input: remembered(deLocalizeUrl, (url) => url.href),
  output: remembered(localizeUrl, (url) => `${getLocale()} ${url.href}`),
}
