import type { Locator, Page } from '@playwright/test'
import { signIn } from './sign-in'
import { addProduct, main, noOverlay, PRODUCT } from './checkout-helpers'
import { expect, hydrated, test, violations } from './fixtures'
import { waitForMail } from './mail-sink'
import { bearer } from './orders-api'
import { emptyServerCart } from './server-cart-helpers'

// Issue 11 checkout (customer side) and issue 16's checkout table at 390 px: the steps, the
// order with bank transfer, the complete page, the account; trade prices net + IVA; the
// made-to-measure acknowledgement; a partita IVA refused on its field; a double click makes
// one order; the main controls inside the viewport and overlapping nothing at both sizes.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const step = (page: Page, name: string) => main(page).getByTestId(`checkout-step-${name}`)

/** A configured door with the model's default choices: made to measure. */
async function addDoor(page: Page) {
  await page.goto('/collezioni')
  await hydrated(page)
  await main(page).getByRole('link', { name: 'Configura Milano laccata' }).first().click()
  await expect(page).toHaveURL(/\/collezioni\/configuratore\/\d+$/)
  await hydrated(page)
  await noOverlay(page)
  await expect(main(page).getByTestId('configurator-price')).toHaveText(/436,80/)
  await main(page).getByRole('button', { name: 'Aggiungi al carrello' }).click()
  await expect(page.getByText('Porta configurata aggiunta al carrello')).toBeVisible()
}

async function openCheckout(page: Page) {
  await page.goto('/checkout')
  await hydrated(page)
  await noOverlay(page)
  await expect(main(page).getByTestId('cart-line').first()).toBeVisible()
}

/** Review → saved address → first shipping option → billing (receipt unless given) → payment. */
async function toSummary(page: Page, billing?: (page: Page) => Promise<void>, payment = 'bank_transfer') {
  await main(page).getByTestId('checkout-review-continue').click()
  await expect(step(page, 'delivery')).toHaveAttribute('data-state', 'open')
  const delivery = step(page, 'delivery')
  // Trade accounts have no address book: a new address goes with the order.
  if (await delivery.getByRole('radio', { name: 'Un nuovo indirizzo' }).isChecked()) {
    await delivery.getByLabel('Destinatario').fill('Edilcasa Rivendita')
    await delivery.getByLabel('Via e numero civico').fill('Via Roma 1')
    await delivery.getByLabel('CAP').fill('37121')
    await delivery.getByLabel('Città').fill('Verona')
    await delivery.getByLabel('Provincia').selectOption('VR')
  }
  await main(page).getByTestId('checkout-delivery-continue').click()
  await expect(step(page, 'shipping')).toHaveAttribute('data-state', 'open')
  await step(page, 'shipping').getByRole('button', { name: 'Continua' }).click()
  await expect(step(page, 'billing')).toHaveAttribute('data-state', 'open')
  if (billing) await billing(page)
  else
    await step(page, 'billing')
      .getByRole('radio', { name: /Ricevuta/ })
      .check()
  await main(page).getByTestId('checkout-billing-continue').click()
  await expect(step(page, 'payment')).toHaveAttribute('data-state', 'open')
  await main(page).getByTestId(`payment-method-${payment}`).click()
  await step(page, 'payment').getByRole('button', { name: 'Continua' }).click()
  await expect(step(page, 'summary')).toHaveAttribute('data-state', 'open')
}

/** The customer's orders, all of them (the account's list shows a page: other specs order as this customer too). */
async function orderCount(page: Page): Promise<number> {
  const headers = await bearer(page.request, 'cliente@soglia.test')
  const res = await page.request.get('/api/account/orders?per_page=1', { headers })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { meta: { total: number } }).meta.total
}

// The cart follows a signed-in customer on the server (decision 028): each test starts empty.
test.beforeEach(async ({ request }) => {
  await emptyServerCart(request, 'cliente@soglia.test')
  await emptyServerCart(request, 'reseller@soglia.test')
})

test('a customer orders a product and a configured door by bank transfer: one order for a double click, complete page, pending in the account', async ({
  page,
}) => {
  await signIn(page, 'cliente@soglia.test')
  const before = await orderCount(page)
  await addProduct(page)
  await addDoor(page)
  await openCheckout(page)
  await expect(main(page).getByTestId('cart-line')).toHaveCount(2)
  await toSummary(page)

  const summary = step(page, 'summary')
  await expect(summary.getByTestId('checkout-total')).toHaveText(/€/)
  // The made-to-measure acknowledgement names the door and is required.
  const mtm = summary.getByTestId('checkout-mtm')
  await expect(summary.getByText(/esclusi dal diritto di recesso.*Milano laccata/)).toBeVisible()
  await summary.getByLabel('Ho letto e accetto le condizioni di vendita').check()
  await summary.getByTestId('checkout-place').click()
  await expect(summary.getByText('Conferma la presa d’atto per i prodotti su misura')).toBeVisible()
  await expect(page).toHaveURL(/\/checkout$/)
  await mtm.check()

  // A double click on "order": one order.
  await summary.getByTestId('checkout-place').dblclick()
  await expect(page).toHaveURL(/\/checkout\/complete$/)
  const number = await main(page).getByTestId('order-number').textContent()
  expect(number).toMatch(/^\d{4}-\d{6}$/)
  await expect(main(page).getByTestId('order-iban')).toHaveText(/^IT/)
  await expect(main(page).getByTestId('order-reference')).toContainText(number!)
  await expect(main(page).getByText('Cosa succede ora')).toBeVisible()
  // The cart is empty.
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveCount(0)
  // The confirmation, sent by the server's job worker (decision 033), is in the SMTP sink with the PDF.
  const mail = await waitForMail('cliente@soglia.test', { match: (m) => m.subject.includes(number!) })
  expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${number}.pdf`, 'application/pdf']])
  expect(Buffer.from(mail.attachments[0]!.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-')

  expect(await orderCount(page)).toBe(before + 1)
  // The newest first, on the list's first page.
  await page.goto('/account/orders')
  await hydrated(page)
  const row = main(page).locator('tbody tr').filter({ hasText: number! })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('In attesa')

  // The order's page: payment instructions, the PDF link, "cancel" while pending, "order again".
  await row.getByRole('link').first().click()
  await hydrated(page)
  await expect(main(page).getByTestId('order-payment')).toContainText('Bonifico')
  await expect(main(page).getByTestId('order-pdf')).toHaveAttribute('href', /\/account\/orders\/\d+\/pdf$/)
  await main(page).getByTestId('order-cancel').click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Annulla l’ordine' }).click()
  await expect(page.getByText('Ordine annullato.')).toBeVisible()
  await expect(main(page).getByTestId('order-cancel')).toHaveCount(0)
  await main(page).getByTestId('order-again').click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(main(page).getByTestId('cart-line')).toHaveCount(2)
})

const euroCents = async (l: Locator) =>
  Math.round(Number(((await l.textContent()) ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100)

test('a reseller reads net prices + IVA on the product page, in the checkout and on the order PDF, adding up', async ({
  page,
}) => {
  await signIn(page, 'reseller@soglia.test')
  await page.goto(PRODUCT)
  await hydrated(page)
  await expect(main(page).getByTestId('unit-price')).toHaveText(/\d+,\d{2}\s€\s\+ IVA/)
  await addProduct(page)
  await openCheckout(page)
  // Net of VAT (the reseller tier, less any running promotion), followed by "+ IVA".
  const unit = main(page).getByTestId('cart-line').first().getByTestId('cart-line-unit')
  await expect(unit).toHaveText(/\d+,\d{2}\s€\s\+ IVA$/)
  const lineTotal = main(page).getByTestId('cart-line').first().getByTestId('cart-line-total')
  await expect(lineTotal).toContainText('+ IVA')
  const lineNet = await euroCents(lineTotal)
  await toSummary(page)
  const summary = step(page, 'summary')
  await expect(summary.getByTestId('checkout-subtotal')).toContainText('+ IVA')
  // Decision 085: subtotal + shipping = taxable amount, + VAT = total, to the cent, as read.
  const subtotal = await euroCents(summary.getByTestId('checkout-subtotal'))
  const shipping = (await summary.getByTestId('checkout-shipping').textContent())?.includes('+ IVA')
    ? await euroCents(summary.getByTestId('checkout-shipping'))
    : 0
  const net = await euroCents(summary.getByTestId('checkout-net'))
  let vat = 0
  for (const row of await summary.getByTestId('checkout-vat-row').locator('dd').all()) vat += await euroCents(row)
  expect(subtotal).toBe(lineNet)
  expect(subtotal + shipping).toBe(net)
  expect(net + vat).toBe(await euroCents(summary.getByTestId('checkout-total')))

  await summary.getByLabel('Ho letto e accetto le condizioni di vendita').check()
  await summary.getByTestId('checkout-place').click()
  await expect(page).toHaveURL(/\/checkout\/complete$/)
  const number = (await main(page).getByTestId('order-number').textContent())!
  await page.goto('/account/orders')
  await main(page).locator('tbody tr').filter({ hasText: number }).getByRole('link').first().click()
  await hydrated(page)
  // The order's page reads the same net amounts, + IVA, and the taxable amount.
  await expect(main(page).getByTestId('order-subtotal')).toContainText('+ IVA')
  expect(await euroCents(main(page).getByTestId('order-subtotal'))).toBe(subtotal)
  expect(await euroCents(main(page).getByTestId('order-line-total').first())).toBe(lineNet)
  expect(await euroCents(main(page).getByTestId('order-net'))).toBe(net)
  const pdf = await page.request.get((await main(page).getByTestId('order-pdf').getAttribute('href'))!)
  expect(pdf.status()).toBe(200)
  const { extractText, getDocumentProxy } = await import('unpdf')
  const text = (
    await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true })
  ).text.replace(/[\u00a0\u202f]/g, ' ')
  const euros = (c: number) => `${Math.floor(c / 100).toLocaleString('it-IT')},${String(c % 100).padStart(2, '0')} €`
  expect(text).toContain('Prezzi IVA esclusa')
  for (const amount of [lineNet, subtotal, net]) expect(text).toContain(euros(amount))
})

test('an invoice with a wrong partita IVA is flagged on that field at its step, which is not left', async ({
  page,
}) => {
  await signIn(page, 'cliente@soglia.test')
  await addProduct(page)
  await openCheckout(page)
  await main(page).getByTestId('checkout-review-continue').click()
  await main(page).getByTestId('checkout-delivery-continue').click()
  await step(page, 'shipping').getByRole('button', { name: 'Continua' }).click()
  const billing = step(page, 'billing')
  await billing.getByRole('radio', { name: 'Fattura' }).check()
  await billing.getByLabel('Ragione sociale').fill('Conti Arredi Srl')
  // 11 digits, but the check digit is wrong (12345678903 would be right): the server's own rule.
  await billing.getByLabel('Partita IVA', { exact: true }).fill('12345678901')
  await billing.getByLabel(/Codice destinatario SDI/).fill('M5UXCR1')
  await main(page).getByTestId('checkout-billing-continue').click()
  await expect(billing).toHaveAttribute('data-state', 'open')
  const vat = billing.getByLabel('Partita IVA', { exact: true })
  await expect(vat).toHaveAttribute('aria-invalid', 'true')
  await expect(vat).toHaveAccessibleDescription(/Partita IVA non valida/)
  await expect(page).toHaveURL(/\/checkout$/)
})

/** Every pair of boxes is disjoint, and every box lies inside the viewport's width. */
async function assertLaidOut(page: Page, controls: Locator[]) {
  const width = page.viewportSize()!.width
  const boxes = []
  for (const c of controls) {
    await c.scrollIntoViewIfNeeded()
    const box = await c.boundingBox()
    expect(box, `no box for ${c}`).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5)
    boxes.push({
      c,
      box: await c.evaluate((el) => {
        const r = el.getBoundingClientRect()
        return { x: r.x, y: r.y + window.scrollY, w: r.width, h: r.height }
      }),
    })
  }
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!.box,
        b = boxes[j]!.box
      const overlap = a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5
      expect(overlap, `${boxes[i]!.c} overlaps ${boxes[j]!.c}`).toBe(false)
    }
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`checkout at ${size.width}×${size.height}: lines, steps and the order button in the viewport, overlapping nothing; axe clean`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await signIn(page, 'cliente@soglia.test')
    await addProduct(page)
    await openCheckout(page)
    const line = main(page).getByTestId('cart-line').first()
    await assertLaidOut(page, [
      line.getByRole('link', { name: /Porta Trento/ }),
      line.getByTestId('cart-line-unit'),
      line.getByRole('spinbutton'),
      line.getByTestId('cart-line-total'),
      line.getByRole('button', { name: /^Rimuovi / }),
      main(page).getByTestId('checkout-review-continue'),
    ])
    await page.screenshot({ path: `test-results/checkout-review-${size.width}.png`, fullPage: true })
    expect(await violations(page)).toEqual([])

    await toSummary(page)
    const summary = step(page, 'summary')
    await assertLaidOut(page, [
      summary.getByLabel('Ho letto e accetto le condizioni di vendita'),
      summary.getByTestId('checkout-totals'),
      summary.getByTestId('checkout-place'),
      step(page, 'payment').getByRole('button', { name: /^Modifica/ }),
    ])
    await page.screenshot({ path: `test-results/checkout-summary-${size.width}.png`, fullPage: true })
    expect(await violations(page)).toEqual([])
  })
}
