import { expect, test } from './fixtures'

// The rendered-page cache on the production server (decision 011): anonymous pages are served
// again from memory, a settings change is visible on the next request, and signed-in visitors
// and private pages never go through the cache; anonymous reads of the public API share it.
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
  const patch = (data: object) =>
    request.patch('/api/admin/settings', { data, headers: { authorization: `Bearer ${token}` } })
  try {
    expect((await patch({ site_name: 'Soglia Cache Test' })).status()).toBe(200)
    const after = await request.get(path)
    expect(after.headers()['x-cache']).toBe('MISS')
    expect(await after.text()).toContain('Soglia Cache Test')
  } finally {
    await patch({ site_name: 'Soglia' })
  }
})

// Decision 016: hits are answered by the nitro plugin before the framework, which relies on nitro
// reading `nitroApp.fetch` after plugins run. The early path marks its answers; a hit without the
// mark came from the full path, so an upgrade that switches early answers off fails here.
test('cache hits of pages and API reads are answered by the early path', async ({ request }) => {
  for (const path of [`/negozio?${unique()}`, `/api/settings?${unique()}`]) {
    const miss = await request.get(path)
    expect(miss.headers()['x-cache'], path).toBe('MISS')
    expect(miss.headers()['server-timing'], path).toBeUndefined()
    for (let i = 0; i < 3; i++) {
      const hit = await request.get(path)
      expect(hit.headers()['x-cache'], path).toBe('HIT')
      expect(hit.headers()['server-timing'], path).toBe('early-hit')
    }
  }
})

test('public API reads are cached for anonymous and base-tier callers and fresh after a write; private ones never', async ({
  request,
}) => {
  const path = `/api/settings?${unique()}`
  expect((await request.get(path)).headers()['x-cache']).toBe('MISS')
  const hit = await request.get(path)
  expect(hit.headers()['x-cache']).toBe('HIT')
  expect(hit.headers()['content-type']).toContain('application/json')

  const login = await request.post('/api/auth/login', { data: { email: 'admin@soglia.test', password: 'soglia-demo' } })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const authorization = `Bearer ${token}`
  const patch = (data: object) => request.patch('/api/admin/settings', { data, headers: { authorization } })
  try {
    expect((await patch({ site_name: 'Soglia API Cache Test' })).status()).toBe(200)
    const after = await request.get(path)
    expect(after.headers()['x-cache']).toBe('MISS')
    expect(await after.text()).toContain('Soglia API Cache Test')
  } finally {
    await patch({ site_name: 'Soglia' })
  }
  const anonymous = await (await request.get(path)).text()
  for (let i = 0; i < 2; i++) {
    expect((await request.get('/api/auth/user', { headers: { authorization } })).headers()['x-cache']).toBeUndefined()
    // A base-tier token (the admin buys at base prices) gets the anonymous answer, session checked (decision 048).
    const signedIn = await request.get(path, { headers: { authorization } })
    expect(signedIn.headers()['x-cache']).toBe('HIT')
    expect(await signedIn.text()).toBe(anonymous)
  }
})

test('a visitor with a session cookie and private pages are never cached', async ({ request }) => {
  const path = `/negozio?${unique()}`
  for (let i = 0; i < 2; i++) {
    const signedIn = await request.get(path, { headers: { cookie: 'soglia_session=not-a-real-session' } })
    expect(signedIn.headers()['x-cache']).toBeUndefined()
  }
  for (const privatePath of ['/account', '/checkout', '/administration', '/login', '/api/auth/user']) {
    for (let i = 0; i < 2; i++) {
      const response = await request.get(privatePath, { maxRedirects: 0 })
      expect(response.headers()['x-cache'], privatePath).toBeUndefined()
    }
  }
})
