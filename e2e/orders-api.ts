import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'

// Orders placed through the API the checkout uses, for specs whose subject is what comes after
// (the back office's order screens, the account's order list).

export async function bearer(request: APIRequestContext, email: string, password = 'soglia-demo') {
  const res = await request.post('/api/auth/login', { data: { email, password } })
  expect(res.status(), `sign-in as ${email}`).toBe(200)
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` }
}

/** One handle (the first variant of each group), paid by bank transfer, delivered to Verona. */
export async function placeOrder(
  request: APIRequestContext,
  email = 'cliente@soglia.test',
  password?: string,
): Promise<{ id: number; number: string; total: number }> {
  const headers = await bearer(request, email, password)
  const list = await (await request.get('/api/products?per_page=24&q=maniglia', { headers })).json()
  const slug = list.data[0].slug as string
  const product = (await (await request.get(`/api/products/${slug}`, { headers })).json()).data
  const lines = [
    {
      slug,
      quantity: 1,
      variant_ids: product.variant_groups.map((g: { variants: Array<{ id: number }> }) => g.variants[0]!.id),
    },
  ]
  const first = (await (await request.post('/api/cart/quote', { headers, data: { lines, region: 'IT-34' } })).json())
    .data
  const shipping_option_id = first.shipping_options[0].id
  const priced = (
    await (
      await request.post('/api/cart/quote', {
        headers,
        data: { lines, region: 'IT-34', shipping_option_id, payment_method: 'bank_transfer' },
      })
    ).json()
  ).data
  const res = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
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
      payment_method: 'bank_transfer',
      acknowledgements: { terms: true, ...(priced.made_to_measure ? { made_to_measure: true } : {}) },
      expected_total: priced.total,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).data
}
