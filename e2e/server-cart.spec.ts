import type { Browser, Page } from '@playwright/test'
import { decidedConsentState } from './consent-state'
import { expect, hydrated, test } from './fixtures'

// Decision 028: a signed-in customer's cart is kept on the server; a second device finds it,
// merged with what that browser had saved. And issue 16: the sign-in comes back to the page
// that asked for it.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const PRODUCT = '/negozio/porte-interne/porta-trento-laminato-80-210'
const main = (page: Page) => page.getByRole('main')

async function device(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    locale: 'it-IT',
    storageState: decidedConsentState(baseURL),
  })
  return { context, page: await context.newPage() }
}

async function signInFrom(page: Page, email: string) {
  await hydrated(page)
  await main(page).getByLabel('Email').fill(email)
  await main(page).getByLabel('Password', { exact: true }).fill('soglia-demo')
  await main(page).getByRole('button', { name: 'Accedi' }).click()
}

test('"Accedi per acquistare" comes back to the product, and the cart follows to a second device', async ({ browser, baseURL }) => {
  const phone = await device(browser, baseURL!)
  await phone.page.goto(PRODUCT)
  await hydrated(phone.page)
  await main(phone.page).getByRole('link', { name: 'Accedi per acquistare' }).click()
  await expect(phone.page).toHaveURL(/\/login\?redirect=/)
  await signInFrom(phone.page, 'altro@soglia.test')
  await expect(phone.page).toHaveURL(new RegExp(`${PRODUCT}$`))
  await main(phone.page).getByRole('radio', { name: 'Laminato bianco', exact: true }).check()
  await main(phone.page).getByRole('radio', { name: 'Sinistra a spingere', exact: true }).check()
  const saved = phone.page.waitForResponse((r) => r.url().includes('_serverFn') && r.request().method() === 'POST' && r.request().postData()?.includes('cart_id') === true)
  await main(phone.page).getByRole('button', { name: 'Aggiungi al carrello' }).click()
  await saved

  const laptop = await device(browser, baseURL!)
  await laptop.page.goto('/login')
  await signInFrom(laptop.page, 'altro@soglia.test')
  await expect(laptop.page).toHaveURL(/\/$/)
  await expect(laptop.page.getByRole('banner').getByTestId('cart-badge')).toHaveText('1')
  await phone.context.close()
  await laptop.context.close()
})

test('a redirect to another site is not followed', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2F')
  await signInFrom(page, 'cliente@soglia.test')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
})
