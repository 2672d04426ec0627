import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/db/schema'
import { createSession } from '~/domains/auth/session.server'
import type { EndpointDef } from '~/lib/api/endpoint'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import type { Role } from './router.server'
import { apiRoutes } from './routes.server'

// Every endpoint of the API × every kind of caller, with the status each must get (spec §6,
// ADR 005): a caller who may not use an endpoint gets exactly 401 (no token) or 403 (wrong role);
// one who may gets anything but those (404 for a made-up id, 422 for a partial body… count as
// "let through"). The table is built from each endpoint's declared `access`, narrowed where
// the handler itself restricts roles. Every endpoint must be listed below: a new endpoint
// fails this test until someone decides who may call it.

type Caller = 'anonymous' | Role
const callers: Caller[] = ['anonymous', 'user', 'retailer', 'reseller', 'other', 'admin']
const accounts: Record<Role, string> = {
  user: 'cliente@soglia.test',
  retailer: 'rivenditore@soglia.test',
  reseller: 'reseller@soglia.test',
  other: 'altro@soglia.test',
  admin: 'admin@soglia.test',
}

/** Who may call each endpoint: as its contract declares, or only these roles (the handler checks). */
type Rule = 'as declared' | readonly Role[]
const rules: Record<string, Rule> = {
  'GET /settings': 'as declared',
  'GET /pages/simple': 'as declared',
  'GET /pages/{slug}': 'as declared',
  'GET /categories': 'as declared',
  'GET /attributes': 'as declared',
  'GET /products': 'as declared',
  'GET /products/{slug}': 'as declared',
  'GET /images': 'as declared',
  'GET /admin/translations/missing': 'as declared',
  'POST /images': 'as declared',
  'GET /images/{id}': 'as declared',
  'DELETE /images/{id}': 'as declared',
  'GET /blog-posts': 'as declared',
  'GET /blog-posts/{slug}': 'as declared',
  'GET /faq': 'as declared',
  'GET /promotions': 'as declared',
  'GET /collections': 'as declared',
  'GET /collections/{slug}': 'as declared',
  'POST /auth/register': 'as declared',
  'POST /auth/login': 'as declared',
  'POST /auth/logout': 'as declared',
  'POST /auth/refresh': 'as declared',
  'GET /auth/user': 'as declared',
  'POST /auth/forgot-password': 'as declared',
  'POST /auth/reset-password': 'as declared',
  'POST /auth/verify-email': 'as declared',
  'POST /auth/verify-email/resend': 'as declared',
  'PATCH /account': 'as declared',
  // Spec §2: shipping addresses are for customers (role user) only…
  'GET /account/addresses': ['user'],
  'POST /account/addresses': ['user'],
  'PATCH /account/addresses/{id}': ['user'],
  'DELETE /account/addresses/{id}': ['user'],
  // …and a retailer's own users for retailers only.
  'GET /account/users': ['retailer'],
  'POST /account/users': ['retailer'],
  'PATCH /account/users/{id}': ['retailer'],
  'DELETE /account/users/{id}': ['retailer'],
  'GET /account/orders': 'as declared',
  'GET /account/orders/{id}': 'as declared',
  'GET /admin/stats': 'as declared',
  // The back office (issue 12): administrators only, as declared.
  'GET /admin/users': 'as declared',
  'GET /admin/users/{id}': 'as declared',
  'POST /admin/users': 'as declared',
  'PATCH /admin/users/{id}': 'as declared',
  'DELETE /admin/users/{id}': 'as declared',
  'POST /admin/users/{id}/password-reset': 'as declared',
  'GET /admin/orders': 'as declared',
  'GET /admin/coupons': 'as declared',
  'GET /admin/coupons/{id}': 'as declared',
  'POST /admin/coupons': 'as declared',
  'PATCH /admin/coupons/{id}': 'as declared',
  'DELETE /admin/coupons/{id}': 'as declared',
  'GET /admin/shipping-options': 'as declared',
  'GET /admin/shipping-options/{id}': 'as declared',
  'POST /admin/shipping-options': 'as declared',
  'PATCH /admin/shipping-options/{id}': 'as declared',
  'DELETE /admin/shipping-options/{id}': 'as declared',
  'GET /admin/payment-methods': 'as declared',
  'GET /admin/payment-methods/{id}': 'as declared',
  'PATCH /admin/payment-methods/{id}': 'as declared',
  'GET /admin/newsletter/subscribers': 'as declared',
  'DELETE /admin/newsletter/subscribers/{id}': 'as declared',
  'GET /admin/outbox': 'as declared',
  'GET /admin/dashboard': 'as declared',
  'GET /admin/orders/{id}': 'as declared',
  'POST /admin/orders/{id}/events': 'as declared',
  'GET /admin/outbox/{id}': 'as declared',
  'POST /admin/outbox/{id}/resend': 'as declared',
  'POST /consents': 'as declared',
  'POST /newsletter/subscribe': 'as declared',
  'POST /newsletter/confirm': 'as declared',
  'GET /slides': 'as declared',
  'PATCH /admin/settings': 'as declared', // `{}` changes nothing
  'POST /coupons/validate': 'as declared',
  'POST /cart/quote': 'as declared', // public; the handler only narrows the VAT choice to admins
  'GET /configurator/models': 'as declared',
  'GET /configurator/models/{id}': 'as declared',
  'POST /configurator/quote': 'as declared',
  'POST /orders': 'as declared', // any signed-in caller orders for itself (the sample's unknown product: 422)
  'POST /account/orders/{id}/cancel': 'as declared', // own orders only: another's id is a 404
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
}

const keyOf = (e: EndpointDef) => `${e.method} ${e.path}`

function allowedCallers(endpoint: EndpointDef): Caller[] {
  const rule = rules[keyOf(endpoint)]
  if (rule === undefined) throw new Error(`${keyOf(endpoint)} has no entry in the authorization matrix`)
  if (rule !== 'as declared') return [...rule]
  if (endpoint.access === 'public') return callers
  if (endpoint.access === 'admin') return ['admin']
  return callers.filter((c) => c !== 'anonymous')
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
})
afterAll(() => database?.close())

/** One request as `caller`, with a session of its own (logout and refresh end theirs). */
async function request(endpoint: EndpointDef, caller: Caller): Promise<Response> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const sample = paramSamples[name]
    if (!sample) throw new Error(`${keyOf(endpoint)}: add a harmless sample for the path parameter "${name}"`)
    return sample
  })
  let json: unknown
  if (endpoint.body) {
    json = bodySamples[keyOf(endpoint)]?.() ?? {}
    if (endpoint.access !== 'public' && !endpoint.body.safeParse(json).success) {
      throw new Error(`${keyOf(endpoint)}: add a valid sample body to bodySamples, or the access check is never reached`)
    }
  }
  const token = caller === 'anonymous' ? undefined : (await createSession(database.db, ids[caller], new Date(), { ip: null, userAgent: 'matrix' })).token
  return api.call(path, { method: endpoint.method, token, json })
}

describe('authorization matrix', () => {
  it('has exactly one entry per endpoint, and narrows only signed-in endpoints', () => {
    const keys = apiRoutes.map((r) => keyOf(r.endpoint))
    expect(keys.filter((k) => !(k in rules)), 'endpoints missing from the matrix').toEqual([])
    expect(Object.keys(rules).filter((k) => !keys.includes(k)), 'matrix entries with no endpoint').toEqual([])
    expect(new Set(keys).size).toBe(keys.length)
    for (const { endpoint } of apiRoutes) {
      const rule = rules[keyOf(endpoint)]
      if (rule !== 'as declared') expect(endpoint.access, `${keyOf(endpoint)} narrows roles, so it must be 'authenticated'`).toBe('authenticated')
    }
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
