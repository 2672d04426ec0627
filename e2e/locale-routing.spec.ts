import { expect, shopURL, test } from './fixtures'

// Spec §2: six locales, Italian unprefixed (and /it), localized section slugs, detection by
// prefix → cookie → Accept-Language (root only), wrong-locale slugs redirected.
const shopPaths = {
  it: '/negozio',
  en: '/en/shop',
  es: '/es/comprar',
  fr: '/fr/boutique',
  de: '/de/geschaft',
  pt: '/pt/comprar',
}
const homePaths = { it: '/', en: '/en', es: '/es', fr: '/fr', de: '/de', pt: '/pt' }

test.describe('every locale', () => {
  for (const [locale, path] of Object.entries(shopPaths)) {
    test(`${locale}: home and shop render in ${locale} with hreflang alternates`, async ({ page, context }) => {
      await context.setExtraHTTPHeaders({ 'accept-language': 'it' })
      const home = await page.goto(homePaths[locale as keyof typeof homePaths])
      expect(home?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe(path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const alternates = page.locator('link[rel="alternate"][hreflang]')
      await expect(alternates).toHaveCount(7)
      for (const [l, p] of Object.entries(shopPaths)) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${l}"]`)).toHaveAttribute(
          'href',
          new RegExp(`${p}$`),
        )
      }
      // Products link to this locale's shop path.
      const productLink = page.locator('main article h2 a').first()
      await expect(productLink).toHaveAttribute('href', new RegExp(`^${path}/`))
    })
  }
})

test.describe('redirects', () => {
  test.use({ extraHTTPHeaders: { 'accept-language': 'it-IT,it;q=0.9' } })

  for (const [from, to] of [
    ['/en/negozio', '/en/shop'],
    ['/de/shop', '/de/geschaft'],
    ['/shop', '/negozio'],
    ['/it/negozio', '/negozio'],
    ['/fr/promozioni', '/fr/promotions'],
    ['/en/shop/porte-interne', '/en/shop/interior-doors'],
    ['/negozio/', '/negozio'],
  ] as const) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto(from)
      expect(new URL(page.url()).pathname).toBe(to)
    })
  }

  test('the root follows the browser language only when no locale was chosen', async ({ browser }) => {
    const english = await browser.newContext({
      locale: 'en-GB',
      extraHTTPHeaders: { 'accept-language': 'en-GB,en;q=0.9' },
    })
    const page = await english.newPage()
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/en')
    const cookie = (await english.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('en')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
    // Other paths never redirect by language.
    await page.goto('/negozio')
    expect(new URL(page.url()).pathname).toBe('/negozio')
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
    await english.close()
  })

  test('a saved locale wins at the root, and choosing Italian sticks', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'it' } })
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: shopURL() }])
    const page = await context.newPage()
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/de')
    await page.goto('/it')
    expect(new URL(page.url()).pathname).toBe('/')
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
    await context.close()
  })

  test('the language switch moves between Italian and English on the same page', async ({ page }) => {
    await page.goto('/negozio/porte-interne')
    await page.getByRole('navigation', { name: 'Lingua' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/shop\/porte-interne$|\/en\/shop\/interior-doors$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Italiano' }).click()
    await expect(page).toHaveURL(/\/negozio\/porte-interne$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  })
})

test.describe('not found and errors', () => {
  for (const [path, title] of [
    ['/pagina-che-non-esiste', 'Pagina non trovata'],
    ['/en/no-such-page', 'Page not found'],
    ['/negozio/categoria-inesistente', 'Pagina non trovata'],
    ['/en/shop/interior-doors/no-such-door', 'Page not found'],
  ] as const) {
    test(`${path} answers 404 with "${title}" and a way home`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      const home = page.getByRole('link', { name: /home/i })
      await home.click()
      await expect(page).toHaveURL(path.startsWith('/en') ? /\/en$/ : /\/$/)
    })
  }
})
