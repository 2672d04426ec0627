import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForMail } from './mail-sink'
import { signIn as signInBrowser } from './sign-in'

// Card payment end to end (issue 11): an order placed with `card`, the Checkout page of the
// Stripe stand-in (the real SDK on the server talks to it), "Pay" there sends the signed webhook
// to the shop and brings the browser back; the order is `paid` because of the webhook.

async function signIn(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: { email: 'cliente@soglia.test', password: 'soglia-demo' } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { access_token: string }).access_token
}

async function slugOf(request: APIRequestContext, sku: string) {
  for (let page = 1; page <= 10; page++) {
    const res = await request.get(`/api/products?per_page=100&page=${page}`)
    const items = ((await res.json()) as { data: Array<{ sku: string; slug: string }> }).data
    const found = items.find((p) => p.sku === sku)
    if (found) return found.slug
    if (items.length < 100) break
  }
  throw new Error(`no product ${sku}`)
}

test('a card order is paid through Stripe Checkout and becomes paid from the webhook', async ({ page, request }) => {
  // The browser signs in too, so Stripe's return to the account page lands there.
  await signInBrowser(page, 'cliente@soglia.test')
  const token = await signIn(request)
  const auth = { authorization: `Bearer ${token}` }
  const slug = await slugOf(request, 'MA-LEV-TON')
  // An order names every required choice (issue 39): the first variant of each required group.
  const detail = (await (await request.get(`/api/products/${slug}`, { headers: auth })).json()).data as {
    variant_groups: Array<{ required: boolean; variants: Array<{ id: number }> }>
  }
  const lines = [
    {
      slug,
      quantity: 1,
      variant_ids: detail.variant_groups
        .filter((g) => g.required && g.variants.length > 0)
        .map((g) => g.variants[0]!.id),
    },
  ]
  const first = (
    await (await request.post('/api/cart/quote', { headers: auth, data: { lines, region: 'IT-34' } })).json()
  ).data
  expect(first.payment_methods.map((m: { code: string }) => m.code)).toContain('card')
  const shipping_option_id = first.shipping_options[0].id
  const quote = (
    await (
      await request.post('/api/cart/quote', {
        headers: auth,
        data: { lines, region: 'IT-34', shipping_option_id, payment_method: 'card' },
      })
    ).json()
  ).data
  const placed = await request.post('/api/orders', {
    headers: { ...auth, 'idempotency-key': `e2e-card-${Date.now()}` },
    data: {
      lines,
      delivery: {
        type: 'address',
        address: {
          recipient: 'Giulia Conti',
          street: 'Via Mazzini 3',
          postcode: '37121',
          city: 'Verona',
          province: 'VR',
          country: 'IT',
        },
        save: false,
      },
      shipping_option_id,
      billing: { document: 'receipt' },
      payment_method: 'card',
      acknowledgements: { terms: true },
      expected_total: quote.total,
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const order = (await placed.json()).data as { id: number; number: string; total: number }

  const pay = await request.post(`/api/account/orders/${order.id}/payment`, { headers: auth })
  expect(pay.status(), await pay.text()).toBe(200)
  const { url } = (await pay.json()).data as { url: string }

  await page.goto(url)
  await expect(page.getByTestId('amount')).toHaveText((order.total / 100).toFixed(2))
  // Before paying, the order waits.
  const before = (await (await request.get(`/api/account/orders/${order.id}`, { headers: auth })).json()).data
  expect(before.status).toBe('pending')

  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(new RegExp(`/account/orders/${order.id}\\?payment=done$`))
  await expect(page.getByRole('main')).toContainText(order.number)

  const after = (await (await request.get(`/api/account/orders/${order.id}`, { headers: auth })).json()).data
  expect(after).toMatchObject({ status: 'paid', payment_status: 'paid' })
  expect(after.history.at(-1)).toMatchObject({ from: 'pending', to: 'paid', by: null })

  // The confirmation e-mail carries the PDF; the signed-in browser downloads it from the account.
  const mail = await waitForMail('cliente@soglia.test', { match: (m) => m.subject.includes(order.number) })
  expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${order.number}.pdf`, 'application/pdf']])
  expect(Buffer.from(mail.attachments[0]!.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-')
  const pdf = await page.request.get(`/account/orders/${order.id}/pdf`)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  expect((await request.get(`/account/orders/${order.id}/pdf`, { maxRedirects: 0 })).status()).toBe(302)
})
