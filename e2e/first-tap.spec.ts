import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

async function throttle(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}
const count = (page: Page) => page.getByTestId('product-count')

test('repro: first tap on a category filter', async ({ page }) => {
  await throttle(page)
  await page.goto('/negozio/porte-interne', { waitUntil: 'networkidle' })
  const all = await count(page).textContent()
  const filters = page.getByTestId('catalog-filters')
  const t0 = Date.now()
  await filters.getByRole('checkbox', { name: /^Legno \(/ }).click()
  await expect(page).toHaveURL(/f=materiale\.legno/)
  console.log('first tap → URL', Date.now() - t0, 'ms', all, await count(page).textContent())
  await expect(count(page)).not.toHaveText(all!)
  await filters.getByRole('checkbox', { name: /^Laminato \(/ }).click()
  await expect(page).toHaveURL(/f=materiale\.legno(%2C|,)materiale\.laminato/)
})
