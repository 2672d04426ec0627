// Bearer-token reads of the public API through the page cache, per price tier (decision 048), on
// a real database with the real API handler, wired as src/server.ts wires them: one request
// scope per request, the tier policy first, the anonymous policy otherwise. A wrong key would
// show a trade price to a consumer (or the other way round); a session memo would keep serving
// a revoked token its trade prices; a stale entry would hide an admin's price change.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { dataVersion } from '~/db/data-version.server'
import { resolveSessionUser } from '~/domains/auth/session.server'
import { withRequestScope } from '~/lib/http/request-scope.server'
import { json, seededApi } from '~/test/seeded-api'
import { recordStatements } from '~/test/statements'
import { apiPolicy } from './cache-policy'
import { createPageCache, type PageCache } from './page-cache.server'
import { standIn, standInCaller } from './persona.server'
import { createTierPolicy, standInReadPolicy } from './tier-policy.server'

const seeded = seededApi()
const tokens: Record<'admin' | 'customer' | 'staff' | 'reseller' | 'other', string> = {
  admin: '',
  customer: '',
  staff: '',
  reseller: '',
  other: '',
}
let cache: PageCache
let renders: number
let statements: string[] = []
let slug: string
let productId: number

beforeAll(async () => {
  tokens.admin = await seeded.signIn('admin@soglia.test')
  tokens.customer = await seeded.signIn('cliente@soglia.test')
  tokens.staff = await seeded.signIn('addetto@rivenditore.test') // a retailer's user: the retailer's (base) tier
  tokens.reseller = await seeded.signIn('reseller@soglia.test')
  tokens.other = await seeded.signIn('altro@soglia.test')
  const first = (await json(await seeded.get('/products?per_page=1&sort=name_asc'))).data[0]
  slug = first.slug
  productId = first.id
  recordStatements(seeded.db(), (text) => statements.push(text))
})

beforeEach(() => {
  renders = 0
  cache = createPageCache({ readVersion: () => dataVersion(seeded.db()), maxBytes: 4 * 1024 * 1024, maxAgeMs: 60_000 })
})

const tierPolicy = createTierPolicy({ getDb: async () => seeded.db(), resolveUser: resolveSessionUser })

/** One incoming request, as src/server.ts answers an /api read. */
async function get(path: string, token?: keyof typeof tokens) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${tokens[token]}` } : {}
  const request = new Request(`http://shop.test/api${path}`, { headers })
  return withRequestScope(async () => {
    const policy = (await tierPolicy(request)) ?? apiPolicy
    const response = await cache.handle(
      request,
      () => {
        renders++
        return seeded.api().handler(request, { ip: null })
      },
      policy,
    )
    const body = await response.text()
    return {
      status: response.status,
      cache: response.headers.get('x-cache'),
      body,
      price: (JSON.parse(body) as { data: { price: number } }).data.price,
    }
  })
}

describe('bearer-token reads from the page cache, per price tier', () => {
  it('gives a base-tier customer the anonymous answer, byte for byte, from the cache', async () => {
    const anonymous = await get(`/products/${slug}`)
    const customer = await get(`/products/${slug}`, 'customer')
    const staff = await get(`/products/${slug}`, 'staff')
    expect([anonymous.cache, customer.cache, staff.cache]).toEqual(['MISS', 'HIT', 'HIT'])
    expect(customer.body).toBe(anonymous.body)
    expect(staff.body).toBe(anonymous.body)
    expect(renders).toBe(1)
  })

  it('keeps a trade tier’s answer apart: never the consumer’s, never another tier’s', async () => {
    const reseller = await get(`/products/${slug}`, 'reseller')
    const anonymous = await get(`/products/${slug}`)
    const other = await get(`/products/${slug}`, 'other')
    expect([reseller.cache, anonymous.cache, other.cache]).toEqual(['MISS', 'MISS', 'MISS'])
    expect(reseller.price).toBeLessThan(anonymous.price)
    expect(other.body).not.toBe(reseller.body)
    // A consumer after the reseller gets the consumer's; the reseller again gets its own, kept.
    const customer = await get(`/products/${slug}`, 'customer')
    const again = await get(`/products/${slug}`, 'reseller')
    expect([customer.cache, again.cache]).toEqual(['HIT', 'HIT'])
    expect(customer.body).toBe(anonymous.body)
    expect(again.body).toBe(reseller.body)
    // The list too: priced by the tier.
    const list = await get('/products?per_page=1&sort=name_asc', 'reseller')
    expect((JSON.parse(list.body) as { data: Array<{ price: number }> }).data[0]!.price).toBe(reseller.price)
  })

  it('checks the session with one statement per request, and answers a hit without the handler', async () => {
    await get(`/products/${slug}`, 'customer')
    statements = []
    renders = 0
    const hit = await get(`/products/${slug}`, 'customer')
    expect(hit.cache).toBe('HIT')
    expect(renders).toBe(0)
    // The session check, carrying the data version on PostgreSQL (PGlite follows it in memory).
    expect(statements).toHaveLength(1)
    expect(statements[0]).toMatch(
      seeded.database().kind === 'postgres' ? /from "sessions"/ : /^execute soglia_session\(/,
    )
    if (seeded.database().kind === 'postgres') expect(statements[0]).toMatch(/page_cache_version/)
  })

  it('refuses a revoked session its trade prices on the very next request', async () => {
    const token = await seeded.signIn('reseller@soglia.test')
    const anonymous = await get(`/products/${slug}`)
    const headers = { authorization: `Bearer ${token}` }
    const read = () =>
      withRequestScope(async () => {
        const request = new Request(`http://shop.test/api/products/${slug}`, { headers })
        const response = await cache.handle(
          request,
          () => seeded.api().handler(request, { ip: null }),
          (await tierPolicy(request)) ?? apiPolicy,
        )
        return response.text()
      })
    const before = await read()
    expect(before).not.toBe(anonymous.body)
    expect((await seeded.send('POST', '/auth/logout', token)).status).toBeLessThan(300)
    expect(await read()).toBe(anonymous.body)
    expect((await seeded.get('/auth/user', token)).status).toBe(401)
  })

  it('shows an admin’s price change to every tier on the next request', async () => {
    const before = {
      customer: await get(`/products/${slug}`, 'customer'),
      reseller: await get(`/products/${slug}`, 'reseller'),
    }
    await get(`/products/${slug}`, 'customer')
    const res = await seeded.send('POST', `/admin/products/${productId}/reprice`, tokens.admin, { percent: 10 })
    expect(res.status).toBe(200)
    const after = {
      customer: await get(`/products/${slug}`, 'customer'),
      reseller: await get(`/products/${slug}`, 'reseller'),
    }
    expect([after.customer.cache, after.reseller.cache]).toEqual(['MISS', 'MISS'])
    expect(after.customer.price).toBeGreaterThan(before.customer.price)
    expect(after.reseller.price).toBeGreaterThan(before.reseller.price)
    expect(after.customer.body).toBe((await get(`/products/${slug}`)).body)
  })

  it('leaves private reads and malformed tokens to the handler, uncached', async () => {
    const user = await withRequestScope(async () => {
      const request = new Request('http://shop.test/api/auth/user', {
        headers: { authorization: `Bearer ${tokens.customer}` },
      })
      return tierPolicy(request)
    })
    expect(user).toBeNull()
    expect(
      await tierPolicy(
        new Request(`http://shop.test/api/products/${slug}`, { headers: { authorization: 'Basic eDp5' } }),
      ),
    ).toBeNull()
    expect(
      await tierPolicy(
        new Request(`http://shop.test/api/products/${slug}`, {
          headers: { authorization: `Bearer ${tokens.customer}`, cookie: 'soglia_session=x' },
        }),
      ),
    ).toBeNull()
  })

  it('reads as a trade tier’s stand-in exactly as the tier’s own accounts do, and only public reads', async () => {
    // A shared render of a reseller's page (decision 051): no token, the tier's stand-in as caller.
    const caller = standInCaller(
      standIn({ role: 'reseller', email_verified: true, locale: 'it', parent_id: null }),
      'reseller',
    )
    const asStandIn = (path: string) =>
      withRequestScope(async () => {
        const request = new Request(`http://shop.test/api${path}`)
        const response = await cache.handle(
          request,
          () => (renders++, seeded.api().handler(request, { ip: null, standIn: caller })),
          standInReadPolicy('reseller'),
        )
        return { status: response.status, cache: response.headers.get('x-cache'), body: await response.text() }
      })
    const shared = await asStandIn(`/products/${slug}`)
    const reseller = await get(`/products/${slug}`, 'reseller')
    const anonymous = await get(`/products/${slug}`)
    expect([shared.cache, reseller.cache, anonymous.cache]).toEqual(['MISS', 'HIT', 'MISS'])
    expect(reseller.body).toBe(shared.body)
    expect(anonymous.body).not.toBe(shared.body)
    // The stand-in is nobody outside a public read: a private one refuses it.
    const account = await asStandIn('/auth/user')
    expect([account.status, account.cache]).toEqual([401, null])
  })
})
