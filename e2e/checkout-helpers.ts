import type { Page } from '@playwright/test'
import { expect, hydrated } from './fixtures'

// What the checkout specs share: the seeded door they buy and the wait for the checkout's
// loading overlay. Seeded: "Porta Trento laminato 80×210", € 229,00 (reseller € 179,00); the
// seeded Black Friday promotion lowers it from 20 to 30 November only (decision 061), so
// amounts are matched by form.
export const PRODUCT = '/negozio/porte-interne/porta-trento-laminato-80-210'

export const main = (page: Page) => page.getByRole('main')

/** No loading overlay over the checkout (a quote on its way). */
export const noOverlay = (page: Page) => expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0)

/** The door with a finish and an opening side, into the cart from its page. */
export async function addProduct(page: Page) {
  await page.goto(PRODUCT)
  await hydrated(page)
  await noOverlay(page)
  await main(page).getByRole('radio', { name: 'Laminato bianco', exact: true }).check()
  await main(page).getByRole('radio', { name: 'Sinistra a spingere', exact: true }).check()
  await main(page).getByRole('button', { name: 'Aggiungi al carrello' }).click()
  await expect(page.getByText('Aggiunto al carrello')).toBeVisible()
}
