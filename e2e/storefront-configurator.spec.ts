import type { Page } from '@playwright/test'
import { signIn } from './sign-in'
import { expect, hydrated, test } from './fixtures'
import { expectReachable } from './reachable'

// Issue 16, the configurator as shoppers use it: price and "Aggiungi al carrello" in sight at
// 1280×800, preview and price kept in sight on a phone, the summary step ends with the purchase,
// an out-of-range width does not draw a wider door, and each "Configura" names its model.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const main = (page: Page) => page.getByRole('main')
const sizes = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } }

async function openModel(page: Page, name: string) {
  await page.goto('/collezioni')
  await hydrated(page)
  // The visible text names the model (two models of one collection are no longer two "Configura").
  const links = main(page).getByRole('link', { name: /^Configura / })
  const texts = await links.allInnerTexts()
  expect(texts.length).toBeGreaterThan(1)
  for (const text of texts) expect(text.trim(), 'every "Configura" names its model').toMatch(/^Configura \S/)
  await main(page)
    .getByRole('link', { name: `Configura ${name}` })
    .first()
    .click()
  await expect(page).toHaveURL(/\/collezioni\/configuratore\/\d+$/)
  await hydrated(page)
  await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0)
}

for (const [size, viewport] of Object.entries(sizes)) {
  test.describe(`${size} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('price and add-to-cart in sight while choosing; the summary adds to the cart', async ({ page }) => {
      await signIn(page, 'reseller@soglia.test')
      await openModel(page, 'Milano laccata')
      const price = main(page).getByTestId('configurator-price')
      const add = main(page).getByTestId('configurator-add')
      await expect(price).toHaveText(/€/)
      await expectReachable(price)
      await expectReachable(add)

      // An out-of-range width: the preview keeps the widest allowed door.
      await main(page).getByLabel('Larghezza (mm)').fill('1300')
      await expect(main(page).getByTestId('door-preview')).not.toHaveAttribute('data-width', '1300')
      await main(page).getByLabel('Larghezza (mm)').fill('900')
      await expect(price).toHaveText(/€/)

      // Through the steps: the price stays in sight on every one (sticky on phones).
      const next = main(page).getByRole('button', { name: 'Avanti' })
      while (await next.count()) {
        await next.scrollIntoViewIfNeeded()
        await next.click()
        await expectReachable(price)
      }
      const summaryAdd = main(page).getByTestId('configurator-summary-add')
      await summaryAdd.scrollIntoViewIfNeeded()
      await expect(summaryAdd).toBeEnabled()
      await expectReachable(summaryAdd)
      await summaryAdd.click()
      await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText(/^[1-9]\d*$/)
    })
  })
}
