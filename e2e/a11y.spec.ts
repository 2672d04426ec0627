import { expect, hydrated, test, violations } from './fixtures'

// Issue 4's accessibility bar: axe-core reports no violations (WCAG 2.2 A/AA rules, target
// size included) on the main kinds of page, in Italian, signed out, with the cookie decision
// already made: as the page first arrives (most hydrate on the visitor's first sign of
// presence, decision 017) and once it is interactive.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const pages = {
  home: '/',
  'content page': '/chi-siamo',
  'blog list': '/blog-novita',
  'blog article': '/blog-novita/manutenzione-finestre-prima-dell-inverno',
  faq: '/domande-frequenti',
  login: '/login',
  shop: '/negozio',
  product: '/negozio/porte-filo-muro/porta-filo-muro-zero-con-boiserie',
}

for (const [name, path] of Object.entries(pages)) {
  test(`${name} (${path}) has no axe violations`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await page.waitForLoadState('networkidle')
    const arrived = await violations(page)
    await hydrated(page)
    expect({ arrived, interactive: await violations(page) }).toEqual({ arrived: [], interactive: [] })
  })
}

test('dark theme passes too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('soglia-color-scheme', 'dark'))
  await page.goto('/')
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  // The header's logo (dark letters) would vanish on the dark header: the footer's takes its place.
  const logo = page.getByRole('banner').getByRole('img', { name: 'Soglia' })
  await expect(logo).toHaveCount(1)
  await expect(logo).toHaveAttribute('src', /\/logo-light\.svg/)
  await expect(logo).toBeVisible()
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(await violations(page)).toEqual([])
})

test('the light theme shows the header its own logo', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('soglia-color-scheme', 'light'))
  await page.goto('/')
  const logo = page.getByRole('banner').getByRole('img', { name: 'Soglia' })
  await expect(logo).toHaveCount(1)
  await expect(logo).toHaveAttribute('src', /\/logo\.svg/)
  await expect(logo).toBeVisible()
})
