import type { APIRequestContext, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { emptyServerCart } from './server-cart-helpers'

// Decisions 050 and 051: a shopper's storefront page is the shared render of the page for their
// role (trade tiers priced as the tier), made theirs on every answer after the session check.
// Each sees only themselves, in the HTML and in the router's state; administrators and dead
// sessions are rendered as before.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const PRODUCT = '/negozio/porte-interne/porta-trento-laminato-80-210'
const main = (page: Page) => page.getByRole('main')

async function tokenOf(request: APIRequestContext, email: string, password = 'soglia-demo'): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password } })
  expect(login.status(), `sign-in as ${email}`).toBe(200)
  return ((await login.json()) as { access_token: string }).access_token
}

const pageAs = (request: APIRequestContext, token: string, path = PRODUCT) =>
  request.get(path, { headers: { cookie: `soglia_session=${token}` }, maxRedirects: 0 })

test('two customers on one shared page: each sees only their own name and e-mail, escaped; administrators and dead sessions are rendered for themselves', async ({
  request,
}) => {
  const admin = await tokenOf(request, 'admin@soglia.test')
  const email = `persona-${Date.now()}@example.com`
  const name = 'Zoë "<b>Nera</b>" O\'Brien & C.'
  const created = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${admin}` },
    data: { name, email, role: 'user', password: 'una-password-lunga-1' },
  })
  expect(created.status()).toBe(201)

  const giulia = await tokenOf(request, 'cliente@soglia.test')
  const zoe = await tokenOf(request, email, 'una-password-lunga-1')
  const first = await pageAs(request, giulia)
  expect(first.headers()['x-cache']).toMatch(/^(HIT|MISS)$/)
  expect(first.headers()['cache-control']).toBe('private, no-store')
  expect(first.headers()['set-cookie']).toContain(`soglia_session=${giulia}`)
  // Compressed in one call from the page's bytes (decision 054); the client inflates it.
  expect(first.headers()['content-encoding']).toBe('br')
  expect(first.headers()['vary']).toMatch(/accept-encoding/i)
  const plain = await request.get(PRODUCT, {
    headers: { cookie: `soglia_session=${giulia}`, 'accept-encoding': 'identity' },
  })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(await plain.text()).toContain('Ciao, Giulia<')
  const second = await pageAs(request, zoe)
  expect(second.headers()['x-cache']).toBe('HIT')
  const [giuliaHtml, zoeHtml] = [await first.text(), await second.text()]

  expect(giuliaHtml).toContain('Ciao, Giulia<')
  expect(giuliaHtml).toContain('"cliente@soglia.test"')
  expect(giuliaHtml).not.toContain(email)
  expect(zoeHtml).toContain('Ciao, Zoë<')
  expect(zoeHtml).toContain(`"${email}"`)
  expect(zoeHtml).not.toContain('Giulia')
  expect(zoeHtml).not.toContain('cliente@soglia.test')
  // The name as a script reads it: the state's string, `<` escaped so no tag can close the script.
  expect(zoeHtml).toContain(`name:"Zoë \\"\\u003cb>Nera\\u003c/b>\\" O'Brien & C."`)
  expect(zoeHtml).not.toContain('<b>Nera')
  for (const html of [giuliaHtml, zoeHtml]) expect(html).not.toContain('\uE000')

  // Checkout too: its cart and address book come from the browser, so its page holds the name only.
  const giuliaCheckout = await pageAs(request, giulia, '/checkout')
  const zoeCheckout = await pageAs(request, zoe, '/checkout')
  expect(zoeCheckout.headers()['x-cache']).toBe('HIT')
  const [gc, zc] = [await giuliaCheckout.text(), await zoeCheckout.text()]
  expect(gc).toContain('"cliente@soglia.test"')
  expect(zc).not.toContain('Giulia')
  for (const html of [gc, zc]) expect(html, 'no address of the book in the page').not.toContain('20124')
  // The order's complete page is the customer's own: never shared.
  expect((await pageAs(request, giulia, '/checkout/complete')).headers()['x-cache']).toBeUndefined()

  // The administrator's storefront is theirs (the back office's links): rendered for them.
  const administrator = await pageAs(request, admin)
  expect(administrator.headers()['x-cache']).toBeUndefined()
  expect(await administrator.text()).toContain('Ciao, Amministratore<')

  // Signed out on the server: the very next page is a visitor's, whatever the cookie says.
  expect(
    (await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${zoe}` } })).status(),
  ).toBeLessThan(300)
  const after = await pageAs(request, zoe)
  expect(after.status()).toBe(200)
  expect(after.headers()['x-cache']).toBeUndefined()
  const afterHtml = await after.text()
  expect(afterHtml).not.toContain('Zoë')
  expect(afterHtml).toContain('ti chiederemo di accedere') // the visitor's buy box (issue 42)
})

test('two resellers on one shared page at the reseller tier’s prices; a retailer and its employees on their own roles’ pages', async ({
  request,
}) => {
  const admin = await tokenOf(request, 'admin@soglia.test')
  const email = `tier-${Date.now()}@example.com`
  const created = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${admin}` },
    data: { name: 'Infissi Verdi Snc', email, role: 'reseller', password: 'una-password-lunga-1' },
  })
  expect(created.status()).toBe(201)
  const edilcasa = await tokenOf(request, 'reseller@soglia.test')
  const verdi = await tokenOf(request, email, 'una-password-lunga-1')
  // The prices the API gives each tier for this product (the server decides them).
  const slug = PRODUCT.split('/').pop()!
  const priceFor = async (token?: string) =>
    (
      (await (
        await request.get(`/api/products/${slug}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      ).json()) as { data: { price: number } }
    ).data.price
  const [tradePrice, consumerPrice] = [await priceFor(edilcasa), await priceFor()]
  // The page's own `price` field, not `base_price`: with no promotion running the consumer's price
  // is the base price, which a trade page carries too (decision 061: the seeded ones follow the calendar).
  const priceField = (cents: number) => new RegExp(`(?<![\\w$])price:${cents},`)
  expect(tradePrice).toBeLessThan(consumerPrice)

  const first = await pageAs(request, edilcasa)
  expect(first.headers()['x-cache']).toMatch(/^(HIT|MISS)$/)
  const second = await pageAs(request, verdi)
  expect(second.headers()['x-cache']).toBe('HIT')
  const [edilcasaHtml, verdiHtml] = [await first.text(), await second.text()]
  expect(edilcasaHtml).toContain('Ciao, Edilcasa<')
  expect(verdiHtml).toContain('Ciao, Infissi<')
  expect(verdiHtml).toContain(`"${email}"`)
  expect(verdiHtml).not.toContain('Edilcasa')
  expect(verdiHtml).not.toContain('reseller@soglia.test')
  for (const html of [edilcasaHtml, verdiHtml]) {
    expect(html).toMatch(priceField(tradePrice))
    expect(html).not.toMatch(priceField(consumerPrice))
    expect(html).toContain('role:"reseller"')
    expect(html).not.toContain('\uE000')
  }
  // The consumer's page of the same product is the consumer's: never the trade tier's.
  const giulia = await (await pageAs(request, await tokenOf(request, 'cliente@soglia.test'))).text()
  expect(giulia).toMatch(priceField(consumerPrice))
  expect(giulia).not.toMatch(priceField(tradePrice))

  // A retailer (base prices, its own role's page): shared, greeted, never a customer's entry.
  const retailer = await pageAs(request, await tokenOf(request, 'rivenditore@soglia.test'))
  expect(retailer.headers()['x-cache']).toMatch(/^(HIT|MISS)$/)
  const retailerHtml = await retailer.text()
  expect(retailerHtml).toContain('Ciao, Serramenti<')
  expect(retailerHtml).toContain('role:"retailer"')
  expect(retailerHtml).toMatch(priceField(consumerPrice))

  // Two employees of the retailer share their page: each has their own id and the retailer's.
  const retailerId = (
    (await (
      await request.get('/api/auth/user', {
        headers: { authorization: `Bearer ${await tokenOf(request, 'rivenditore@soglia.test')}` },
      })
    ).json()) as { data: { id: number } }
  ).data.id
  const staffEmail = `staff-${Date.now()}@example.com`
  const staff = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      name: 'Sara Neri',
      email: staffEmail,
      role: 'user',
      password: 'una-password-lunga-1',
      parent_id: retailerId,
    },
  })
  expect(staff.status()).toBe(201)
  const staffId = ((await staff.json()) as { data: { id: number } }).data.id
  const marco = await pageAs(request, await tokenOf(request, 'addetto@rivenditore.test'))
  expect(marco.headers()['x-cache']).toMatch(/^(HIT|MISS)$/)
  expect(await marco.text()).toContain('Ciao, Marco<')
  const sara = await pageAs(request, await tokenOf(request, staffEmail, 'una-password-lunga-1'))
  expect(sara.headers()['x-cache']).toBe('HIT')
  const saraHtml = await sara.text()
  expect(saraHtml).toContain('Ciao, Sara<')
  expect(saraHtml).not.toContain('Marco')
  expect(saraHtml).toContain(`id:${staffId},`)
  expect(saraHtml).toContain(`parent_id:${retailerId},`)
  expect(saraHtml).toMatch(priceField(consumerPrice))
})

test('a customer on the shared page: greeted, no script error, and the page works — variants, add to cart', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await emptyServerCart(request, 'cliente@soglia.test')
  const token = await tokenOf(request, 'cliente@soglia.test')
  await context.addCookies([{ name: 'soglia_session', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' }])
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(PRODUCT) // the shared render for this browser's consent choice: the next visit is a hit
  const response = await page.goto(PRODUCT)
  expect(response?.headers()['x-cache']).toBe('HIT')
  await hydrated(page)
  // The bar greets by name where it has room beside the whole menu, from 1536 px (decision 105).
  await page.setViewportSize({ width: 1600, height: 900 })
  await expect(page.getByRole('navigation', { name: 'Il tuo account' }).getByText('Ciao, Giulia')).toBeVisible()
  await main(page).getByRole('radio', { name: 'Laminato bianco', exact: true }).check()
  await main(page).getByRole('radio', { name: 'Sinistra a spingere', exact: true }).check()
  await main(page).getByRole('button', { name: 'Aggiungi al carrello' }).click()
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('1')
  expect(errors).toEqual([])
})
