// Consistency across app processes on one PostgreSQL (issue 15): what one process does, every
// other one must honour at once. Run by bench:cluster (through the balancer's processes) and by
// e2e/cluster.spec.ts in CI. Each check sends its requests to named processes, alternating, so a
// pass can never come from one process answering everything; the database is read directly for
// the truth (redemptions, orders), never the API that is under test.
import pg from 'pg'

export type Origin = string
// JSON answers read field by field, as in the API tests (src/test/orders-api.ts).
// oxlint-disable-next-line typescript/no-explicit-any
export type Json = Record<string, any>

export class CheckFailed extends Error {}
const must = (ok: boolean, message: string) => {
  if (!ok) throw new CheckFailed(message)
}

async function call(
  origin: Origin,
  path: string,
  init: {
    method?: string
    token?: string
    cookie?: string
    json?: unknown
    headers?: Record<string, string>
    signal?: AbortSignal
  } = {},
) {
  const headers: Record<string, string> = { 'accept-language': 'it', ...init.headers }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.cookie) headers.cookie = init.cookie
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    redirect: 'manual',
    signal: init.signal,
  })
  const text = await res.text()
  let body: Json | null = null
  try {
    body = JSON.parse(text) as Json
  } catch {
    body = null
  }
  return { status: res.status, headers: res.headers, text, body }
}

export async function signIn(origin: Origin, email: string, password = 'soglia-demo'): Promise<string> {
  const res = await call(origin, '/api/auth/login', { method: 'POST', json: { email, password } })
  must(
    res.status === 200 && typeof res.body?.access_token === 'string',
    `sign-in of ${email} on ${origin} answered ${res.status}`,
  )
  return res.body!.access_token as string
}

export async function withDb<T>(databaseUrl: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    return await work(db)
  } finally {
    await db.end()
  }
}

async function slugOf(db: pg.Client, sku: string): Promise<string> {
  const { rows } = await db.query<{ slug: string }>(
    `select t.slug from product_translations t join products p on p.id = t.product_id where p.sku = $1 and t.locale = 'it'`,
    [sku],
  )
  if (!rows[0]) throw new CheckFailed(`no product ${sku} (is the database seeded?)`)
  return rows[0].slug
}

/** The first variant of each required group: an order names every required choice (issue 39). */
export async function requiredChoices(origin: Origin, slug: string): Promise<number[]> {
  const res = await call(origin, `/api/products/${encodeURIComponent(slug)}`)
  must(res.status === 200, `GET /api/products/${slug} answered ${res.status}`)
  const groups = (res.body!.data as Json).variant_groups as Array<{
    required: boolean
    variants: Array<{ id: number }>
  }>
  return groups.filter((g) => g.required && g.variants.length > 0).map((g) => g.variants[0]!.id)
}

/** A complete order body for one product line, with the total a fresh quote gives. */
export async function orderBody(origin: Origin, token: string, slug: string, coupon?: string): Promise<Json> {
  const lines = [{ slug, quantity: 1, variant_ids: await requiredChoices(origin, slug) }]
  const quote = async (extra: Json) => {
    const res = await call(origin, '/api/cart/quote', {
      method: 'POST',
      token,
      json: { lines, region: 'IT-34', coupon_code: coupon, ...extra },
    })
    must(res.status === 200, `POST /api/cart/quote answered ${res.status}: ${res.text.slice(0, 200)}`)
    return res.body!.data as Json
  }
  const shipping_option_id = (await quote({})).shipping_options[0].id as number
  const expected_total = (await quote({ shipping_option_id, payment_method: 'bank_transfer' })).total as number
  return {
    lines,
    ...(coupon ? { coupon_code: coupon } : {}),
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
    acknowledgements: { terms: true },
    expected_total,
  }
}

const pick = (origins: Origin[], i: number) => origins[i % origins.length]!

/** 20 orders at once with ULTIMO (one use left), spread over the processes: exactly one redemption. */
export async function couponRace(origins: Origin[], databaseUrl: string): Promise<string> {
  return withDb(databaseUrl, async (db) => {
    await db.query(`update coupons set used_count = 4, usage_limit = 5, active = true where upper(code) = 'ULTIMO'`)
    await db.query(`delete from orders where coupon_code = 'ULTIMO'`)
    const token = await signIn(origins[0]!, 'cliente@soglia.test')
    const body = await orderBody(origins[0]!, token, await slugOf(db, 'MA-LEV-TON'), 'ULTIMO')
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(pick(origins, i), '/api/orders', {
          method: 'POST',
          token,
          json: body,
          headers: { 'idempotency-key': `race-${Date.now()}-${i}` },
        }),
      ),
    )
    const placed = results.filter((r) => r.status === 201)
    const refused = results.filter((r) => r.status === 409 && r.body?.error?.code === 'coupon_unavailable')
    must(
      placed.length === 1,
      `coupon race: ${placed.length} orders placed, expected 1 (statuses ${results.map((r) => r.status).join(',')})`,
    )
    must(refused.length === 19, `coupon race: ${refused.length} refused with coupon_unavailable, expected 19`)
    const { rows } = await db.query<{ used: number; n: number }>(
      `select (select used_count from coupons where upper(code) = 'ULTIMO') as used, (select count(*)::int from orders where coupon_code = 'ULTIMO') as n`,
    )
    must(
      rows[0]!.used === 5 && rows[0]!.n === 1,
      `coupon race: used_count ${rows[0]!.used}, ${rows[0]!.n} orders with ULTIMO (expected 5 and 1)`,
    )
    return `20 orders over ${origins.length} processes: 1 placed, 19 × 409 coupon_unavailable, used_count 5/5`
  })
}

/** One Idempotency-Key sent 8 times (6 at once, then 2 retries), on alternating processes: one order. */
export async function idempotentRetries(origins: Origin[], databaseUrl: string): Promise<string> {
  return withDb(databaseUrl, async (db) => {
    const token = await signIn(origins[0]!, 'cliente@soglia.test')
    const body = await orderBody(origins[0]!, token, await slugOf(db, 'MA-LEV-TON'))
    const count = async () => (await db.query<{ n: number }>(`select count(*)::int as n from orders`)).rows[0]!.n
    const before = await count()
    const key = `retry-${Date.now().toString(36)}`
    const send = (i: number) =>
      call(pick(origins, i), '/api/orders', { method: 'POST', token, json: body, headers: { 'idempotency-key': key } })
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => send(i)))
    results.push(await send(6), await send(7))
    const statuses = results.map((r) => r.status).sort()
    must(
      statuses.filter((s) => s === 201).length === 1 && statuses.filter((s) => s === 200).length === 7,
      `idempotent retries: statuses ${statuses.join(',')} (expected one 201 and seven 200)`,
    )
    const ids = new Set(results.map((r) => r.body?.data?.id))
    must(ids.size === 1, `idempotent retries: ${ids.size} different orders in the answers`)
    const after = await count()
    must(after === before + 1, `idempotent retries: ${after - before} orders in the database, expected 1`)
    return `8 sends of one key over ${origins.length} processes: one order (${[...ids][0]}), one 201 and seven 200`
  })
}

/** Signed in on one process, signed out there: every other process refuses the token at once. */
export async function logoutEverywhere(origins: Origin[]): Promise<string> {
  const [a, ...others] = origins
  const token = await signIn(a!, 'cliente@soglia.test')
  const cookie = `soglia_session=${token}`
  for (const o of origins) {
    must((await call(o, '/api/auth/user', { token })).status === 200, `logout: the new token is refused on ${o}`)
    const page = await call(o, '/account/orders', { cookie })
    must(page.status === 200, `logout: /account/orders with the session cookie answered ${page.status} on ${o}`)
  }
  must(
    (await call(a!, '/api/auth/logout', { method: 'POST', token })).status === 204,
    'logout: POST /api/auth/logout did not answer 204',
  )
  for (const o of others) {
    const api = await call(o, '/api/auth/user', { token })
    must(api.status === 401, `logout: after signing out on ${a}, ${o} answered ${api.status} to the old token`)
    const page = await call(o, '/account/orders', { cookie })
    must(
      page.status >= 300 && page.status < 400 && (page.headers.get('location') ?? '').includes('/login'),
      `logout: ${o} still shows /account/orders (${page.status})`,
    )
  }
  return `signed out on ${a}: the token and the cookie are refused at once on ${others.join(', ')}`
}

type Freshness = { staleMs: number; answerMs: number }

/**
 * How long `url` kept answering the old content after a write that ended at `writtenAt`: the
 * start of its first fresh answer, relative to the write (0 when the first request after it was
 * already fresh). That is what "seen within 1 s" means; the time the fresh answer itself took is
 * a page render, reported apart (`answerMs`), since under load it says how busy the process was,
 * not how late it learnt the change. A stale answer past `limitMs` fails, and so does a request
 * left unanswered for 10 s.
 */
async function freshness(
  url: string,
  test: (r: Awaited<ReturnType<typeof call>>) => boolean,
  writtenAt: number,
  limitMs: number,
): Promise<Freshness> {
  for (;;) {
    const started = performance.now()
    const r = await call(url, '', { signal: AbortSignal.timeout(10_000) })
    if (test(r)) return { staleMs: Math.max(0, started - writtenAt), answerMs: performance.now() - started }
    if (performance.now() - writtenAt > limitMs)
      throw new CheckFailed(`${url}: still stale ${limitMs} ms after the write (X-Cache ${r.headers.get('x-cache')})`)
  }
}

/** Every process polled at once from the same write, so none waits for another's render. */
const freshEverywhere = (urls: string[], test: (r: Awaited<ReturnType<typeof call>>) => boolean, writtenAt: number) =>
  Promise.all(urls.map((url) => freshness(url, test, writtenAt, 1000)))

const euros = (cents: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100)

/**
 * Cached pages on every process follow a change made through one of them: an administrator's
 * settings change through the first process (PATCH /api/admin/settings), and a product price
 * changed in the database (the back office has no product editor yet; the data-version trigger
 * sees every writer alike). Each process's page is a cache HIT first; then every process is polled
 * from the moment of the write, and how long each kept answering the old page is measured (bar: 1 s).
 */
export async function changesReachEveryCache(
  origins: Origin[],
  databaseUrl: string,
): Promise<{ summary: string; staleMs: number; answerMs: number }> {
  return withDb(databaseUrl, async (db) => {
    const admin = await signIn(origins[0]!, 'admin@soglia.test')
    const sku = 'AC-COP-SET'
    const slug = await slugOf(db, sku)
    const page = `/negozio/ferramenta/${encodeURIComponent(slug)}`
    const warm = async (path: string) => {
      for (const o of origins) {
        await call(o, path)
        const hit = await call(o, path)
        must(
          hit.headers.get('x-cache') === 'HIT',
          `${o}${path} is not cached (X-Cache ${hit.headers.get('x-cache')}): nothing to invalidate`,
        )
      }
    }
    const seen: Freshness[] = []
    // 1. A settings change through process 1.
    const name = `Soglia ${Date.now().toString(36)}`
    await warm('/')
    const patch = await call(origins[0]!, '/api/admin/settings', {
      method: 'PATCH',
      token: admin,
      json: { site_name: name },
    })
    must(patch.status === 200, `PATCH /api/admin/settings answered ${patch.status}`)
    seen.push(
      ...(await freshEverywhere(
        origins.map((o) => `${o}/`),
        (r) => r.text.includes(name),
        performance.now(),
      )),
    )
    await call(origins[0]!, '/api/admin/settings', { method: 'PATCH', token: admin, json: { site_name: 'Soglia' } })
    // 2. A price change.
    const { rows } = await db.query<{ base_price: number }>('select base_price from products where sku = $1', [sku])
    const old = rows[0]!.base_price
    const price = old === 4321 ? 4322 : 4321
    await warm(page)
    await db.query('update products set base_price = $1 where sku = $2', [price, sku])
    try {
      seen.push(
        ...(await freshEverywhere(
          origins.map((o) => `${o}${page}`),
          (r) => r.text.includes(euros(price)),
          performance.now(),
        )),
      )
    } finally {
      await db.query('update products set base_price = $1 where sku = $2', [old, sku])
    }
    const staleMs = Math.max(...seen.map((s) => s.staleMs))
    const answerMs = Math.max(...seen.map((s) => s.answerMs))
    return {
      summary: `settings change through ${origins[0]} and a price change (${euros(old)} → ${euros(price)}) seen on every process's cached pages: stale for at most ${staleMs.toFixed(1)} ms after the write (the fresh page took up to ${answerMs.toFixed(1)} ms to render)`,
      staleMs,
      answerMs,
    }
  })
}

/**
 * Password guesses spread over the processes add up in one count (login_throttle): past the
 * free attempts for one account from one address, the next guess is refused on every process.
 */
export async function throttleAcrossProcesses(origins: Origin[]): Promise<string> {
  // One address of its own (TRUST_PROXY: the last X-Forwarded-For entry), so no other check is slowed.
  const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`
  const guess = (i: number) =>
    call(pick(origins, i), '/api/auth/login', {
      method: 'POST',
      json: { email: 'altro@soglia.test', password: 'wrong-password' },
      headers: { 'x-forwarded-for': ip },
    })
  const free = []
  for (let i = 0; i < 5; i++) free.push((await guess(i)).status)
  must(
    free.every((s) => s === 401),
    `throttle: the 5 free guesses answered ${free.join(',')} (expected 401)`,
  )
  for (let i = 0; i < origins.length; i++) {
    const refused = await guess(5 + i)
    must(
      refused.status === 429,
      `throttle: the guess after 5 on ${pick(origins, 5 + i)} answered ${refused.status}, expected 429`,
    )
  }
  return `5 wrong passwords over ${origins.length} processes: the next one is refused (429) on each`
}
