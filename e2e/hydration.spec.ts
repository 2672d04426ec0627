import type { Page } from '@playwright/test'
import { expect, hydrated, shopURL, test } from './fixtures'

// Decision 017: content and catalogue pages load their code on the visitor's first sign of
// presence; whatever the visitor taps before it has loaded is kept and done once it has.

/** The application modules the page has asked for so far. */
function watchModules(page: Page) {
  const modules: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && new URL(r.url()).pathname.startsWith('/assets/')) modules.push(r.url())
  })
  return modules
}

const state = (page: Page) => page.locator('html').getAttribute('data-hydration')

test('a content page is complete without its code, which loads when the visitor shows up', async ({ page }) => {
  const modules = watchModules(page)
  await page.goto('/chi-siamo', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(modules).toEqual([])
  expect(await state(page)).toBe('waiting')
  await page.mouse.move(20, 300)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  expect(modules.length).toBeGreaterThan(0)
  expect(await state(page)).toBe('done')
})

test('a tap on a control before the code has loaded is done once, after it has loaded', async ({ page }) => {
  await page.goto('/chi-siamo')
  const before = await page.locator('html').getAttribute('data-theme')
  // Playwright's click moves the pointer first (which starts the load) and clicks at once.
  await page.getByRole('switch', { name: /tema scuro|modalità scura|dark/i }).click()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(page.locator('html')).toHaveAttribute('data-theme', before === 'dark' ? 'light' : 'dark')
  await expect(page.getByRole('switch', { name: /tema scuro|modalità scura|dark/i })).not.toHaveAttribute(
    'aria-busy',
    'true',
  )
})

test.describe('first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test("the consent dialog's 'accept all' answers a tap made before the code has loaded", async ({ page, context }) => {
    const modules = watchModules(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    const dialog = page.getByRole('dialog', { name: 'Rispettiamo la tua privacy' })
    await expect(dialog).toBeVisible()
    expect(modules).toEqual([])
    await dialog.getByRole('button', { name: 'Accetta tutti' }).click()
    await expect(dialog).toBeHidden()
    // document.cookie reaches the browser's cookie store (what context.cookies() reads) a moment later.
    const stored = async () => (await context.cookies()).find((c) => c.name === 'soglia_consent')?.value
    await expect.poll(stored).toBeDefined()
    expect(JSON.parse(decodeURIComponent((await stored())!))).toMatchObject({ analytics: true, marketing: true })
    // The analytics tag came with the consent, as on a page that had hydrated at once.
    await expect
      .poll(() => page.evaluate(() => Boolean((window as { sogliaAnalytics?: unknown }).sogliaAnalytics)))
      .toBe(true)
  })
})

test('with analytics consent the tag runs on a page that has not loaded its code yet', async ({ page, context }) => {
  const value = encodeURIComponent(
    JSON.stringify({ id: crypto.randomUUID(), analytics: true, marketing: false, at: new Date().toISOString() }),
  )
  await context.addCookies([{ name: 'soglia_consent', value, url: shopURL() }])
  await page.goto('/chi-siamo', { waitUntil: 'networkidle' })
  expect(await state(page)).toBe('waiting')
  await expect
    .poll(() =>
      page.evaluate(() => (window as { sogliaAnalytics?: { anonymizeIp: boolean } }).sogliaAnalytics?.anonymizeIp),
    )
    .toBe(true)
  // Hydrating later does not add the tag a second time.
  await hydrated(page)
  expect(await page.locator('script[data-soglia-analytics]').count()).toBe(1)
})

test('pages that are applications hydrate at once: the login form', async ({ page }) => {
  await page.goto('/login')
  // No pointer, no key: the page hydrates by itself.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  expect(await state(page)).toBeNull()
})

test('the configurator is served whole (steps, preview, price) and loads its code when the visitor shows up (decision 046)', async ({
  page,
  request,
}) => {
  const models = (await (await request.get('/api/configurator/models')).json()) as { data: Array<{ id: number }> }
  const modules = watchModules(page)
  await page.goto(`/collezioni/configuratore/${models.data[0]!.id}`, { waitUntil: 'networkidle' })
  expect(modules).toEqual([])
  expect(await state(page)).toBe('waiting')
  await expect(page.getByRole('main').getByTestId('configurator-price')).toHaveText(/\d,\d\d/)
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible()
  await hydrated(page)
  expect(modules.length).toBeGreaterThan(0)
})
