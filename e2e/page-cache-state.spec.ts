import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

// Decision 044: what a page serializes for the router's hydration (Start's `$_TSR` script) is
// paid on every uncached and signed-in render and sent with every page. Budgets in bytes of
// that script, a little above what the pages carried when it was written (signed in:
// home ≈ 14.1 kB, category ≈ 20.0 kB, product ≈ 8.0 kB, checkout ≈ 6.3 kB; before the shell
// settings were trimmed 15.6 / 21.6 / 9.6 / 7.9 kB; decision 055 sends a listing only what its
// cards and category links show: home ≈ 10.1 kB, category ≈ 12.6 kB; decision 105 puts the top
// categories in the shell for the phone drawer, id/name/slug/count only: home ≈ 11.0 kB, category
// ≈ 13.5 kB, where the listing's loader carried them a second time; since the listings read them
// from the shell: home ≈ 10.5 kB, category ≈ 13.0 kB; a variant's photos (decision 109) bring the
// product page to ≈ 8.7 kB): a page that grows past its budget fails.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const BUDGET = { home: 11_000, category: 13_500, product: 9_200, checkout: 7_000 }

/** Bytes of the inline scripts that carry the router's dehydrated state. */
function stateBytes(html: string): number {
  let bytes = 0
  for (const m of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g))
    if (m[1]!.includes('$_TSR')) bytes += Buffer.byteLength(m[1]!)
  return bytes
}

async function targets(request: APIRequestContext) {
  const categories = (await (await request.get('/api/categories')).json()) as {
    data: Array<{ slug: string; parent_id: number | null; product_count: number }>
  }
  const category = categories.data.find((c) => c.parent_id === null && c.product_count > 0)!
  const products = (await (await request.get('/api/products?per_page=1')).json()) as {
    data: Array<{ slug: string; category: { slug: string } }>
  }
  const product = products.data[0]!
  return {
    home: '/',
    category: `/negozio/${category.slug}`,
    product: `/negozio/${product.category.slug}/${product.slug}`,
    checkout: '/checkout',
  }
}

test('a signed-in page serializes no more router state than its budget, and no seller data', async ({ request }) => {
  const login = await request.post('/api/auth/login', {
    data: { email: 'cliente@soglia.test', password: 'soglia-demo' },
  })
  expect(login.status()).toBe(200)
  const { access_token: token } = (await login.json()) as { access_token: string }
  const paths = await targets(request)
  for (const [name, path] of Object.entries(paths) as Array<[keyof typeof BUDGET, string]>) {
    const res = await request.get(path, { headers: { cookie: `soglia_session=${token}` }, maxRedirects: 0 })
    expect(res.status(), path).toBe(200)
    // A base-tier customer's pages, checkout included, are the shared render made theirs (decision 050).
    expect(res.headers()['x-cache'], `${path} is the shared render`).toMatch(/^(HIT|MISS)$/)
    const html = await res.text()
    const bytes = stateBytes(html)
    test.info().annotations.push({ type: 'state bytes', description: `${name}: ${bytes}` })
    expect(html, `${path}: signed in`).toContain('Giulia')
    expect(bytes, `${path}: router state bytes`).toBeGreaterThan(1_000)
    expect(bytes, `${path}: router state bytes`).toBeLessThanOrEqual(BUDGET[name])
    // The shell carries this locale's meta tags and none of the seller's fiscal or bank data.
    expect(html, path).not.toContain('meta_tags_translations')
    expect(html, path).not.toContain('shop_iban')
    expect(html, path).not.toContain('shop_legal')
    // A listing's cards and links carry what they show: no SKU, tier or other locales' slugs (decision 055).
    if (name === 'home' || name === 'category')
      for (const field of ['former_slugs:', 'base_price:', 'sku:'])
        expect(html, `${path}: ${field}`).not.toContain(field)
  }
})
