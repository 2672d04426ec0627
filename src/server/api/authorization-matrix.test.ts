import { eq, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/db/schema'
import { issueAuthToken } from '~/domains/auth/auth-tokens.server'
import { createSession } from '~/domains/auth/session.server'
import { subscribe } from '~/domains/newsletter/newsletter.server'
import type { EndpointDef } from '~/lib/api/endpoint'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import type { Role } from './router.server'
import { apiRoutes } from './routes.server'
import { accounts, callers, rules, type Caller } from './authorization-rules'
import { bodySamples, nextSerial, paramSamples } from './authorization-samples'

// Every endpoint of the API × every kind of caller, with the status each must get (spec §6,
// ADR 005, decision 027): a caller who may not use an endpoint gets exactly 401 (no token) or
// 403 (wrong role); one who may is let through, and one allowed caller with real ids and a
// valid body really succeeds (2xx). The expected access is its own table (authorization-rules.ts), written from
// spec §6 — never read from the endpoint's `access` field, so a wrongly declared endpoint fails.
// Every endpoint must be listed: a new one fails this test until someone decides who may call it.


/** Real ids and slugs of the seeded shop, found in beforeAll (for the "really succeeds" check). */
const real: Record<string, string> = {}

/**
 * For each endpoint, how an allowed caller really succeeds: the caller, its path parameters and
 * body. A string instead says where success is shown (it needs an e-mailed token).
 */
type Success = { caller: Caller; params?: () => Record<string, string>; body?: () => unknown } | string
const success: Record<string, Success> = {
  'GET /pages/{slug}': { caller: 'anonymous', params: () => ({ slug: real.page! }) },
  'GET /products/{slug}': { caller: 'anonymous', params: () => ({ slug: real.product! }) },
  'GET /blog-posts/{slug}': { caller: 'anonymous', params: () => ({ slug: real.post! }) },
  'GET /collections/{slug}': { caller: 'anonymous', params: () => ({ slug: real.collection! }) },
  'GET /configurator/models/{id}': { caller: 'anonymous', params: () => ({ id: real.model! }) },
  'POST /auth/register': { caller: 'anonymous', body: () => ({ name: 'Matrice', email: `reg-${nextSerial()}@example.com`, password: 'matrice-2026', terms: true }) },
  'POST /auth/login': { caller: 'anonymous', body: () => ({ email: 'altro@soglia.test', password: 'soglia-demo' }) },
  'POST /auth/forgot-password': { caller: 'anonymous', body: () => ({ email: 'altro@soglia.test' }) },
  // The e-mailed tokens are issued in beforeAll, as the e-mails would carry them.
  'POST /auth/reset-password': { caller: 'anonymous', body: () => ({ token: real.resetToken!, password: 'soglia-demo' }) },
  'POST /auth/verify-email': { caller: 'anonymous', body: () => ({ token: real.verifyToken! }) },
  'POST /auth/restore-email': { caller: 'anonymous', body: () => ({ token: real.restoreToken! }) },
  'POST /auth/accept-invitation': { caller: 'anonymous', body: () => ({ token: real.invitationToken!, password: 'matrice-2026' }) },
  'POST /auth/verify-email/resend': { caller: 'anonymous', body: () => ({ email: 'altro@soglia.test' }) },
  'POST /newsletter/subscribe': { caller: 'anonymous', body: () => ({ email: `news-${nextSerial()}@example.com`, terms: true }) },
  'POST /newsletter/confirm': { caller: 'anonymous', body: () => ({ token: real.newsletterToken! }) },
  'PATCH /account': { caller: 'other', body: () => ({ locale: 'it' }) },
  'PATCH /account/addresses/{id}': { caller: 'user', params: () => ({ id: real.address! }), body: () => ({ recipient: 'Matrice Due', street: 'Via Roma 2', postcode: '00184', city: 'Roma', province: 'RM' }) },
  'DELETE /account/addresses/{id}': { caller: 'user', params: () => ({ id: real.address! }) },
  'PATCH /account/users/{id}': { caller: 'retailer', params: () => ({ id: real.member! }), body: () => ({ name: 'Matrice Tre' }) },
  'DELETE /account/users/{id}': { caller: 'retailer', params: () => ({ id: real.member! }) },
  'POST /account/users/{id}/invitation': { caller: 'retailer', params: () => ({ id: real.invitee! }) },
  'GET /account/orders/{id}': 'the seed has no orders: src/domains/accounts/account-orders.api.test.ts',
  'POST /consents': { caller: 'anonymous', body: () => ({ consent_id: crypto.randomUUID(), analytics: false, marketing: false }) },
  'POST /configurator/quote': 'a valid configuration of a seeded model: src/domains/configurator/cart-configured.api.test.ts',
  'POST /coupons/validate': { caller: 'anonymous', body: () => ({ code: 'NONESISTE' }) },
  'POST /cart/quote': { caller: 'anonymous', body: () => ({ lines: [{ slug: real.product!, quantity: 1 }] }) },
  'PATCH /admin/settings': { caller: 'admin', body: () => ({}) },
  // Success with real orders, payments and media needs data this file does not make: shown here.
  'POST /orders': 'a priced cart with a real address: src/domains/orders/orders.api.test.ts',
  'POST /account/orders/{id}/cancel': 'a placed order: src/domains/orders/order-status.api.test.ts',
  'POST /account/orders/{id}/payment': 'a card order and the Stripe stand-in: src/domains/payments/stripe.api.test.ts',
  'POST /payments/stripe/webhook': 'a webhook signed by the SDK: src/domains/payments/stripe.api.test.ts',
  'GET /account/orders/{id}/pdf': 'a placed order: src/domains/orders/documents/order-pdf.api.test.ts',
  'POST /account/delete': 'the right password, on an account of its own: src/domains/accounts/gdpr.api.test.ts',
  // The admin resources' rows, made in beforeAll (a spare one where the sample deletes).
  'GET /admin/users/{id}': { caller: 'admin', params: () => ({ id: real.adminUser! }) },
  'PATCH /admin/users/{id}': { caller: 'admin', params: () => ({ id: real.adminUser! }), body: () => ({ name: 'Matrice Rinominata' }) },
  'DELETE /admin/users/{id}': { caller: 'admin', params: () => ({ id: real.adminUserSpare! }) },
  'POST /admin/users/{id}/password-reset': { caller: 'admin', params: () => ({ id: real.adminUser! }) },
  'GET /admin/coupons/{id}': { caller: 'admin', params: () => ({ id: real.coupon! }) },
  'PATCH /admin/coupons/{id}': { caller: 'admin', params: () => ({ id: real.coupon! }), body: () => ({ discount_value: 7 }) },
  'DELETE /admin/coupons/{id}': { caller: 'admin', params: () => ({ id: real.couponSpare! }) },
  'GET /admin/shipping-options/{id}': { caller: 'admin', params: () => ({ id: real.shipping! }) },
  'PATCH /admin/shipping-options/{id}': { caller: 'admin', params: () => ({ id: real.shipping! }), body: () => ({ name: 'Matrice rinominata' }) },
  'DELETE /admin/shipping-options/{id}': { caller: 'admin', params: () => ({ id: real.shippingSpare! }) },
  'GET /admin/payment-methods/{id}': { caller: 'admin', params: () => ({ id: real.payment! }) },
  'PATCH /admin/payment-methods/{id}': { caller: 'admin', params: () => ({ id: real.payment! }), body: () => ({}) },
  'DELETE /admin/newsletter/subscribers/{id}': { caller: 'admin', params: () => ({ id: real.subscriber! }) },
  'GET /admin/outbox/{id}': { caller: 'admin', params: () => ({ id: real.outbox! }) },
  'POST /admin/outbox/{id}/resend': { caller: 'admin', params: () => ({ id: real.outbox! }) },
  'GET /admin/orders/{id}': 'a placed order: src/domains/admin/orders/admin-order.api.test.ts',
  'POST /admin/orders/{id}/events': 'a placed order: src/domains/admin/orders/admin-order.api.test.ts',
  'GET /admin/orders/{id}/production-sheet': 'a confirmed order: src/domains/admin/production/production.api.test.ts',
  'PATCH /admin/orders/{id}': 'a placed order: src/domains/admin/orders/order-create-edit.api.test.ts',
  'POST /admin/orders': 'a priced cart for a customer: src/domains/admin/orders/order-create-edit.api.test.ts',
  'GET /admin/customers/{id}': { caller: 'admin', params: () => ({ id: real.customer! }) },
  'POST /admin/orders/quote': { caller: 'admin', body: () => ({ customer_id: Number(real.customer), lines: [{ slug: real.product!, quantity: 1 }] }) },
  'POST /newsletter/unsubscribe': 'an e-mailed link: src/domains/newsletter/newsletter-unsubscribe.api.test.ts',
  'POST /images': 'an uploaded file as the body: src/domains/media/media.api.test.ts',
  'GET /images/{id}': 'an uploaded image: src/domains/media/media.api.test.ts',
  'DELETE /images/{id}': 'an uploaded image: src/domains/media/media.api.test.ts',
  // Content and media back office (content-admin): a created item's id.
  'GET /admin/pages/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'PATCH /admin/pages/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'DELETE /admin/pages/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'GET /admin/blog-posts/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'PATCH /admin/blog-posts/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'DELETE /admin/blog-posts/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'GET /admin/faq/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'PATCH /admin/faq/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'DELETE /admin/faq/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'GET /admin/slides/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'PATCH /admin/slides/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'DELETE /admin/slides/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'GET /admin/promotions/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'PATCH /admin/promotions/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'DELETE /admin/promotions/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'GET /admin/media/{id}': 'an uploaded image: src/domains/admin/media/admin-media.api.test.ts',
  'PATCH /admin/media/{id}': 'an uploaded image: src/domains/admin/media/admin-media.api.test.ts',
  'PATCH /admin/configurator/models/{id}': 'a seeded model’s whole input: src/domains/configurator/admin/catalogue.api.test.ts',
  'PUT /admin/configurator/options': 'the seeded groups with a new option: src/domains/configurator/admin/catalogue.api.test.ts',
  'PUT /admin/configurator/rules': 'the seeded rules plus one: src/domains/configurator/admin/catalogue.api.test.ts',
  'GET /admin/collections/{id}': 'a seeded collection: src/domains/admin/collections/admin-collections.api.test.ts',
  'PATCH /admin/collections/{id}': 'a seeded collection: src/domains/admin/collections/admin-collections.api.test.ts',
  'GET /admin/fiscal-documents/{id}': 'an issued document: src/domains/fiscal/fiscal.api.test.ts',
  'GET /admin/fiscal-documents/{id}/pdf': 'an issued document: src/domains/fiscal/fiscal.api.test.ts',
  'GET /admin/fiscal-documents/{id}/xml': 'an issued invoice: src/domains/fiscal/fiscal.api.test.ts',
  'GET /admin/orders/{id}/fiscal-documents': 'a placed order: src/domains/fiscal/fiscal.api.test.ts',
  'POST /admin/orders/{id}/fiscal-documents': 'a placed order: src/domains/fiscal/fiscal.api.test.ts',
  'GET /admin/documents/{id}': { caller: 'admin', params: () => ({ id: real.document! }) },
  'PATCH /admin/documents/{id}': { caller: 'admin', params: () => ({ id: real.document! }), body: () => ({ is_public: true }) },
  // The catalogue in the back office: real products, categories and attributes made there.
  ...Object.fromEntries(
    [
      'GET /admin/products/{id}',
      'POST /admin/products/{id}/reprice',
      'GET /admin/categories/{id}',
      'POST /admin/categories/{id}/move',
      'GET /admin/attributes/{id}',
      'POST /products',
      'PATCH /products/{id}',
      'DELETE /products/{slug}',
      'PATCH /categories/{id}',
      'DELETE /categories/{slug}',
      'PATCH /attributes/{id}',
      'DELETE /attributes/{slug}',
    ].map((k) => [k, 'src/domains/admin/catalog/catalog-admin.api.test.ts']),
  ),
  'GET /products/{slug}/reviews': { caller: 'anonymous', params: () => ({ slug: real.product! }) },
  'GET /products/{slug}/reviews/eligibility': { caller: 'user', params: () => ({ slug: real.product! }) },
  // Reviews need a delivered order holding the product: shown there.
  'POST /products/{slug}/reviews': 'a delivered order: src/domains/reviews/reviews.api.test.ts',
  'GET /admin/reviews/{id}': 'a written review: src/domains/reviews/reviews.api.test.ts',
  'PATCH /admin/reviews/{id}': 'a written review: src/domains/reviews/reviews.api.test.ts',
}

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
  const session = async (role: Role) => (await createSession(database.db, ids[role], new Date(), { ip: null, userAgent: 'matrix' })).token
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
  const address = await api.call('/account/addresses', { method: 'POST', token: user, json: bodySamples['POST /account/addresses']!() })
  real.address = String(((await address.json()) as { data: { id: number } }).data.id)
  const invite = async () => {
    const res = await api.call('/account/users', { method: 'POST', token: retailer, json: bodySamples['POST /account/users']!(), ip: nextIp() })
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
    const res = await api.call(path, { method: 'POST', token: admin, json: bodySamples[`POST ${path}`]!(), ip: nextIp() })
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

const idOf = async (query: SQL) => String(((await database.db.execute(query)) as unknown as { rows: Array<{ id: number }> }).rows[0]!.id)

/** Each success call from an address of its own: the per-IP e-mail caps are not this test's subject. */
let ipSerial = 0
const nextIp = () => `192.0.2.${++ipSerial}`
afterAll(() => database?.close())

/** One request as `caller`, with a session of its own (logout and refresh end theirs). */
async function request(endpoint: EndpointDef, caller: Caller, params?: Record<string, string>, body?: () => unknown, ip?: string): Promise<Response> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const sample = params?.[name] ?? paramSamples[name]
    if (!sample) throw new Error(`${keyOf(endpoint)}: add a harmless sample for the path parameter "${name}"`)
    return sample
  })
  let json: unknown
  if (endpoint.body) {
    json = body?.() ?? bodySamples[keyOf(endpoint)]?.() ?? {}
    if (endpoint.access !== 'public' && !endpoint.body.safeParse(json).success) {
      throw new Error(`${keyOf(endpoint)}: add a valid sample body to bodySamples, or the access check is never reached`)
    }
  }
  const token = caller === 'anonymous' ? undefined : (await createSession(database.db, ids[caller], new Date(), { ip: null, userAgent: 'matrix' })).token
  return api.call(path, { method: endpoint.method, token, json, ip })
}

describe('authorization matrix', () => {
  it('has exactly one entry per endpoint', () => {
    const keys = apiRoutes.map((r) => keyOf(r.endpoint))
    expect(keys.filter((k) => !(k in rules)), 'endpoints missing from the matrix').toEqual([])
    expect(Object.keys(rules).filter((k) => !keys.includes(k)), 'matrix entries with no endpoint').toEqual([])
    expect(Object.keys(success).filter((k) => !keys.includes(k)), 'success samples with no endpoint').toEqual([])
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
      expect(res.status, `${keyOf(endpoint)} as ${sample.caller} with real ids: ${await res.clone().text()}`).toBeGreaterThanOrEqual(200)
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
    expect(Object.keys(data.orders.by_status).sort()).toEqual(
      ['cancelled', 'confirmed_admin', 'delivered', 'end_production', 'evaded', 'paid', 'pending', 'shipped', 'start_production'],
    )
    expect(data.outbox).toEqual({ pending: expect.any(Number), failed: expect.any(Number) })
  })
})
