import { expect, test } from '@playwright/test'

// The rendered-page cache on the production server (decision 011): anonymous pages are served
// again from memory, a settings change is visible on the next request, and signed-in visitors
// and private pages never go through the cache.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const unique = () => `e2e=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test('an anonymous page is a MISS, then a HIT, then a MISS again after a settings change', async ({ request }) => {
  const path = `/negozio?${unique()}`
  const first = await request.get(path)
  expect(first.status()).toBe(200)
  expect(first.headers()['x-cache']).toBe('MISS')
  const second = await request.get(path)
  expect(second.headers()['x-cache']).toBe('HIT')
  expect(await second.text()).toBe(await first.text())

  const login = await request.post('/api/auth/login', { data: { email: 'admin@soglia.test', password: 'soglia-demo' } })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const patch = (data: object) => request.patch('/api/admin/settings', { data, headers: { authorization: `Bearer ${token}` } })
  try {
    expect((await patch({ site_name: 'Soglia Cache Test' })).status()).toBe(200)
    const after = await request.get(path)
    expect(after.headers()['x-cache']).toBe('MISS')
    expect(await after.text()).toContain('Soglia Cache Test')
  } finally {
    await patch({ site_name: 'Soglia' })
  }
})

test('a visitor with a session cookie, private pages and the API are never cached', async ({ request }) => {
  const path = `/negozio?${unique()}`
  for (let i = 0; i < 2; i++) {
    const signedIn = await request.get(path, { headers: { cookie: 'soglia_session=not-a-real-session' } })
    expect(signedIn.headers()['x-cache']).toBeUndefined()
  }
  for (const privatePath of ['/account', '/checkout', '/administration', '/login', '/api/products']) {
    for (let i = 0; i < 2; i++) {
      const response = await request.get(privatePath, { maxRedirects: 0 })
      expect(response.headers()['x-cache'], privatePath).toBeUndefined()
    }
  }
})
