import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'
import { bearer } from './orders-api'

// A spec's own promotion, made through the admin API and dated relative to now, so the spec
// tests the same thing on any day: the seeded promotions follow the calendar (decision 061).
// Specs run one after another on one server: remove it in afterAll (with that hook's own
// `request`: a hook's fixtures end with it), or the next spec's prices change.

const DAY = 86_400_000

export type SpecPromotion = {
  id: number
  /** The products it applies to, as the back office finds them by SKU. */
  products: Array<{ id: number; sku: string; slug: string }>
  headers: Record<string, string>
}

export async function createPromotion(
  request: APIRequestContext,
  promotion: {
    skus: string[]
    discount_type: 'percentage' | 'fixed'
    discount_value: number
    title: { it: string; en: string }
  },
): Promise<SpecPromotion> {
  const headers = await bearer(request, 'admin@soglia.test')
  const products: SpecPromotion['products'] = []
  for (const sku of promotion.skus) {
    const found = (await (await request.get('/api/admin/order-products', { headers, params: { q: sku } })).json()) as {
      data: SpecPromotion['products']
    }
    const product = found.data.find((p) => p.sku === sku)
    expect(product, `product ${sku}`).toBeDefined()
    // One promotion per product at a time: with two, the lower price wins and the spec would
    // test whichever the calendar runs that day.
    const shown = (await (await request.get(`/api/products/${product!.slug}`)).json()) as {
      data: { promotion: { title: string } | null }
    }
    expect(shown.data.promotion, `${sku} already has a running promotion`).toBeNull()
    products.push(product!)
  }
  const now = Date.now()
  const res = await request.post('/api/admin/promotions', {
    headers,
    data: {
      discount_type: promotion.discount_type,
      discount_value: promotion.discount_value,
      product_ids: products.map((p) => p.id),
      starts_at: new Date(now - DAY).toISOString(),
      ends_at: new Date(now + 7 * DAY).toISOString(),
      active: true,
      translations: { it: { title: promotion.title.it }, en: { title: promotion.title.en } },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const id = ((await res.json()) as { data: { id: number } }).data.id
  return { id, products, headers }
}

export async function removePromotion(request: APIRequestContext, promotion: SpecPromotion | undefined) {
  if (!promotion) return
  expect((await request.delete(`/api/admin/promotions/${promotion.id}`, { headers: promotion.headers })).status()).toBe(
    204,
  )
}
