import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { configuratorModels, products, productTranslations, users } from '~/db/schema'
import { createSession } from '~/domains/auth/session.server'
import type { CartQuote } from '~/domains/cart/cart.schemas'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { SEEDED_AT } from '~/test/seeded-at'
import type { PlaceOrderInput } from '~/domains/orders/orders.schemas'

// Shared set-up of the orders API tests: a seeded database per file, the real API with a clock
// fixed at the time the test databases are seeded (inside the seeded Black Friday promotion,
// 20–30 November 2026, and the opening one), sessions per role.

export type Json = Record<string, any>
export const CLOCK = new Date(SEEDED_AT)
export const roles = {
  user: 'cliente@soglia.test',
  reseller: 'reseller@soglia.test',
  retailer: 'rivenditore@soglia.test',
  admin: 'admin@soglia.test',
  colleague: 'addetto@rivenditore.test',
} as const
export type TestRole = keyof typeof roles

export const address = {
  recipient: 'Giulia Conti',
  street: 'Via Mazzini 3',
  postcode: '37121',
  city: 'Verona',
  province: 'VR',
  country: 'IT',
}

/** `smtpUrl`: the real mailer sends to it (read when the API is built, after the sink started). */
export function ordersApi(options: { smtpUrl?: () => string } = {}) {
  let database: TestDatabase
  let api: ReturnType<typeof createTestApi>
  const clock = { now: new Date(CLOCK) }
  const tokens = {} as Record<TestRole, string>
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true })
    api = createTestApi(database.db, { clock, smtpUrl: options.smtpUrl?.() })
    for (const [role, email] of Object.entries(roles) as Array<[TestRole, string]>) {
      const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
      tokens[role] = (
        await createSession(database.db, row!.id, clock.now, { ip: null, userAgent: 'orders test' })
      ).token
    }
  })
  afterAll(() => database?.close())

  const call = async (
    method: string,
    path: string,
    role: TestRole | null,
    body?: unknown,
    headers?: Record<string, string>,
  ) => {
    const res = await api.call(path, { method, token: role ? tokens[role] : undefined, json: body, headers })
    return { status: res.status, headers: res.headers, body: (await res.json().catch(() => null)) as Json }
  }
  /** The answer itself (a PDF, an XML), not parsed. */
  const raw = (method: string, path: string, role: TestRole | null) =>
    api.call(path, { method, token: role ? tokens[role] : undefined })
  const slugOf = async (sku: string) => {
    const [row] = await database.db
      .select({ slug: productTranslations.slug })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(and(eq(products.sku, sku), eq(productTranslations.locale, 'it')))
    return row!.slug
  }
  const modelId = async (code: string) =>
    (
      await database.db
        .select({ id: configuratorModels.id })
        .from(configuratorModels)
        .where(eq(configuratorModels.code, code))
    )[0]!.id
  /** A configured Trento door (laminate, walnut, blind, right, frame, brass handle) of this size. */
  const doorLine = async (width_mm: number, height_mm: number, quantity = 1) => {
    const id = await modelId('trento')
    const model = (await call('GET', `/configurator/models/${id}`, null)).body.data as Json
    const codes = ['LAM-NOC', 'CIECA', 'DXT', 'TEL-STD', 'MAN-OTT']
    const options = (model.steps as Json[]).flatMap((s) =>
      (s.options as Json[]).filter((o) => codes.includes(o.code)).map((o) => o.id as number),
    )
    return {
      slug: model.product.slug as string,
      quantity,
      configuration: { model: id, width_mm, height_mm, options: options.sort((a, b) => a - b).join(',') },
    }
  }
  /**
   * A line that names no variants gets the first variant of each required group, as a customer
   * must choose one (issue 39: the server refuses a line that leaves one open). Lines that name
   * their variants — even none — and configured doors are left as they are.
   */
  const choose = async (lines: Json[]): Promise<Json[]> => {
    const out: Json[] = []
    for (const line of lines) {
      if (line.variant_ids !== undefined || line.configuration) {
        out.push(line)
        continue
      }
      const product = (await call('GET', `/products/${line.slug}`, 'user')).body?.data as Json | undefined
      const groups = (product?.variant_groups ?? []) as Json[]
      const variant_ids = groups
        .filter((g) => g.required && g.variants.length > 0)
        .map((g) => g.variants[0].id as number)
      out.push(variant_ids.length > 0 ? { ...line, variant_ids } : line)
    }
    return out
  }
  const quote = async (input: Json, role: TestRole = 'user'): Promise<CartQuote> => {
    const body = Array.isArray(input.lines) ? { ...input, lines: await choose(input.lines) } : input
    const res = await call('POST', '/cart/quote', role, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.data as CartQuote
  }
  /** A complete order body for `lines`, with the shipping option and total a fresh quote gives. */
  const orderBody = async (
    wanted: Json[],
    extra: Partial<PlaceOrderInput> & Json = {},
    role: TestRole = 'user',
  ): Promise<PlaceOrderInput> => {
    const lines = await choose(wanted)
    const pickup = (extra.delivery as Json | undefined)?.type === 'pickup'
    const first = await quote(
      { lines, coupon_code: extra.coupon_code ?? undefined, region: pickup ? undefined : 'IT-34', pickup },
      role,
    )
    const shipping_option_id =
      extra.shipping_option_id !== undefined ? extra.shipping_option_id : pickup ? null : first.shipping_options![0]!.id
    const payment_method = extra.payment_method ?? 'bank_transfer'
    const priced = await quote(
      {
        lines,
        coupon_code: extra.coupon_code ?? undefined,
        region: pickup ? undefined : 'IT-34',
        pickup,
        shipping_option_id,
        payment_method,
      },
      role,
    )
    return {
      lines,
      delivery: { type: 'address', address, save: false },
      shipping_option_id,
      billing: { document: 'receipt' },
      payment_method,
      acknowledgements: { terms: true, ...(priced.made_to_measure ? { made_to_measure: true } : {}) },
      expected_total: priced.total,
      ...extra,
    } as PlaceOrderInput
  }
  return {
    db: () => database.db,
    kind: () => database.kind,
    api: () => api,
    call,
    raw,
    clock,
    slugOf,
    modelId,
    doorLine,
    quote,
    orderBody,
    choose,
  }
}
