// The privacy proof (issue 45 p8): two customers of the same tier and a visitor browse at once,
// many rounds, cold and warm, and no answer — body or headers, page, JSON or server function —
// ever carries another shopper's name, e-mail, address, cart, id or session token. Each customer's
// own data must show where it belongs, so the proof cannot pass on empty or refused answers.
// Plain fetch, no test runner: e2e/privacy.spec.ts runs it on the Node build, e2e/edge/smoke.ts on
// the edge builds (decisions 050, 051: signed-in pages from a shared per-tier render on Node).

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

type Json = Record<string, any>

export type Shopper = {
  label: string
  token: string
  id: number
  name: string
  firstName: string
  email: string
  street: string
  city: string
  /** The cart line's own id: a value nothing but this customer's cart carries. */
  cartLineId: string
  cartSlug: string
}

/** One request of a shopper's browsing. */
type Ask = { what: string; path: string; init: { method?: string; headers: Record<string, string>; body?: string } }

/** One answer as a shopper received it. */
type Answer = { who: string; what: string; status: number; cache: string | null; headers: string; body: string }

export type ProofReport = { answers: number; leaks: string[]; missing: string[]; caches: Record<string, number> }

export type ProofOptions = {
  origin: string
  admin: { email: string; password: string }
  /** Rounds of concurrent browsing (the first cold: its addresses are new to the cache). */
  rounds?: number
  /** Server functions the pages call for the customer's own data, by name → id (Node's build). */
  serverFns?: Record<string, string>
}

// Seeded catalogue (as e2e/customer-page.spec.ts): a category and a product page.
const CATEGORY = '/negozio/porte-interne'
const PRODUCT = '/negozio/porte-interne/porta-trento-laminato-80-210'

async function call(
  origin: string,
  method: string,
  path: string,
  init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${origin}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      'accept-language': 'it',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(60_000),
  })
  const text = await res.text()
  if (res.status >= 400) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text) as Json
}

/** Two fresh customers (same role, same tier, both verified by the admin's creation), each with an address and a cart line of a product the other has not. */
async function makeCustomers(origin: string, admin: ProofOptions['admin']): Promise<[Shopper, Shopper]> {
  const adminToken = (await call(origin, 'POST', '/api/auth/login', { body: admin })).access_token as string
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const products = (await call(origin, 'GET', '/api/products?per_page=2&sort=name_asc')).data as Json[]
  const people = [
    {
      label: 'anselma',
      firstName: 'Anselma',
      last: 'Quirinaletti',
      street: `Vicolo Glicine Anselma ${run}`,
      city: `Borgoanselma${run}`,
      postcode: '37121',
      province: 'VR',
    },
    {
      label: 'brunilde',
      firstName: 'Brunilde',
      last: 'Zaccardelli',
      street: `Contrada Ortensia Brunilde ${run}`,
      city: `Rivabrunilde${run}`,
      postcode: '10121',
      province: 'TO',
    },
  ]
  const made = await Promise.all(
    people.map(async (p, i) => {
      const name = `${p.firstName} ${p.last}`
      const email = `privacy-${p.label}-${run}@example.com`
      const password = `privacy-proof-${run}-pass`
      const created = await call(origin, 'POST', '/api/admin/users', {
        token: adminToken,
        body: { name, email, role: 'user', password },
      })
      const token = (await call(origin, 'POST', '/api/auth/login', { body: { email, password } }))
        .access_token as string
      await call(origin, 'POST', '/api/account/addresses', {
        token,
        body: { recipient: name, street: p.street, postcode: p.postcode, city: p.city, province: p.province },
      })
      const cartLineId = `privacy-line-${p.label}-${run}`
      const cartSlug = products[i]!.slug as string
      await call(origin, 'PUT', '/api/cart', {
        token,
        body: { items: [{ cart_id: cartLineId, slug: cartSlug, quantity: i + 2 }] },
      })
      return {
        label: p.label,
        token,
        id: created.data.id as number,
        name,
        firstName: p.firstName,
        email,
        street: p.street,
        city: p.city,
        cartLineId,
        cartSlug,
      } satisfies Shopper
    }),
  )
  return [made[0]!, made[1]!]
}

/** A user's id where a user is described: `id:7,name:` in the router's state, `"id":7,"email":` in JSON, or as a user or parent id. */
const userId = (id: number) =>
  new RegExp(
    `(?:\\bid"?\\s*:\\s*${id}\\s*,\\s*"?(?:name|email|role)"?\\s*:|\\b(?:user_id|userId|parent_id)"?\\s*:\\s*${id}(?!\\d))`,
  )

/** What of `s` no other shopper may ever receive; the id only where a user is described (a bare number is any product's id). */
function secretsOf(s: Shopper): Array<[string, RegExp]> {
  const escape = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return [
    ['name', new RegExp(escape(s.name))],
    ['first name', new RegExp(escape(s.firstName))],
    ['surname', new RegExp(escape(s.name.split(' ')[1]!))],
    ['e-mail', new RegExp(escape(s.email), 'i')],
    ['e-mail (encoded)', new RegExp(escape(encodeURIComponent(s.email)), 'i')],
    ['street', new RegExp(escape(s.street))],
    ['city', new RegExp(escape(s.city))],
    ['cart line', new RegExp(escape(s.cartLineId))],
    ['session token', new RegExp(escape(s.token))],
    ['id', userId(s.id)],
  ]
}

/** The answers a shopper's browsing asks for: pages, the API the pages and apps use, and the server functions the pages call. */
function requestsFor(
  shopper: Shopper | null,
  round: number,
  cold: string,
  fns: Record<string, string>,
  origin: string,
): Ask[] {
  const cookie: Record<string, string> = shopper ? { cookie: `soglia_session=${shopper.token}` } : {}
  const auth: Record<string, string> = shopper ? { authorization: `Bearer ${shopper.token}` } : {}
  // Round 0 opens every cached page at an address of its own (cold); later rounds hit them (warm), and the plain addresses too.
  const q = round === 0 ? `?privacy=${cold}` : round % 2 === 1 ? `?privacy=${cold}` : ''
  const page = (path: string): Ask => ({
    what: `page ${path}${q}`,
    path: `${path}${q}`,
    init: { headers: { accept: 'text/html', ...cookie } },
  })
  const api = (path: string, method = 'GET', body?: unknown): Ask => ({
    what: `api ${method} ${path}`,
    path: `/api${path}`,
    init: {
      method,
      headers: { accept: 'application/json', ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    },
  })
  const list = [
    page('/'),
    page(CATEGORY),
    page(PRODUCT),
    page('/negozio'),
    page('/checkout'),
    page('/account'),
    page('/account/dashboard'),
    page('/account/details'),
    page('/account/shipping'),
    page('/account/orders'),
    page('/account/privacy'),
    api('/auth/user'),
    api('/cart'),
    api('/account/addresses'),
    api('/account/orders'),
    api('/account/export'),
    api('/account/newsletter'),
    api(`/products?per_page=3&privacy=${round === 0 ? cold : 'warm'}`),
    api(`/products/${PRODUCT.split('/').pop()}`),
    api('/settings'),
  ]
  // Start's GET server functions: the payload (seroval's JSON of `{ data: { locale } }`) in the query.
  const payload = encodeURIComponent(
    JSON.stringify({
      t: {
        t: 10,
        i: 0,
        p: { k: ['data'], v: [{ t: 10, i: 1, p: { k: ['locale'], v: [{ t: 1, s: 'it' }] }, o: 0 }] },
        o: 0,
      },
      f: 127,
      m: [],
    }),
  )
  for (const [name, id] of Object.entries(fns)) {
    list.push({
      what: `server fn ${name}`,
      path: `/_serverFn/${id}?payload=${payload}`,
      init: { method: 'GET', headers: { accept: 'application/json', origin, 'x-tsr-serverfn': 'true', ...cookie } },
    })
  }
  return list
}

async function fetchAnswer(origin: string, who: string, r: Ask): Promise<Answer> {
  const res = await fetch(`${origin}${r.path}`, {
    ...r.init,
    headers: { 'accept-language': 'it', ...r.init.headers },
    redirect: 'manual',
    signal: AbortSignal.timeout(90_000),
  })
  const raw = await res.text()
  // A server function answers in seroval's JSON: read back as plain JSON too, so ids and keys sit together as in any JSON.
  const body = r.what.startsWith('server fn') ? `${raw}\n${JSON.stringify(fromSeroval(JSON.parse(raw)))}` : raw
  const headers =
    [...res.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n') + '\n' + res.headers.getSetCookie().join('\n')
  return { who, what: r.what, status: res.status, cache: res.headers.get('x-cache'), headers, body }
}

/** The plain value of a seroval JSON node: objects, arrays, strings, numbers and constants (what these answers hold). */
function fromSeroval(node: Json): unknown {
  switch (node.t) {
    case 0:
      return node.s
    case 1:
      try {
        return JSON.parse(`"${node.s}"`) as string // seroval's escapes are JavaScript's
      } catch {
        return node.s
      }
    case 2:
      return [null, null, true, false][node.s as number] ?? null
    case 9:
      return (node.a as Json[]).map((n) => (n ? fromSeroval(n) : null))
    case 10:
      return Object.fromEntries((node.p.k as string[]).map((k, i) => [k, fromSeroval(node.p.v[i])]))
    default:
      return `[seroval ${node.t}]`
  }
}

/** Fisher–Yates with a seed: the rounds interleave differently, reproducibly. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items]
  let s = seed
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31
    const j = s % (i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** Where each customer's own data must show (in some answer of that kind), so that an empty or refused answer cannot pass. */
function expectedOwn(s: Shopper): Array<[string, (a: Answer) => boolean]> {
  const has = (a: Answer, v: string) => a.body.includes(v)
  return [
    [
      'greeted on the home page',
      (a) => (a.what === 'page /' || a.what.startsWith('page /?')) && has(a, s.firstName) && has(a, s.email),
    ],
    [
      'greeted on the product page, with their id',
      (a) =>
        a.what.startsWith(`page ${PRODUCT}`) && has(a, s.firstName) && has(a, s.email) && userId(s.id).test(a.body),
    ],
    ['greeted on the category page', (a) => a.what.startsWith(`page ${CATEGORY}`) && has(a, s.firstName)],
    ['named on checkout', (a) => a.what.startsWith('page /checkout') && has(a, s.email)],
    ['own details page', (a) => a.what.startsWith('page /account/details') && has(a, s.email)],
    ['own addresses page', (a) => a.what.startsWith('page /account/shipping') && has(a, s.street) && has(a, s.city)],
    ['own session JSON', (a) => a.what === 'api GET /auth/user' && has(a, s.email) && userId(s.id).test(a.body)],
    ['own cart JSON', (a) => a.what === 'api GET /cart' && has(a, s.cartLineId) && has(a, s.cartSlug)],
    ['own address book JSON', (a) => a.what === 'api GET /account/addresses' && has(a, s.street) && has(a, s.city)],
    ['own data export', (a) => a.what === 'api GET /account/export' && has(a, s.email) && has(a, s.street)],
    ['own address book from the server function', (a) => a.what === 'server fn fetchAddresses' && has(a, s.street)],
    ['own session from the server function', (a) => a.what === 'server fn fetchSessionUser' && has(a, s.email)],
    ['own session cookie slid', (a) => a.what.startsWith('page ') && a.headers.includes(`soglia_session=${s.token}`)],
  ]
}

/**
 * Runs the proof: `rounds` rounds, in each every shopper's every request at once, shuffled.
 * Answers a report; the caller asserts `leaks` and `missing` are empty.
 */
export async function provePrivacy(options: ProofOptions): Promise<ProofReport & { customers: [Shopper, Shopper] }> {
  const { origin, rounds = 6, serverFns = {} } = options
  const customers = await makeCustomers(origin, options.admin)
  const [a, b] = customers
  const cold = `${Date.now().toString(36)}`
  const leaks: string[] = []
  const caches: Record<string, number> = {}
  const seen = new Map<string, Set<string>>(customers.map((c) => [c.label, new Set<string>()]))
  let count = 0
  const shoppers: Array<{ who: string; me: Shopper | null; others: Shopper[] }> = [
    { who: a.label, me: a, others: [b] },
    { who: b.label, me: b, others: [a] },
    { who: 'visitor', me: null, others: [a, b] },
  ]
  for (let round = 0; round < rounds; round++) {
    const jobs = shoppers.flatMap((s) => requestsFor(s.me, round, cold, serverFns, origin).map((r) => ({ s, r })))
    const answers = await Promise.all(
      shuffled(jobs, round + 1).map(({ s, r }) => fetchAnswer(origin, s.who, r).then((answer) => ({ s, answer }))),
    )
    for (const { s, answer } of answers) {
      count++
      const key = `${s.who} ${answer.what.startsWith('page') ? 'page' : 'other'} ${answer.cache ?? '-'}`
      caches[key] = (caches[key] ?? 0) + 1
      if (answer.status >= 500) leaks.push(`${s.who} ${answer.what}: status ${answer.status}`)
      for (const other of s.others) {
        const secrets = secretsOf(other)
        // Another's cart product is public (it is in the catalogue): secret only in a cart's own answers.
        if (answer.what === 'api GET /cart' || answer.what === 'api GET /account/export')
          secrets.push(['cart product', new RegExp(other.cartSlug)])
        for (const [what, pattern] of secrets) {
          for (const [part, text] of [
            ['body', answer.body],
            ['headers', answer.headers],
          ] as const) {
            if (pattern.test(text))
              leaks.push(
                `round ${round}: ${s.who} got ${other.label}'s ${what} in the ${part} of ${answer.what} (${answer.status}, x-cache ${answer.cache})`,
              )
          }
        }
      }
      if (s.me) for (const [what, check] of expectedOwn(s.me)) if (check(answer)) seen.get(s.me.label)!.add(what)
    }
  }
  const withFns = Object.keys(serverFns).length > 0
  const missing = customers.flatMap((c) =>
    expectedOwn(c)
      .map(([what]) => what)
      .filter((what) => (withFns || !what.includes('server function')) && !seen.get(c.label)!.has(what))
      .map((what) => `${c.label}: ${what}`),
  )
  return { answers: count, leaks, missing, caches, customers }
}

/** The server functions the pages call for the shopper's own data (and the shell), as the proof asks them. */
export const PERSONAL_SERVER_FNS = ['fetchAccountOrders', 'fetchAddresses', 'fetchSessionUser', 'fetchShell']

/** Their ids in a build (`.output`, `.output-workerd`…), from TanStack Start's resolver manifest in its server bundle. */
export function serverFnIds(output: string, names = PERSONAL_SERVER_FNS): Record<string, string> {
  const dir = join(output, 'server', '_ssr')
  const source = readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n')
  const out: Record<string, string> = {}
  for (const m of source.matchAll(/"([0-9a-f]{64})":\s*\{\s*functionName:\s*"(\w+?)_createServerFn_handler"/g))
    if (names.includes(m[2]!)) out[m[2]!] = m[1]!
  return out
}
