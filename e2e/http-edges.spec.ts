import { expect, test } from './fixtures'

// Issue 41, the probe's smaller findings, against the production build.
test('a path that does not decode is a 400 in the shop’s own shape: the API’s error, or a page', async ({
  request,
}) => {
  const api = await request.get('/api/products/%E0%A4%A', { headers: { 'accept-language': 'en' } })
  expect(api.status()).toBe(400)
  expect(await api.json()).toEqual({
    error: { code: 'invalid_request', message: expect.any(String), fields: { _path: [expect.any(String)] } },
  })
  const page = await request.get('/negozio/%E0%A4%A', { headers: { 'accept-language': 'it' } })
  expect(page.status()).toBe(400)
  expect(page.headers()['content-type']).toContain('text/html')
  expect(await page.text()).toContain('Indirizzo non valido')
})

test('a page refuses a POST before reading its body; the confirm pages still take their form', async ({ request }) => {
  const posted = await request.post('/', {
    data: Buffer.alloc(2_000_000),
    headers: { 'content-type': 'application/octet-stream' },
    maxRedirects: 0,
  })
  expect(posted.status()).toBe(405)
  expect(posted.headers()['allow']).toBe('GET, HEAD')
  const confirm = await request.post('/newsletter/confirm/not-a-token', {
    form: { token: 'not-a-token' },
    maxRedirects: 0,
  })
  expect(confirm.status()).not.toBe(405)
})

test('the locale redirect keeps the query string as it was', async ({ request }) => {
  const res = await request.get('/it/accedi?next=https://shop.example/x&a=1', { maxRedirects: 0 })
  expect(res.status()).toBe(302)
  expect(res.headers()['location']).toBe('/accedi?next=https://shop.example/x&a=1')
})

test('an API answer to a bearer token is private to its caller; the anonymous one is not', async ({ request }) => {
  const login = await request.post('/api/auth/login', {
    data: { email: 'reseller@soglia.test', password: 'soglia-demo' },
  })
  const auth = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` }
  const products = (await (await request.get('/api/products?per_page=1')).json()) as { data: Array<{ slug: string }> }
  const path = `/api/products/${products.data[0]!.slug}`
  // Rendered (or already kept), then from the page cache's tier entry: both carry it.
  for (const time of ['first', 'second']) {
    const res = await request.get(path, { headers: auth })
    if (time === 'second') expect(res.headers()['x-cache']).toBe('HIT')
    expect(res.headers()['cache-control']).toBe('private, no-cache')
    expect(res.headers()['vary']).toMatch(/authorization/i)
  }
  // Its account: still no-store, and varied by the token too.
  const me = await request.get('/api/auth/user', { headers: auth })
  expect(me.headers()['cache-control']).toBe('no-store')
  expect(me.headers()['vary']).toMatch(/authorization/i)
  const anonymous = await request.get(path)
  expect(anonymous.headers()['cache-control']).toBeUndefined()
  expect(anonymous.headers()['vary']).not.toMatch(/authorization/i)
})

test('the bad-address notice reads at 390 and 1280 px, its link in reach', async ({ page }) => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height })
    const res = await page.goto('/negozio/%E0%A4%A')
    expect(res?.status()).toBe(400)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indirizzo non valido')
    const link = page.getByRole('link', { name: 'Vai alla pagina iniziale' })
    const box = (await link.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    expect(box.y + box.height).toBeLessThanOrEqual(height)
    // Keyboard reachable, and it leads home.
    await page.keyboard.press('Tab')
    await expect(link).toBeFocused()
  }
})
