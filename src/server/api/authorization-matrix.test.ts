import { eq, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/db/schema'
import { issueAuthToken } from '~/domains/auth/auth-tokens.server'
import { createSession } from '~/domains/auth/session.server'
import { subscribe } from '~/domains/newsletter/newsletter.server'
import type { EndpointDef } from '~/lib/api/endpoint'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import type { Role } from '~/domains/shared/roles'
import { apiRoutes } from './routes.server'
import { accounts, callers, rules, type Caller } from './authorization-rules'
import { bodySamples, paramSamples } from './authorization-samples'
import { real, success } from './authorization-success'

// Every endpoint of the API × every kind of caller, with the status each must get (spec §6,
// ADR 005, decision 027): a caller who may not use an endpoint gets exactly 401 (no token) or
// 403 (wrong role); one who may is let through, and one allowed caller with real ids and a
// valid body really succeeds (2xx). The expected access is its own table (authorization-rules.ts), written from
// spec §6 — never read from the endpoint's `access` field, so a wrongly declared endpoint fails.
// Every endpoint must be listed: a new one fails this test until someone decides who may call it.

const keyOf = (e: EndpointDef) => `${e.method} ${e.path}`

function allowedCallers(endpoint: EndpointDef): Caller[] {
  const rule = rules[keyOf(endpoint)]
  if (rule === undefined) throw new Error(`${keyOf(endpoint)} has no entry in the authorization matrix`)
  return [...rule]
}

let database: TestDatabase
let api: ReturnType<typeof createTestApi>
const ids = {} as Record<Role, number>

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db)
  for (const [role, email] of Object.entries(accounts) as Array<[Role, string]>) {
    const [row] = await database.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email))
    if (row?.role !== role) throw new Error(`the seed has no ${role} account ${email}`)
    ids[role] = row.id
  }
  await findRealIds()
}, 300_000)

async function firstOf(path: string, field: string, token?: string): Promise<string | undefined> {
  const res = await api.call(path, { token })
  const body = (await res.json()) as { data?: Array<Record<string, unknown>> }
  const value = body.data?.[0]?.[field]
  return value === undefined ? undefined : String(value)
}

async function findRealIds() {
  const session = async (role: Role) =>
    (await createSession(database.db, ids[role], new Date(), { ip: null, userAgent: 'matrix' })).token
  const user = await session('user')
  const retailer = await session('retailer')
  real.document = (await firstOf('/admin/documents', 'id', await session('admin')))!
  Object.assign(real, {
    page: await firstOf('/pages/simple', 'slug'),
    product: await firstOf('/products', 'slug'),
    post: await firstOf('/blog-posts', 'slug'),
    collection: await firstOf('/collections', 'slug'),
    model: await firstOf('/configurator/models', 'id'),
    customer: String(ids.reseller),
  })
  const address = await api.call('/account/addresses', {
    method: 'POST',
    token: user,
    json: bodySamples['POST /account/addresses']!(),
  })
  real.address = String(((await address.json()) as { data: { id: number } }).data.id)
  const invite = async () => {
    const res = await api.call('/account/users', {
      method: 'POST',
      token: retailer,
      json: bodySamples['POST /account/users']!(),
      ip: nextIp(),
    })
    return ((await res.json()) as { data: { id: number } }).data.id
  }
  const member = await invite()
  real.member = String(member)
  real.invitee = String(await invite())
  const now = new Date()
  // Not `other`: the forgot-password sample (run first) would replace this token with its own.
  real.resetToken = await issueAuthToken(database.db, ids.user, 'reset_password', now)
  real.verifyToken = await issueAuthToken(database.db, ids.user, 'verify_email', now)
  real.restoreToken = await issueAuthToken(database.db, ids.reseller, 'restore_email', now, accounts.reseller)
  real.invitationToken = await issueAuthToken(database.db, member, 'invitation', now)
  real.newsletterToken = (await subscribe(database.db, { email: 'matrice-news@example.com', locale: 'it' }, now))!
  await subscribe(database.db, { email: 'matrice-news-2@example.com', locale: 'it' }, now)
  real.subscriber = await idOf(sql`select id from newsletter_subscribers where email = 'matrice-news-2@example.com'`)
  // The invitations above went to the outbox (no SMTP here).
  real.outbox = await idOf(sql`select id from email_outbox order by id limit 1`)
  const admin = await session('admin')
  const made = async (path: string) => {
    const res = await api.call(path, {
      method: 'POST',
      token: admin,
      json: bodySamples[`POST ${path}`]!(),
      ip: nextIp(),
    })
    if (res.status !== 201 && res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return String(((await res.json()) as { data: { id: number } }).data.id)
  }
  real.adminUser = await made('/admin/users')
  real.adminUserSpare = await made('/admin/users')
  real.coupon = await made('/admin/coupons')
  real.couponSpare = await made('/admin/coupons')
  real.shipping = await made('/admin/shipping-options')
  real.shippingSpare = await made('/admin/shipping-options')
  real.payment = (await firstOf('/admin/payment-methods', 'id', admin))!
}

const idOf = async (query: SQL) =>
  String(((await database.db.execute(query)) as unknown as { rows: Array<{ id: number }> }).rows[0]!.id)

/** Each success call from an address of its own: the per-IP e-mail caps are not this test's subject. */
let ipSerial = 0
const nextIp = () => `192.0.2.${++ipSerial}`
afterAll(() => database?.close())

/** One request as `caller`, with a session of its own (logout and refresh end theirs). */
async function request(
  endpoint: EndpointDef,
  caller: Caller,
  params?: Record<string, string>,
  body?: () => unknown,
  ip?: string,
): Promise<Response> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const sample = params?.[name] ?? paramSamples[name]
    if (!sample) throw new Error(`${keyOf(endpoint)}: add a harmless sample for the path parameter "${name}"`)
    return sample
  })
  let json: unknown
  if (endpoint.body) {
    json = body?.() ?? bodySamples[keyOf(endpoint)]?.() ?? {}
    if (endpoint.access !== 'public' && !endpoint.body.safeParse(json).success) {
      throw new Error(
        `${keyOf(endpoint)}: add a valid sample body to bodySamples, or the access check is never reached`,
      )
    }
  }
  const token =
    caller === 'anonymous'
      ? undefined
      : (await createSession(database.db, ids[caller], new Date(), { ip: null, userAgent: 'matrix' })).token
  return api.call(path, { method: endpoint.method, token, json, ip })
}

describe('authorization matrix', () => {
  it('has exactly one entry per endpoint', () => {
    const keys = apiRoutes.map((r) => keyOf(r.endpoint))
    expect(
      keys.filter((k) => !(k in rules)),
      'endpoints missing from the matrix',
    ).toEqual([])
    expect(
      Object.keys(rules).filter((k) => !keys.includes(k)),
      'matrix entries with no endpoint',
    ).toEqual([])
    expect(
      Object.keys(success).filter((k) => !keys.includes(k)),
      'success samples with no endpoint',
    ).toEqual([])
    expect(new Set(keys).size).toBe(keys.length)
  })

  for (const { endpoint } of apiRoutes) {
    it(`${keyOf(endpoint)} (${endpoint.access})`, async () => {
      const allowed = allowedCallers(endpoint)
      const seen: Record<string, number> = {}
      for (const caller of callers) {
        const res = await request(endpoint, caller)
        seen[caller] = res.status
        const label = `${keyOf(endpoint)} as ${caller} → ${res.status}`
        expect(res.status, `${label} (server error)`).toBeLessThan(500)
        if (allowed.includes(caller)) {
          expect([401, 403], `${label}: must be let through`).not.toContain(res.status)
        } else {
          // Refused: never a 2xx, and the right refusal.
          expect(res.status, `${label}: must be refused`).toBe(caller === 'anonymous' ? 401 : 403)
          const body = (await res.json()) as { error: { code: string } }
          expect(body.error.code).toBe(caller === 'anonymous' ? 'unauthorized' : 'forbidden')
        }
      }
      // A readable record of the row, in case of a failure elsewhere.
      expect(Object.keys(seen)).toEqual(callers)
      // Not refused is not enough: one allowed caller, with real ids, really succeeds.
      const sample = success[keyOf(endpoint)] ?? { caller: allowed.includes('anonymous') ? 'anonymous' : allowed[0]! }
      if (typeof sample === 'string') return
      expect(allowed, `${keyOf(endpoint)}: the success sample's caller must be allowed`).toContain(sample.caller)
      const res = await request(endpoint, sample.caller, sample.params?.(), sample.body, nextIp())
      expect(
        res.status,
        `${keyOf(endpoint)} as ${sample.caller} with real ids: ${await res.clone().text()}`,
      ).toBeGreaterThanOrEqual(200)
      expect(res.status).toBeLessThan(300)
    })
  }

  it('lets an administrator read the dashboard figures, and counts what is there', async () => {
    const res = await request(apiRoutes.find((r) => keyOf(r.endpoint) === 'GET /admin/stats')!.endpoint, 'admin')
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: Record<string, any> }
    expect(data.products.total).toBeGreaterThan(0)
    expect(data.products.published).toBeLessThanOrEqual(data.products.total)
    expect(data.categories.total).toBeGreaterThan(0)
    expect(data.users.by_role).toMatchObject({ admin: 1, retailer: 1, reseller: 1, other: 1 })
    expect(data.users.by_role.user).toBeGreaterThanOrEqual(2)
    expect(Object.keys(data.orders.by_status).sort()).toEqual([
      'cancelled',
      'confirmed_admin',
      'delivered',
      'end_production',
      'evaded',
      'paid',
      'pending',
      'shipped',
      'start_production',
    ])
    expect(data.outbox).toEqual({ pending: expect.any(Number), failed: expect.any(Number) })
  })
})
