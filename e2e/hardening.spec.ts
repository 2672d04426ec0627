import { expect, gotoOk, hydrated, test } from './fixtures'

// Issue 14 on the built server: the security headers on every kind of answer, a CSP that the
// shop's own pages never violate (nonce on rendered pages, hashes on cached ones), same-origin
// redirects, no-store on personal pages, and server-function errors as 4xx the forms still read.

const SECURITY = {
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'x-frame-options': /^DENY$/,
  'content-security-policy': /frame-ancestors 'none'/,
}

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  for (const [name, pattern] of Object.entries(SECURITY)) expect(headers[name], `${what}: ${name}`).toMatch(pattern)
  const csp = headers['content-security-policy']!
  const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
  expect(scripts, `${what}: script-src`).not.toContain('unsafe-inline')
  expect(scripts, `${what}: script-src`).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'|'sha256-/)
}

test('every kind of answer carries the security headers', async ({ request }) => {
  const page = await request.get('/negozio')
  const html = await page.text()
  const asset = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
  const kinds: Array<[string, string, number?]> = [
    ['page', '/negozio'],
    ['cached page (early hit)', '/negozio'],
    ['API', '/api/settings'],
    ['API error', '/api/nowhere', 404],
    ['static file', asset ?? '/manifest.webmanifest'],
    ['public image', '/images/brand/logo.svg'],
    ['resized image (not found)', '/images/w/320/products/none.jpg', 404],
    ['page not found', '/pagina-che-non-esiste', 404],
    ['redirect', '/it/negozio', 302],
    ['server function error', '/_serverFn/not-a-function', 404],
  ]
  for (const [what, path, status] of kinds) {
    const res = await request.get(path, { maxRedirects: 0, headers: { origin: new URL(page.url()).origin } })
    if (status) expect(res.status(), `${what} ${path}`).toBe(status)
    else expect(res.status(), `${what} ${path}`).toBeLessThan(400)
    expectSecurityHeaders(res.headers(), `${what} ${path}`)
  }
  const second = await request.get('/negozio')
  expect(second.headers()['x-cache']).toBe('HIT')
  expect(second.headers()['content-security-policy']).toContain("'sha256-")
  expect(second.headers()['content-security-policy']).toContain("'nonce-")
})

test('pages run under the CSP without a single violation, rendered and replayed', async ({ page }) => {
  const violations: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __csp: string[] }).__csp ??= []
      ;(window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`)
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()) && !/unsafe-eval|'eval'/.test(message.text()))
      violations.push(message.text())
  })
  for (const path of ['/', '/negozio', '/', '/login', '/negozio']) {
    await gotoOk(page, path)
    await hydrated(page)
    // `script-src eval` comes from Playwright's own waitForFunction (hydrated()), not the shop:
    // the built client has no eval or new Function.
    const seen = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
    violations.push(...seen.filter((v) => !v.startsWith('script-src eval')))
  }
  expect(violations).toEqual([])
})

test('a wrong password still shows the form error, now answered with a 4xx', async ({ page }) => {
  await gotoOk(page, '/login')
  await hydrated(page)
  const answer = page.waitForResponse((r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST')
  const main = page.getByRole('main')
  await main.getByLabel('Email').fill('cliente@soglia.test')
  await main.getByLabel('Password', { exact: true }).fill('non-la-password')
  await main.getByRole('button', { name: 'Accedi' }).click()
  expect((await answer).status()).toBe(401)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Email o password errati')
})

test('hostile paths redirect on this origin only', async ({ request, baseURL }) => {
  for (const path of [
    '//evil.example/',
    '/it//evil.example',
    '//evil.example',
    '/it/%5Cevil.example',
    '///evil.example/x/',
  ]) {
    const res = await request.get(`${baseURL}${path}`, { maxRedirects: 0 })
    const location = res.headers()['location']
    if (!location) continue
    expect(new URL(location, `${baseURL}/a/b`).origin, `${path} → ${location}`).toBe(new URL(baseURL!).origin)
  }
})

test('personal pages are never stored', async ({ request }) => {
  for (const path of ['/account', '/checkout', '/administration', '/en/account']) {
    const res = await request.get(path, { maxRedirects: 0 })
    expect(res.headers()['cache-control'], path).toContain('no-store')
  }
})

test('the CSP report sink logs and answers 204', async ({ request }) => {
  const res = await request.post('/csp-report', {
    headers: { 'content-type': 'application/csp-report' },
    data: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } }),
  })
  expect(res.status()).toBe(204)
})

// Every server function of the build (ids read from its resolver manifest), fed hostile input:
// never a 5xx, every refusal structured or Start's own serialized error answer.
test('every server function refuses hostile input with a 4xx', async ({ request, baseURL }) => {
  test.setTimeout(240_000)
  const { readFileSync, readdirSync } = await import('node:fs')
  const dir = '.output/server/_ssr'
  const source = readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => readFileSync(`${dir}/${f}`, 'utf8'))
    .join('\n')
  const ids = [...source.matchAll(/"([0-9a-f]{64})":\s*\{\s*functionName:/g)].map((m) => m[1]!)
  expect(ids.length).toBeGreaterThan(30)
  const origin = new URL(baseURL!).origin
  const hostileData = [
    '\u0000',
    'a\uD800b',
    'x'.repeat(10_000),
    1e308,
    -1,
    true,
    null,
    [],
    { locale: 'xx' },
    { email: 'a\u0000@b.it', locale: 'it' },
    { locale: 'it', id: 1e308, page: -1 },
  ]
  const seroval = (data: unknown) => JSON.stringify({ t: 10, i: 0, p: { k: ['data'], v: [toSeroval(data)] }, o: 0 })
  const bodies: Array<[string, string | Buffer]> = [
    ...hostileData.map((d) => ['application/json', seroval(d)] as [string, string]),
    ['application/json', '{"t":'],
    ['application/json', '['.repeat(50_000)],
    ['application/json', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
    ['application/json', JSON.stringify({ t: 999 })],
    ['application/json', 'x'.repeat(1_100_000)],
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'a=%00'],
  ]
  const failures: string[] = []
  let cases = 0
  for (const id of ids) {
    for (const [type, data] of bodies) {
      cases++
      const res = await request.post(`/_serverFn/${id}`, {
        headers: { 'content-type': type, origin, 'x-tsr-serverfn': 'true' },
        data,
      })
      if (res.status() >= 500)
        failures.push(`POST ${id.slice(0, 8)} ${type} ${String(data).slice(0, 30)} → ${res.status()}`)
    }
    const get = await request.get(`/_serverFn/${id}?payload=${encodeURIComponent('{"t":')}`, {
      headers: { origin, 'x-tsr-serverfn': 'true' },
    })
    cases++
    if (get.status() >= 500) failures.push(`GET ${id.slice(0, 8)} malformed payload → ${get.status()}`)
  }
  expect(failures).toEqual([])
  console.info(`server functions: ${cases} hostile calls to ${ids.length} functions, none ≥ 500`)
})

/** A plain value in seroval's JSON form (strings, numbers, booleans, null, arrays, objects). */
function toSeroval(value: unknown, ids = { n: 1 }): unknown {
  if (value === null) return { t: 2, s: 0 }
  if (value === true) return { t: 2, s: 3 }
  if (value === false) return { t: 2, s: 4 }
  if (typeof value === 'string') return { t: 1, s: value }
  if (typeof value === 'number') return { t: 0, s: value }
  if (Array.isArray(value)) return { t: 9, i: ids.n++, l: value.length, a: value.map((v) => toSeroval(v, ids)), o: 0 }
  const entries = Object.entries(value as Record<string, unknown>)
  return { t: 10, i: ids.n++, p: { k: entries.map(([k]) => k), v: entries.map(([, v]) => toSeroval(v, ids)) }, o: 0 }
}
