// What bench:ssr measures, each scenario labelled by what it is: a page-cache hit, an uncached
// render (the server runs with PAGE_CACHE_MB=0) or a signed-in visitor: a base-tier customer's
// storefront pages and checkout come from the shared render made theirs (decision 050, X-Cache
// HIT after the session check), a trade customer's and a retailer's employee's from their role's,
// priced at their tier (decision 051), an administrator's are rendered for them; one scenario asks
// as a browser does (Accept-Encoding), the others for the bytes uncompressed;
// the API with a token gets its price tier's cached answer after the session check. Every scenario
// states the X-Cache it must see; the script checks it before and after each run and fails on a
// mismatch, so a label can never hide a cache hit (or a miss).
import { BenchError, rawGet, type Target } from './targets.ts'

export type Kind =
  | 'cache hit'
  | 'uncached'
  | 'signed in'
  | 'signed in, browser'
  | 'signed in, trade'
  | 'signed in, sub-account'
  | 'signed in, admin'
/** The server a scenario needs: the page cache on, or off (PAGE_CACHE_MB=0). */
export type Phase = 'cache on' | 'cache off'
export type Bar = { reqPerSec: number; p99Ms: number }

export type Scenario = {
  name: string
  kind: Kind
  phase: Phase
  path: string
  headers: Record<string, string>
  /** The X-Cache header every response must carry ('none': no header at all). */
  xCache: 'HIT' | 'none'
  /** Issue 15's bars, where it names one. */
  bar?: Bar
}

const SIGNED_IN_PAGE: Bar = { reqPerSec: 300, p99Ms: 100 }
const UNCACHED_PAGE: Bar = { reqPerSec: 300, p99Ms: 100 }
const API_BEARER: Bar = { reqPerSec: 1_000, p99Ms: 30 }

/**
 * The scenarios over the discovered targets. `tokens.customer` is a signed-in customer's session:
 * pages get it as the session cookie (as a browser sends it), the API as a bearer token;
 * `tokens.trade` a reseller's, `tokens.sub` a retailer's employee's (a sub-account), `tokens.admin`
 * the administrator's.
 */
export function scenarios(
  targets: Record<'home' | 'category' | 'product' | 'api product', Target>,
  tokens: Record<'customer' | 'trade' | 'sub' | 'admin', string>,
): Scenario[] {
  const token = tokens.customer
  const cookie = { cookie: `soglia_session=${token}` }
  const trade = { cookie: `soglia_session=${tokens.trade}` }
  const sub = { cookie: `soglia_session=${tokens.sub}` }
  const admin = { cookie: `soglia_session=${tokens.admin}` }
  const bearer = { authorization: `Bearer ${token}` }
  const page = (t: Target) => t.path
  return [
    { name: 'home', kind: 'cache hit', phase: 'cache on', path: page(targets.home), headers: {}, xCache: 'HIT' },
    {
      name: 'category',
      kind: 'cache hit',
      phase: 'cache on',
      path: page(targets.category),
      headers: {},
      xCache: 'HIT',
    },
    { name: 'product', kind: 'cache hit', phase: 'cache on', path: page(targets.product), headers: {}, xCache: 'HIT' },
    {
      name: 'api product',
      kind: 'cache hit',
      phase: 'cache on',
      path: targets['api product'].path,
      headers: {},
      xCache: 'HIT',
    },
    {
      name: 'home',
      kind: 'signed in',
      phase: 'cache on',
      path: page(targets.home),
      headers: cookie,
      xCache: 'HIT',
      bar: SIGNED_IN_PAGE,
    },
    {
      name: 'category',
      kind: 'signed in',
      phase: 'cache on',
      path: page(targets.category),
      headers: cookie,
      xCache: 'HIT',
      bar: SIGNED_IN_PAGE,
    },
    {
      name: 'product',
      kind: 'signed in',
      phase: 'cache on',
      path: page(targets.product),
      headers: cookie,
      xCache: 'HIT',
      bar: SIGNED_IN_PAGE,
    },
    {
      name: 'checkout',
      kind: 'signed in',
      phase: 'cache on',
      path: '/checkout',
      headers: cookie,
      xCache: 'HIT',
      bar: SIGNED_IN_PAGE,
    },
    // As Chromium asks for it: the customer's page compressed per answer (brotli, decision 054).
    {
      name: 'product',
      kind: 'signed in, browser',
      phase: 'cache on',
      path: page(targets.product),
      headers: { ...cookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
      xCache: 'HIT',
      bar: SIGNED_IN_PAGE,
    },
    // A reseller's pages: its role's shared render, priced at its tier (decision 051).
    {
      name: 'home',
      kind: 'signed in, trade',
      phase: 'cache on',
      path: page(targets.home),
      headers: trade,
      xCache: 'HIT',
      bar: SIGNED_IN_PAGE,
    },
    {
      name: 'category',
      kind: 'signed in, trade',
      phase: 'cache on',
      path: page(targets.category),
      headers: trade,
      xCache: 'HIT',
      bar: SIGNED_IN_PAGE,
    },
    {
      name: 'product',
      kind: 'signed in, trade',
      phase: 'cache on',
      path: page(targets.product),
      headers: trade,
      xCache: 'HIT',
      bar: SIGNED_IN_PAGE,
    },
    {
      name: 'checkout',
      kind: 'signed in, trade',
      phase: 'cache on',
      path: '/checkout',
      headers: trade,
      xCache: 'HIT',
      bar: SIGNED_IN_PAGE,
    },
    // A retailer's employee: the sub-accounts' shared render, at its parent's tier (decision 051).
    {
      name: 'product',
      kind: 'signed in, sub-account',
      phase: 'cache on',
      path: page(targets.product),
      headers: sub,
      xCache: 'HIT',
      bar: SIGNED_IN_PAGE,
    },
    // The administrator's storefront (the back office's links) is the one still rendered per request.
    {
      name: 'product',
      kind: 'signed in, admin',
      phase: 'cache on',
      path: page(targets.product),
      headers: admin,
      xCache: 'none',
    },
    // The token's session is checked on every request; the answer is its price tier's, from the cache (decision 048).
    {
      name: 'api product',
      kind: 'signed in',
      phase: 'cache on',
      path: targets['api product'].path,
      headers: bearer,
      xCache: 'HIT',
      bar: API_BEARER,
    },
    {
      name: 'category',
      kind: 'uncached',
      phase: 'cache off',
      path: page(targets.category),
      headers: {},
      xCache: 'none',
      bar: UNCACHED_PAGE,
    },
    {
      name: 'product',
      kind: 'uncached',
      phase: 'cache off',
      path: page(targets.product),
      headers: {},
      xCache: 'none',
      bar: UNCACHED_PAGE,
    },
    {
      name: 'api product',
      kind: 'uncached',
      phase: 'cache off',
      path: targets['api product'].path,
      headers: {},
      xCache: 'none',
    },
  ]
}

export const label = (s: Scenario) => `${s.name} (${s.kind})`

/** One request as the load generator sends it; fails unless it is a 200 with the promised X-Cache. */
export async function checkCache(
  host: string,
  port: number,
  s: Scenario,
): Promise<{ contentType: string; body: Buffer }> {
  const res = await rawGet(host, port, s.path, s.headers)
  if (res.status !== 200) throw new BenchError(`${label(s)}: GET ${s.path} answered ${res.status}, expected 200`)
  const seen = res.headers['x-cache']
  const ok = s.xCache === 'none' ? seen === undefined : seen === s.xCache
  if (!ok) {
    throw new BenchError(
      `${label(s)}: GET ${s.path} came with X-Cache ${seen ?? '(none)'}, expected ${s.xCache}: the scenario would not measure what its label says`,
    )
  }
  return { contentType: String(res.headers['content-type'] ?? 'application/octet-stream'), body: res.body }
}

/** A signed-in customer's token (the base-tier demo customer unless told), through the API as any client gets one. */
export async function signIn(host: string, port: number, email = 'cliente@soglia.test'): Promise<string> {
  const res = await fetch(`http://${host}:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'soglia-demo' }),
  })
  const json = (await res.json()) as { access_token?: string }
  if (!res.ok || !json.access_token)
    throw new BenchError(`POST /api/auth/login answered ${res.status}: cannot measure signed-in pages`)
  return json.access_token
}

/** Whether a run meets its bar ('' when the scenario has none). */
export function verdict(s: Scenario, reqPerSec: number, p99Ms: number): string {
  if (!s.bar) return ''
  return reqPerSec >= s.bar.reqPerSec && p99Ms <= s.bar.p99Ms
    ? 'met'
    : `not met (≥ ${s.bar.reqPerSec}, p99 ≤ ${s.bar.p99Ms} ms)`
}
