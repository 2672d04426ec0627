import type { Page } from '@playwright/test'
import { expect, gotoOk, test } from './fixtures'

// Content in six languages (issue 13, decision 025): a Spanish, French, German or Portuguese
// visitor reads no Italian. A line is an Italian leftover when the Italian page shows it, the
// localized page shows it too, and the English page does not (so names, prices, codes and
// addresses that are the same in every language do not count).
const italianPages = [
  '/',
  '/negozio',
  '/negozio/porte-interne',
  '/negozio/porte-interne/porta-garda-in-rovere-80-210',
  '/blog-novita/come-prendere-le-misure-di-una-porta-interna',
]

/** Words that are the same in Italian and in the locale (checked by a native reader's eye). */
const sameWord: Record<string, string[]> = {
  es: ['verde', 'cromo'],
  fr: ['novembre', 'classe'],
  de: [],
  pt: ['nome', 'classe', 'verde'],
}
const words = (line: string) => line.toLowerCase().match(/\p{L}{3,}/gu) ?? []

async function lines(page: Page): Promise<Set<string>> {
  const text = await page.locator('main').innerText()
  return new Set(
    text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /\p{L}{3}/u.test(l)),
  )
}

/** The page's alternate for `locale` (hreflang), as a path. */
async function alternate(page: Page, locale: string): Promise<string> {
  const href = await page.locator(`link[rel="alternate"][hreflang="${locale}"]`).getAttribute('href')
  expect(href, `hreflang ${locale} on ${page.url()}`).toBeTruthy()
  return new URL(href!).pathname
}

for (const path of italianPages) {
  test(`no Italian left on ${path} in es, fr, de and pt`, async ({ page }) => {
    await gotoOk(page, path)
    const italian = await lines(page)
    const paths = Object.fromEntries(
      await Promise.all(['en', 'es', 'fr', 'de', 'pt'].map(async (l) => [l, await alternate(page, l)] as const)),
    )
    await gotoOk(page, paths.en!)
    const english = await lines(page)
    for (const locale of ['es', 'fr', 'de', 'pt']) {
      const localized = paths[locale]!
      // A localized address: its own slugs, not the Italian ones.
      if (path.split('/').length > 2) expect(localized, locale).not.toContain(path.split('/').pop())
      await gotoOk(page, localized)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const leftovers = [...(await lines(page))].filter(
        (l) => italian.has(l) && !english.has(l) && !words(l).every((w) => sameWord[locale]!.includes(w)),
      )
      expect(leftovers, `${locale} ${localized}`).toEqual([])
    }
  })
}

test('a product in Spanish has Spanish JSON-LD and hreflang links to every locale', async ({ page }) => {
  await gotoOk(page, '/negozio/porte-interne/porta-garda-in-rovere-80-210')
  const es = await alternate(page, 'es')
  await gotoOk(page, es)
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
  expect(jsonLd.name).toBe('Puerta Garda de roble 80×210')
  expect(jsonLd.url ?? jsonLd.offers?.url).toContain('/es/comprar/puertas-de-interior/puerta-garda-de-roble-80-210')
  for (const l of ['it', 'en', 'fr', 'de', 'pt']) await alternate(page, l)
})
