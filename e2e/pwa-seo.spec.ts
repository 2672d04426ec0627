import { expect, hydrated, test } from './fixtures'

// robots.txt, the sitemap, the web manifest and the service worker (spec §1, §7; decision 007)
// against the production build, which registers the worker (src/lib/pwa/register-sw.ts).
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

test.describe('search engines', () => {
  test('robots.txt keeps crawlers out of the private areas and names the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/plain/)
    const lines = (await response.text()).split('\n')
    for (const path of [
      '/administration',
      '/account',
      '/checkout',
      '/api',
      '/en/account',
      '/en/checkout',
      '/en/login',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  })

  test('robots.txt, the sitemap and the manifest live at the root only, not under a locale', async ({ request }) => {
    for (const path of ['/en/robots.txt', '/de/sitemap.xml', '/fr/manifest.webmanifest']) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  test('sitemap.xml is valid XML and lists every locale with alternates', async ({ page, request, baseURL }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/xml/)
    const xml = await response.text()
    await page.goto('/robots.txt') // any same-origin document, for the browser's XML parser
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml')
      const error = doc.getElementsByTagName('parsererror')[0]
      if (error) return { error: error.textContent }
      const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9'
      const urls = [...doc.getElementsByTagNameNS(ns, 'url')].map((url) => ({
        loc: url.getElementsByTagNameNS(ns, 'loc')[0]?.textContent,
        alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) =>
          l.getAttribute('hreflang'),
        ),
      }))
      return { root: doc.documentElement.localName, urls }
    }, xml)
    expect(parsed.error).toBeUndefined()
    expect(parsed.root).toBe('urlset')
    const locs = parsed.urls!.map((u) => u.loc)
    for (const path of ['/', '/en', '/negozio', '/en/shop', '/fr/boutique', '/en/blog', '/en/faq']) {
      expect(locs).toContain(path === '/' ? `${baseURL}/` : `${baseURL}${path}`)
    }
    expect(locs.some((loc) => /\/en\/shop\/[a-z0-9-]+\/[a-z0-9-]+$/.test(loc ?? ''))).toBe(true)
    const shop = parsed.urls!.find((u) => u.loc === `${baseURL}/en/shop`)
    expect(shop?.alternates).toEqual(['it', 'en', 'es', 'fr', 'de', 'pt', 'x-default'])
  })
})

test.describe('installable app', () => {
  test('the manifest follows the settings and its icons load', async ({ request }) => {
    const { data: settings } = await (await request.get('/api/settings')).json()
    const response = await request.get('/manifest.webmanifest')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/)
    const manifest = await response.json()
    expect(manifest).toMatchObject({
      name: settings.site_name,
      theme_color: settings.vuetify_colors.light.primary,
      background_color: settings.background,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'it',
    })
    expect(manifest.short_name.length).toBeGreaterThan(0)
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true)
    for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const png = await request.get(icon.src)
      expect(png.status(), icon.src).toBe(200)
      expect(png.headers()['content-type']).toBe('image/png')
      const body = await png.body()
      // A PNG's IHDR holds its width and height at bytes 16–23.
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
    }
  })

  test('pages link the manifest and the Apple touch icon', async ({ page }) => {
    await page.goto('/en')
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/icons/apple-touch-icon.png',
    )
  })

  test('/sw.js is served as JavaScript', async ({ request }) => {
    const response = await request.get('/sw.js')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/javascript/)
    expect(await response.text()).toContain('precacheAndRoute')
  })
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a visited page reloads offline; a page never visited shows the offline page', async ({ page, context }) => {
    await page.goto('/en/shop')
    const heading = await page.getByRole('heading', { level: 1 }).textContent()
    // The shop page loads its code, the worker's registration with it, when the visitor shows up (decision 017).
    await hydrated(page)
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), {
        message: 'the root layout registers the worker (registerServiceWorker())',
        timeout: 15_000,
      })
      .toBe(true)
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 })
      .toMatch(/\/sw\.js$/)
    // The worker came after this page: registerServiceWorker asks it to keep the page.
    await expect
      .poll(() => page.evaluate(async () => Boolean(await (await caches.open('soglia-pages')).match(location.href))), {
        timeout: 15_000,
      })
      .toBe(true)

    await context.setOffline(true)
    try {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!)
      expect(new URL(page.url()).pathname).toBe('/en/shop')

      await page.goto('/en/faq')
      await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: 'You are offline' })).toBeVisible()
    } finally {
      await context.setOffline(false)
    }
  })

  test('private pages are never kept for offline use', async ({ page, context }) => {
    await page.goto('/login')
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 })
      .toMatch(/\/sw\.js$/)
    await page.reload() // a page load through the worker
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await context.setOffline(true)
    try {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible()
    } finally {
      await context.setOffline(false)
    }
  })
})
