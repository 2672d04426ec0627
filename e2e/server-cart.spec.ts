import type { Browser, Page } from '@playwright/test'
import { decidedConsentState } from './consent-state'
import { expect, hydrated, test } from './fixtures'
import { placeOrder } from './orders-api'
import { emptyServerCart } from './server-cart-helpers'

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

test('a visitor’s "Aggiungi al carrello" signs in, comes back to the product with the line added, and the cart follows to a second device', async ({
  browser,
  baseURL,
  request,
}) => {
  await emptyServerCart(request, 'altro@soglia.test')
  const phone = await device(browser, baseURL!)
  await phone.page.goto(PRODUCT)
  await hydrated(phone.page)
  await main(phone.page).getByRole('radio', { name: 'Laminato bianco', exact: true }).check()
  await main(phone.page).getByRole('radio', { name: 'Sinistra a spingere', exact: true }).check()
  await main(phone.page).getByRole('button', { name: 'Aggiungi al carrello' }).click()
  await expect(phone.page).toHaveURL(/\/login\?redirect=/)
  const saved = phone.page.waitForResponse(
    (r) =>
      r.url().includes('_serverFn') &&
      r.request().method() === 'POST' &&
      r.request().postData()?.includes('cart_id') === true,
  )
  await signInFrom(phone.page, 'altro@soglia.test')
  await expect(phone.page).toHaveURL(new RegExp(`${PRODUCT}$`))
  // Issue 42: the kept click is added on return, with no second click.
  await expect(phone.page.getByRole('banner').getByTestId('cart-badge')).toHaveText('1')
  await saved

  const laptop = await device(browser, baseURL!)
  await laptop.page.goto('/login')
  await signInFrom(laptop.page, 'altro@soglia.test')
  await expect(laptop.page).toHaveURL(/\/$/)
  await expect(laptop.page.getByRole('banner').getByTestId('cart-badge')).toHaveText('1')
  await phone.context.close()
  await laptop.context.close()
})

/** Waits for the cart's save to the account (PUT /cart through its server function). */
const cartSaved = (page: Page) =>
  page.waitForResponse(
    (r) =>
      r.url().includes('_serverFn') &&
      r.request().method() === 'POST' &&
      r.request().postData()?.includes('cart_id') === true,
  )

test('one cart per account: a line removed on the phone, and an order placed there, do not come back on the laptop (issue 39)', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const email = 'reseller@soglia.test'
  await emptyServerCart(request, email)
  const badge = (page: Page) => page.getByRole('banner').getByTestId('cart-badge')
  const phone = await device(browser, baseURL!)
  await phone.page.goto('/login')
  await signInFrom(phone.page, email)
  await expect(phone.page).toHaveURL(/\/$/)
  const addDoor = async (page: Page, finish: string) => {
    await page.goto(PRODUCT)
    await hydrated(page)
    await main(page).getByRole('radio', { name: finish, exact: true }).check()
    await main(page).getByRole('radio', { name: 'Sinistra a spingere', exact: true }).check()
    const saved = cartSaved(page)
    await main(page).getByRole('button', { name: 'Aggiungi al carrello' }).click()
    await saved
  }
  await addDoor(phone.page, 'Laminato bianco')
  await addDoor(phone.page, 'Laminato noce')

  const laptop = await device(browser, baseURL!)
  await laptop.page.goto('/login')
  await signInFrom(laptop.page, email)
  await expect(laptop.page).toHaveURL(/\/$/)
  await expect(badge(laptop.page)).toHaveText('2')

  // The phone removes a line; the laptop, reloaded with its copy of both, shows one.
  await phone.page.goto('/checkout')
  await hydrated(phone.page)
  const rows = main(phone.page).getByTestId('cart-line')
  await expect(rows).toHaveCount(2)
  const removed = cartSaved(phone.page)
  await rows
    .nth(1)
    .getByRole('button', { name: /^Rimuovi / })
    .click()
  await removed
  await expect(rows).toHaveCount(1)
  await laptop.page.reload()
  await hydrated(laptop.page)
  await expect(badge(laptop.page)).toHaveText('1')
  await laptop.page.reload()
  await hydrated(laptop.page)
  await expect(badge(laptop.page)).toHaveText('1')

  // An order on the phone takes the cart: the laptop, reloaded, has none left to order twice.
  await placeOrder(request, email)
  await laptop.page.reload()
  await hydrated(laptop.page)
  await expect(laptop.page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0)
  await expect(badge(laptop.page)).toHaveCount(0)
  await phone.context.close()
  await laptop.context.close()
})

test('a redirect to another site is not followed', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2F')
  await signInFrom(page, 'cliente@soglia.test')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
})
