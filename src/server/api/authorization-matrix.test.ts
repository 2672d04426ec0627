import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/db/schema'
import { createSession } from '~/domains/auth/session.server'
import type { EndpointDef } from '~/lib/api/endpoint'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import type { Role } from './router.server'
import { apiRoutes } from './routes.server'
import { accounts, callers, rules, type Caller } from './authorization-rules'

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
  'POST /auth/register': { caller: 'anonymous', body: () => ({ name: 'Matrice', email: `reg-${++serial}@example.com`, password: 'matrice-2026', terms: true }) },
  'POST /auth/login': { caller: 'anonymous', body: () => ({ email: 'altro@soglia.test', password: 'soglia-demo' }) },
  'POST /auth/forgot-password': { caller: 'anonymous', body: () => ({ email: 'altro@soglia.test' }) },
  'POST /auth/reset-password': 'an e-mailed token: src/domains/auth/auth.flow.test.ts',
  'POST /auth/verify-email': 'an e-mailed token: src/domains/auth/auth.flow.test.ts',
  'POST /auth/verify-email/resend': { caller: 'anonymous', body: () => ({ email: 'altro@soglia.test' }) },
  'POST /newsletter/subscribe': { caller: 'anonymous', body: () => ({ email: `news-${++serial}@example.com`, terms: true }) },
  'POST /newsletter/confirm': 'an e-mailed token: src/domains/newsletter/newsletter.api.test.ts',
  'PATCH /account': { caller: 'other', body: () => ({ locale: 'it' }) },
  'PATCH /account/addresses/{id}': { caller: 'user', params: () => ({ id: real.address! }), body: () => ({ recipient: 'Matrice Due', street: 'Via Roma 2', postcode: '00184', city: 'Roma', province: 'RM' }) },
  'DELETE /account/addresses/{id}': { caller: 'user', params: () => ({ id: real.address! }) },
  'PATCH /account/users/{id}': { caller: 'retailer', params: () => ({ id: real.member! }), body: () => ({ name: 'Matrice Tre' }) },
  'DELETE /account/users/{id}': { caller: 'retailer', params: () => ({ id: real.member! }) },
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
  'GET /admin/users/{id}': 'src/domains/admin/users/admin-users.api.test.ts',
  'PATCH /admin/users/{id}': 'src/domains/admin/users/admin-users.api.test.ts',
  'DELETE /admin/users/{id}': 'src/domains/admin/users/admin-users.api.test.ts',
  'POST /admin/users/{id}/password-reset': 'src/domains/admin/users/admin-users.api.test.ts',
  'GET /admin/coupons/{id}': 'src/domains/admin/coupons/admin-coupons.api.test.ts',
  'PATCH /admin/coupons/{id}': 'src/domains/admin/coupons/admin-coupons.api.test.ts',
  'DELETE /admin/coupons/{id}': 'src/domains/admin/coupons/admin-coupons.api.test.ts',
  'GET /admin/shipping-options/{id}': 'src/domains/admin/shipping/admin-shipping-payments.api.test.ts',
  'PATCH /admin/shipping-options/{id}': 'src/domains/admin/shipping/admin-shipping-payments.api.test.ts',
  'DELETE /admin/shipping-options/{id}': 'src/domains/admin/shipping/admin-shipping-payments.api.test.ts',
  'GET /admin/payment-methods/{id}': 'src/domains/admin/shipping/admin-shipping-payments.api.test.ts',
  'PATCH /admin/payment-methods/{id}': 'src/domains/admin/shipping/admin-shipping-payments.api.test.ts',
  'DELETE /admin/newsletter/subscribers/{id}': 'src/domains/admin/outbox/admin-outbox-newsletter.api.test.ts',
  'GET /admin/outbox/{id}': 'src/domains/admin/outbox/admin-outbox-newsletter.api.test.ts',
  'POST /admin/outbox/{id}/resend': 'src/domains/admin/outbox/admin-outbox-newsletter.api.test.ts',
  'GET /admin/orders/{id}': 'a placed order: src/domains/admin/orders/admin-order.api.test.ts',
  'POST /admin/orders/{id}/events': 'a placed order: src/domains/admin/orders/admin-order.api.test.ts',
  'POST /images': 'an uploaded file as the body: src/domains/media/media.api.test.ts',
  'GET /images/{id}': 'an uploaded image: src/domains/media/media.api.test.ts',
  'DELETE /images/{id}': 'an uploaded image: src/domains/media/media.api.test.ts',
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
}

// Harmless inputs: ids and slugs that do not exist.
const paramSamples: Record<string, string> = { id: '999999', slug: 'matrice-inesistente' }

// Protected endpoints must receive a body that passes validation, because the dispatcher
// validates the body before it checks the token: with `{}` an anonymous caller would get a 422,
// not the 401 this test is about. Public endpoints get `{}` (422 counts as let through).
let serial = 0
const bodySamples: Record<string, () => unknown> = {
  'PATCH /account': () => ({ locale: 'it' }), // `{}` would change nothing
  'POST /account/addresses': () => ({ recipient: 'Matrice Prova', street: 'Via Roma 1', postcode: '00184', city: 'Roma', province: 'RM' }),
  'POST /account/users': () => ({ name: 'Matrice Prova', email: `matrice-${++serial}@example.com`, password: 'matrice-2026' }),
  'POST /admin/coupons': () => ({ code: `MATRICE${++serial}`, discount_type: 'percentage', discount_value: 5 }),
  'POST /admin/shipping-options': () => ({ code: `matrice-${++serial}`, name: 'Matrice', min_weight_kg: 0, price: 100 }),
  'POST /admin/orders/{id}/events': () => ({ event: 'order.confirm' }),
  'POST /admin/orders/{id}/fiscal-documents': () => ({ kind: 'receipt' }),
  'POST /admin/users': () => ({ name: 'Matrice Admin', email: `matrice-admin-${++serial}@example.com`, role: 'user', password: 'matrice-2026' }),
  'POST /orders': () => ({
    lines: [{ slug: 'matrice-inesistente', quantity: 1 }],
    delivery: { type: 'pickup' },
    shipping_option_id: null,
    billing: { document: 'receipt' },
    payment_method: 'bank_transfer',
    acknowledgements: { terms: true },
    expected_total: 0,
  }),
  // A wrong password: let through (422), and no demo account is deleted.
  'POST /account/delete': () => ({ password: 'not-the-password', confirm: true }),
  'PUT /cart': () => ({ items: [] }),
  'PUT /admin/configurator/options': () => ({ steps: [] }),
  'POST /admin/collections': () => ({ name_it: 'Matrice', slug_it: `matrice-${++serial}` }),
  'PATCH /admin/collections/{id}': () => ({ published: true }),
  'PUT /admin/configurator/rules': () => ({ rules: [] }),
  'PATCH /admin/configurator/models/{id}': () => ({
    names: { it: 'Matrice' }, descriptions: {}, collection_id: null, pricing_mode: 'per_m2', price_m2: { base: 1, reseller: 1, other: 1 }, min_billable_area_mm2: 0, size_rows: [],
    min_width_mm: 600, max_width_mm: 1000, min_height_mm: 2000, max_height_mm: 2400, step_mm: 10, default_width_mm: 800, default_height_mm: 2100, preview_style: 'flush', active: true,
  }),
  'POST /cart/merge': () => ({ items: [] }),
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
}, 120_000)

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
  })
  const address = await api.call('/account/addresses', { method: 'POST', token: user, json: bodySamples['POST /account/addresses']!() })
  real.address = String(((await address.json()) as { data: { id: number } }).data.id)
  const member = await api.call('/account/users', { method: 'POST', token: retailer, json: bodySamples['POST /account/users']!() })
  real.member = String(((await member.json()) as { data: { id: number } }).data.id)
}
afterAll(() => database?.close())

/** One request as `caller`, with a session of its own (logout and refresh end theirs). */
async function request(endpoint: EndpointDef, caller: Caller, params?: Record<string, string>, body?: () => unknown): Promise<Response> {
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
  return api.call(path, { method: endpoint.method, token, json })
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
      const res = await request(endpoint, sample.caller, sample.params?.(), sample.body)
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
