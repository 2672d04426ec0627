import type { Page } from '@playwright/test'
import { expect, hydrated, test, violations } from './fixtures'
import { expectReachable } from './reachable'
import { emptyServerCart } from './server-cart-helpers'
import { signIn } from './sign-in'
import { addProduct, main, noOverlay } from './checkout-helpers'

// Issue 42 point 5, "checkout that holds" (decision 102): the order summary with the line and
// its options beside every step (collapsible on a phone), the partita IVA flagged when its field
// is left, the progress kept across a reload (a new address being typed included), the last step
// listing the lines and the billing data typed, and the main control of each step reachable, axe clean, at 390 and 1280 px.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const step = (page: Page, name: string) => main(page).getByTestId(`checkout-step-${name}`)

/** The summary panel shows the line with its options (opened first on a phone). */
async function expectSummaryLine(page: Page) {
  const panel = main(page).getByTestId('checkout-order-summary')
  const toggle = panel.getByTestId('checkout-order-summary-toggle')
  // On a phone the panel opens with its button; on a laptop the button is hidden and the column open.
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  const line = panel.getByTestId('checkout-summary-line')
  await expect(line).toHaveCount(1)
  // Seen, not only present: a summary hidden by its styles would still hold the text.
  await expect(line).toBeVisible()
  await expect(line).toContainText('Porta Trento')
  await expect(line.getByTestId('checkout-summary-line-details')).toContainText('Laminato bianco')
  await expect(line.getByTestId('checkout-summary-line-details')).toContainText('Sinistra a spingere')
  await expect(line).toContainText('Quantità: 1')
  await expect(line.getByRole('img')).toHaveCount(0) // the thumbnail is decorative (alt="")
  await expect(line.locator('img')).toHaveCount(1)
}

async function expectStepControl(page: Page, testId: string) {
  const control = main(page).getByTestId(testId)
  await control.scrollIntoViewIfNeeded()
  await expectReachable(control)
}

test.beforeEach(async ({ request }) => {
  await emptyServerCart(request, 'cliente@soglia.test')
})

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${size.width}×${size.height} the checkout holds: summary on every step, P.IVA flagged on leaving it, progress kept across a reload, review with lines and billing data, order placed`, async ({
    page,
  }) => {
    test.setTimeout(90_000) // four steps, a reload and axe on each: ~30 s on a busy 2-core machine
    await page.setViewportSize(size)
    await signIn(page, 'cliente@soglia.test')
    await addProduct(page)
    await page.goto('/checkout')
    await hydrated(page)
    await noOverlay(page)

    // Step 1: the summary beside it; shipping is not known yet, and says so.
    await expectSummaryLine(page)
    await expect(main(page).getByTestId('checkout-order-summary').getByTestId('checkout-shipping')).toHaveText(
      'calcolata al passo successivo',
    )
    // The cart step's own totals too: no false 0,00 € before an option is chosen.
    await expect(main(page).getByTestId('cart-totals').getByTestId('cart-shipping')).toHaveText(
      'calcolata al passo successivo',
    )
    await expectStepControl(page, 'checkout-review-continue')
    expect(await violations(page)).toEqual([])
    await main(page).getByTestId('checkout-review-continue').click()

    // Delivery to a new address, not saved to the book.
    const delivery = step(page, 'delivery')
    await expect(delivery).toHaveAttribute('data-state', 'open')
    await delivery.getByRole('radio', { name: 'Un nuovo indirizzo' }).check()
    await delivery.getByLabel('Destinatario').fill('Marco Conti')
    await delivery.getByLabel('Via e numero civico').fill('Via Garibaldi 5')
    await delivery.getByLabel('CAP').fill('37121')
    await delivery.getByLabel('Città').fill('Verona')
    await delivery.getByLabel('Provincia').selectOption('VR')
    // Typed, not yet continued: a reload keeps it too.
    await page.reload()
    await hydrated(page)
    await noOverlay(page)
    await expect(delivery).toHaveAttribute('data-state', 'open')
    await expect(delivery.getByRole('radio', { name: 'Un nuovo indirizzo' })).toBeChecked()
    await expect(delivery.getByLabel('Via e numero civico')).toHaveValue('Via Garibaldi 5')
    await expect(delivery.getByLabel('Provincia')).toHaveValue('VR')
    await delivery.getByLabel('Salva l’indirizzo nella rubrica').uncheck()
    await expectSummaryLine(page)
    await expectStepControl(page, 'checkout-delivery-continue')
    await main(page).getByTestId('checkout-delivery-continue').click()

    await expect(step(page, 'shipping')).toHaveAttribute('data-state', 'open')
    await expectSummaryLine(page)
    await step(page, 'shipping').getByRole('button', { name: 'Continua' }).click()

    // Billing: a wrong partita IVA is flagged as the field is left, and the step is not left.
    const billing = step(page, 'billing')
    await expect(billing).toHaveAttribute('data-state', 'open')
    await expectSummaryLine(page)
    await billing.getByRole('radio', { name: 'Fattura' }).check()
    await billing.getByLabel('Ragione sociale').fill('Conti Arredi Srl')
    const vat = billing.getByLabel('Partita IVA', { exact: true })
    await vat.fill('12345678901')
    await vat.press('Tab')
    await expect(vat).toHaveAttribute('aria-invalid', 'true')
    await expect(vat).toHaveAccessibleDescription(/Partita IVA non valida/)
    await main(page).getByTestId('checkout-billing-continue').click()
    await expect(billing).toHaveAttribute('data-state', 'open')
    await expect(step(page, 'payment')).toHaveAttribute('data-state', 'later')
    await vat.fill('12345678903')
    await expect(vat).not.toHaveAttribute('aria-invalid', 'true')
    await billing.getByLabel('Codice fiscale').fill('RSSMRA80A01H501U')
    await billing.getByLabel(/Codice destinatario SDI/).fill('M5UXCR1')
    await expectStepControl(page, 'checkout-billing-continue')
    await page.screenshot({ path: `test-results/checkout-holds-billing-${size.width}.png`, fullPage: true })
    expect(await violations(page)).toEqual([])
    await main(page).getByTestId('checkout-billing-continue').click()
    await expect(step(page, 'payment')).toHaveAttribute('data-state', 'open')

    // A reload finds the progress: the payment step open, delivery and billing as chosen.
    await page.reload()
    await hydrated(page)
    await noOverlay(page)
    await expect(step(page, 'payment')).toHaveAttribute('data-state', 'open')
    await expect(step(page, 'delivery')).toContainText('Via Garibaldi 5')
    await expect(step(page, 'billing')).toContainText('Conti Arredi Srl')
    await expectSummaryLine(page)
    await main(page).getByTestId('payment-method-bank_transfer').click()
    await step(page, 'payment').getByRole('button', { name: 'Continua' }).click()

    // The last step: every line and the billing data typed.
    const summary = step(page, 'summary')
    await expect(summary).toHaveAttribute('data-state', 'open')
    await expect(summary.getByTestId('checkout-summary-line')).toHaveCount(1)
    await expect(summary.getByTestId('checkout-summary-line')).toContainText('Laminato bianco')
    await expect(summary.getByTestId('review-billing-document')).toHaveText('Fattura')
    await expect(summary.getByTestId('review-billing-company')).toHaveText('Conti Arredi Srl')
    await expect(summary.getByTestId('review-billing-vat')).toHaveText('12345678903')
    await expect(summary.getByTestId('review-billing-tax-code')).toHaveText('RSSMRA80A01H501U')
    await expect(summary.getByTestId('review-billing-sdi')).toHaveText('M5UXCR1')
    await expect(summary.getByTestId('review-billing-address')).toContainText('Via Garibaldi 5')
    await expect(summary.getByTestId('review-delivery')).toContainText('Via Garibaldi 5')
    await expectSummaryLine(page)
    await expect(main(page).getByTestId('checkout-order-summary').getByTestId('checkout-shipping')).not.toHaveText(
      'calcolata al passo successivo',
    )
    await summary.getByLabel('Ho letto e accetto le condizioni di vendita').check()
    await expectStepControl(page, 'checkout-place')
    await page.screenshot({ path: `test-results/checkout-holds-summary-${size.width}.png`, fullPage: true })
    expect(await violations(page)).toEqual([])
    await main(page).getByTestId('checkout-place').click()
    await expect(page).toHaveURL(/\/checkout\/complete$/)
    await expect(main(page).getByTestId('order-number')).toHaveText(/^\d{4}-\d{6}$/)
    // The kept progress went with the order.
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('soglia_checkout_'))),
    ).toEqual([])
  })
}
