import { extractText, getDocumentProxy } from 'unpdf'
import { expect, hydrated, test } from './fixtures'
import { waitForMail } from './mail-sink'
import { signIn } from './sign-in'

// Issue 42 p8: an order placed from the German storefront (/de/) keeps German: its confirmation
// e-mail and the order PDF (attached, and downloaded later from an Italian page) are German.
// The API side is src/domains/orders/documents/order-locale.api.test.ts; this is the browser's.

const PRODUCT_SLUG = 'porta-trento-laminato-80-210'
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, ' ')

test('an order placed from /de/ gets its confirmation e-mail and its PDF in German', async ({ page, request }) => {
  test.setTimeout(120_000)
  const admin = (
    (await (
      await request.post('/api/auth/login', { data: { email: 'admin@soglia.test', password: 'soglia-demo' } })
    ).json()) as { access_token: string }
  ).access_token
  const email = `deutsch-${Date.now()}@example.com`
  const password = 'eine-lange-passphrase-1'
  const created = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${admin}` },
    data: { name: 'Greta Vogel', email, role: 'user', password },
  })
  expect(created.status()).toBe(201)
  const token = (
    (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as { access_token: string }
  ).access_token
  const auth = { authorization: `Bearer ${token}` }
  expect(
    (
      await request.post('/api/account/addresses', {
        headers: auth,
        data: { recipient: 'Greta Vogel', street: 'Via Goethe 5', postcode: '39100', city: 'Bolzano', province: 'BZ' },
      })
    ).status(),
  ).toBe(201)
  // The cart on the account (decision 028): the browser mirrors it once signed in.
  const product = (await (await request.get(`/api/products/${PRODUCT_SLUG}`)).json()) as {
    data: { variant_groups: Array<{ required: boolean; variants: Array<{ id: number }> }> }
  }
  const variant_ids = product.data.variant_groups
    .filter((g) => g.required && g.variants.length > 0)
    .map((g) => g.variants[0]!.id)
  expect(
    (
      await request.put('/api/cart', {
        headers: auth,
        data: { items: [{ cart_id: 'de-line-1', slug: PRODUCT_SLUG, quantity: 1, variant_ids }] },
      })
    ).status(),
  ).toBe(200)

  await signIn(page, email, password)
  await page.goto('/de/checkout')
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const main = page.getByRole('main')
  const step = (name: string) => main.getByTestId(`checkout-step-${name}`)
  const opened = (name: string) =>
    expect(step(name).and(page.locator('[data-state="open"]'))).toBeVisible({ timeout: 30_000 })
  await expect(main.getByTestId('cart-line').first()).toBeVisible({ timeout: 30_000 })
  await main.getByTestId('checkout-review-continue').click()
  await opened('delivery')
  await main.getByTestId('checkout-delivery-continue').click()
  await opened('shipping')
  await step('shipping').getByRole('button', { name: 'Weiter' }).click()
  await opened('billing')
  await step('billing')
    .getByRole('radio', { name: /Quittung/ })
    .check()
  await main.getByTestId('checkout-billing-continue').click()
  await opened('payment')
  await main.getByTestId('payment-method-bank_transfer').click()
  await step('payment').getByRole('button', { name: 'Weiter' }).click()
  await opened('summary')
  await step('summary').getByLabel('Ich habe die Verkaufsbedingungen gelesen und akzeptiere sie').check()
  await step('summary').getByTestId('checkout-place').click()
  await page.waitForURL(/\/de\/.*complete/, { timeout: 30_000 })
  const number = (await main.getByTestId('order-number').textContent())?.trim() ?? ''
  expect(number).toMatch(/^\d{4}-\d{6}$/)

  const mail = await waitForMail(email, { match: (m) => m.subject.includes(number), timeoutMs: 30_000 })
  expect(mail.subject).toBe(`Bestätigung der Bestellung ${number}`)
  const attached = mail.attachments.find((a) => a.contentType === 'application/pdf')
  expect(attached, 'the order PDF attached').toBeTruthy()
  expect(await pdfText(new Uint8Array(Buffer.from(attached!.base64, 'base64')))).toContain(`Bestellung Nr. ${number}`)

  // Downloaded later from the Italian account page: still the order's language.
  const orders = (await (await request.get('/api/account/orders', { headers: auth })).json()) as {
    data: Array<{ id: number; number: string; locale?: string }>
  }
  const order = orders.data.find((o) => o.number === number)!
  const pdf = await page.request.get(`/account/orders/${order.id}/pdf`)
  expect(pdf.status()).toBe(200)
  const text = await pdfText(new Uint8Array(await pdf.body()))
  expect(text).toContain(`Bestellung Nr. ${number}`)
  expect(text).toContain('Auftragsbestätigung')
  expect(text).not.toContain('Conferma d')
})
