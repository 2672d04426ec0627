// A shopper's journey in Chromium against an edge build (decision 045), run by the edge smoke
// suite (smoke.ts): home, a product page, sign in, add to cart, checkout by bank transfer up to
// the complete page and its order number. The steps are the Node journeys' (e2e/checkout.spec.ts)
// with playwright's library instead of its test runner, which the smoke suite does not use.
import assert from 'node:assert/strict'
import { chromium, type Page } from '@playwright/test'
import { findChromium } from '../../scripts/find-chromium.ts'
import { decidedConsentState } from '../consent-state.ts'

// Seeded: "Porta Trento laminato 80×210" (as in e2e/checkout.spec.ts).
const PRODUCT = '/negozio/porte-interne/porta-trento-laminato-80-210'
// As playwright.config.ts: without the networking flags Chromium keeps calling Google's services.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
// Generous: the edge verifies a password in JavaScript (~1 s) and the machine is shared.
const STEP_MS = 30_000

const main = (page: Page) => page.getByRole('main')
const step = (page: Page, name: string) => main(page).getByTestId(`checkout-step-${name}`)
const visible = (locator: ReturnType<Page['locator']>) => locator.waitFor({ state: 'visible', timeout: STEP_MS })
const opened = (page: Page, name: string) =>
  step(page, name).and(page.locator('[data-state="open"]')).waitFor({ timeout: STEP_MS })

/** As e2e/fixtures.ts `hydrated`: catalogue pages hydrate on the visitor's first pointer move. */
async function hydrated(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated ?? document.documentElement.dataset.hydration,
    undefined,
    { timeout: STEP_MS },
  )
  if ((await page.locator('html').getAttribute('data-hydration')) === 'waiting') {
    await page.mouse.move(3, 3)
    await page.mouse.move(6, 6)
  }
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: STEP_MS })
  await page.locator('[role="status"][aria-busy="true"]').waitFor({ state: 'detached', timeout: STEP_MS })
}

/** Runs the journey; answers the order number shown on the complete page. */
export async function shopperJourney(baseURL: string, account: { email: string; password: string }): Promise<string> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({
      baseURL,
      locale: 'it-IT',
      extraHTTPHeaders: { 'accept-language': 'it' },
      storageState: decidedConsentState(baseURL),
    })
    context.setDefaultTimeout(STEP_MS)
    const page = await context.newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))
    // For a failure's report: what the server refused or never answered on the way.
    const answers: string[] = []
    page.on(
      'response',
      (r) => void (r.status() >= 400 && answers.push(`${r.status()} ${r.request().method()} ${r.url()}`)),
    )
    page.on('requestfailed', (r) => answers.push(`${r.failure()?.errorText} ${r.method()} ${r.url()}`))
    try {
      return await steps(page, failures, account)
    } catch (error) {
      const shown = await main(page)
        .innerText({ timeout: 2_000 })
        .catch(() => '(no main)')
      throw new Error(
        `${(error as Error).message}\n--- page ${page.url()}:\n${shown.slice(0, 2_000)}\n--- refused or failed requests:\n${answers.join('\n') || 'none'}`,
        { cause: error },
      )
    }
  } finally {
    await browser.close()
  }
}

async function steps(page: Page, failures: string[], account: { email: string; password: string }): Promise<string> {
  // Home and a product page, anonymous.
  assert.equal((await page.goto('/'))?.status(), 200)
  await hydrated(page)
  assert.match(await page.title(), /Soglia/)
  assert.equal((await page.goto(PRODUCT))?.status(), 200)
  await visible(main(page).getByRole('heading', { level: 1, name: /Porta Trento/ }))

  // Sign in.
  await page.goto('/login')
  await hydrated(page)
  await main(page).getByLabel('Email').fill(account.email)
  await main(page).getByLabel('Password', { exact: true }).fill(account.password)
  await main(page).getByRole('button', { name: 'Accedi' }).click()
  await page.waitForURL(/\/$/, { timeout: STEP_MS })

  // Add to cart.
  await page.goto(PRODUCT)
  await hydrated(page)
  await main(page).getByRole('radio', { name: 'Laminato bianco', exact: true }).check()
  await main(page).getByRole('radio', { name: 'Sinistra a spingere', exact: true }).check()
  await main(page).getByRole('button', { name: 'Aggiungi al carrello' }).click()
  await visible(page.getByText('Aggiunto al carrello'))

  // Checkout: the saved address, the first shipping option, a receipt, bank transfer.
  await page.goto('/checkout')
  await hydrated(page)
  await visible(main(page).getByTestId('cart-line').first())
  await main(page).getByTestId('checkout-review-continue').click()
  await opened(page, 'delivery')
  await main(page).getByTestId('checkout-delivery-continue').click()
  await opened(page, 'shipping')
  await step(page, 'shipping').getByRole('button', { name: 'Continua' }).click()
  await opened(page, 'billing')
  await step(page, 'billing')
    .getByRole('radio', { name: /Ricevuta/ })
    .check()
  await main(page).getByTestId('checkout-billing-continue').click()
  await opened(page, 'payment')
  await main(page).getByTestId('payment-method-bank_transfer').click()
  await step(page, 'payment').getByRole('button', { name: 'Continua' }).click()
  await opened(page, 'summary')
  await step(page, 'summary').getByLabel('Ho letto e accetto le condizioni di vendita').check()
  await step(page, 'summary').getByTestId('checkout-place').click()
  await page.waitForURL(/\/checkout\/complete$/, { timeout: STEP_MS })
  const number = (await main(page).getByTestId('order-number').textContent())?.trim() ?? ''
  assert.match(number, /^\d{4}-\d{6}$/)
  assert.deepEqual(failures, [], 'no script error on the way')
  return number
}
