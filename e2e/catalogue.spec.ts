import { expect, hydrated, shopURL, test } from './fixtures'

test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

test('home → category → product, from the database, in Italian and English', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await hydrated(page)
  await page.getByRole('link', { name: 'Porte interne', exact: true }).first().click()
  await expect(page).toHaveURL(/\/negozio\/porte-interne$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Porte interne')
  // A seeded door (other journeys add Italian-only products to this category).
  const first = page.locator('main article h2 a', { hasText: 'Porta filo muro' }).first()
  const name = await first.textContent()
  await first.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!)
  await expect(page.getByText('IVA inclusa').first()).toBeVisible()
  await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible()

  await page.getByRole('navigation', { name: 'Lingua' }).getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/shop\/[a-z0-9-]+\/[a-z0-9-]+$/)
  await expect(page.getByText('VAT included').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(name!)
})

test('search and sort in the shop work without JavaScript state', async ({ page }) => {
  await page.goto('/negozio')
  // Typed and sent before the page has loaded its code (decision 017): the loader hands both to React.
  await page.getByLabel('Cerca nel negozio').fill('blindata')
  await page.getByRole('button', { name: 'Cerca' }).click()
  await expect(page).toHaveURL(/q=blindata/)
  const names = page.locator('main article h2')
  await expect(names.first()).toBeVisible()
  for (const text of await names.allTextContents()) expect(text.length).toBeGreaterThan(0)

  await page.goto('/negozio?sort=price_asc')
  const prices = await page.locator('main article p:has-text("IVA inclusa")').allTextContents()
  const cents = prices.map((p) => Number(p.replace(/[^\d,]/g, '').replace(',', '')))
  expect(cents).toEqual([...cents].sort((a, b) => a - b))
})

test('pagination moves through the whole catalogue', async ({ page }) => {
  await page.goto('/negozio')
  await expect(page.getByText(/Pagina 1 di \d+/)).toBeVisible()
  await hydrated(page)
  await page.getByRole('link', { name: 'Successiva' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText(/Pagina 2 di \d+/)).toBeVisible()
})

test('content pages from the menu render their translated text', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Chi siamo' }).click()
  await expect(page).toHaveURL(/\/chi-siamo$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chi siamo')
  await page.goto('/en/about-us')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
})

// Swagger UI renders only the operations near the viewport and adds the others as the reader
// scrolls, so the test scrolls as a reader would. The document must hold every path served.
test('the API reference is browsable from local assets', async ({ page, request }) => {
  test.setTimeout(90_000)
  const external: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(shopURL())) external.push(r.url())
  })
  const document = await (await request.get('/api/openapi.json')).json()
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { name: /Soglia API/ })).toBeVisible({ timeout: 30_000 })
  const shown = await page.evaluate(
    () => (window as unknown as { ui: { specSelectors: { paths(): { size: number } } } }).ui.specSelectors.paths().size,
  )
  expect(shown).toBe(Object.keys(document.paths).length)
  const late = page.locator('.opblock-summary-path', { hasText: /^\/products\/\{slug\}$/ })
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 400)
        return late.count()
      },
      { timeout: 45_000 },
    )
    .toBeGreaterThan(0)
  expect(external).toEqual([])
})
