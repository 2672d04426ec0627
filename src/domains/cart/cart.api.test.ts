import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extraOptions, products, productVariants, users } from '~/db/schema'
import { createSession } from '~/domains/auth/session.server'
import type { Product } from '~/domains/catalog/catalog.schemas'
import { saveSettings } from '~/domains/settings/settings.server'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { quoteCart } from './cart.contract'
import type { CartQuote } from './cart.schemas'

// POST /cart/quote on the seeded catalogue: the server prices every line in the caller's tier.
let database: TestDatabase
let api: ReturnType<typeof createTestApi>
// Outside every seeded promotion's dates: these tests compare with the catalogue rows (promotions: promotions.api.test.ts).
const clock = { now: new Date('2026-10-15T10:00:00Z') }
const tokens = {} as Record<'user' | 'reseller' | 'admin', string>
const garda = 'porta-garda-in-rovere-80-210' // PI-ROV-080: finishes with surcharges, opening side, four extras

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db, { clock })
  const emails = { user: 'cliente@soglia.test', reseller: 'reseller@soglia.test', admin: 'admin@soglia.test' }
  for (const [role, email] of Object.entries(emails) as Array<[keyof typeof tokens, string]>) {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    tokens[role] = (await createSession(database.db, row!.id, clock.now, { ip: null, userAgent: 'cart test' })).token
  }
})
afterAll(() => database?.close())

const quote = async (body: unknown, token?: string, locale = 'it') => {
  const res = await api.call(`/cart/quote?locale=${locale}`, { method: 'POST', json: body, token })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}
const quoted = async (body: unknown, token?: string): Promise<CartQuote> => {
  const { status, body: json } = await quote(body, token)
  expect(status, JSON.stringify(json)).toBe(200)
  return quoteCart.response.parse(json).data
}
const product = async (slug: string, token?: string): Promise<Product> => {
  const res = await api.call(`/products/${slug}`, { token })
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: Product }).data
}
/** The most expensive variant of each group, and the dearest extra option. */
const dearest = (p: Product) => ({
  variants: p.variant_groups.map((g) => g.variants.reduce((a, b) => (b.price > a.price ? b : a))),
  option: p.extra_options.reduce((a, b) => (b.package_price > a.package_price ? b : a)),
})

describe('line prices', () => {
  it('prices a line as product + variants + package, for a visitor', async () => {
    const p = await product(garda)
    const { variants, option } = dearest(p)
    expect(variants.some((v) => v.price > 0)).toBe(true)
    const q = await quoted({
      lines: [{ slug: garda, quantity: 2, variant_ids: variants.map((v) => v.id), extra_option_id: option.id }],
    })
    const unit = p.price + variants.reduce((s, v) => s + v.price, 0) + option.package_price
    expect(q.lines[0]).toMatchObject({
      slug: garda,
      product_id: p.id,
      name: p.name,
      unit_price: unit,
      quantity: 2,
      line_total: 2 * unit,
      variants: variants.map((v) => ({ id: v.id, name: v.name })),
      extra_option: { id: option.id, name: option.name, package_price: option.package_price },
      valid: true,
    })
    expect(q).toMatchObject({
      subtotal: 2 * unit,
      discount: 0,
      shipping: 0,
      total: 2 * unit,
      vat_rate: 22,
      coupon: null,
    })
    expect(q.net + q.vat).toBe(q.total)
  })

  it('gives a reseller reseller prices, straight from the catalogue rows', async () => {
    const visitor = await product(garda)
    const asReseller = await product(garda, tokens.reseller)
    const { variants, option } = dearest(asReseller)
    const line = { slug: garda, quantity: 1, variant_ids: variants.map((v) => v.id), extra_option_id: option.id }
    const q = await quoted({ lines: [line] }, tokens.reseller)
    const [row] = await database.db.select().from(products).where(eq(products.id, visitor.id))
    const variantRows = await Promise.all(
      variants.map(
        async (v) => (await database.db.select().from(productVariants).where(eq(productVariants.id, v.id)))[0]!,
      ),
    )
    const [optionRow] = await database.db.select().from(extraOptions).where(eq(extraOptions.id, option.id))
    const reseller =
      row!.resellerPrice + variantRows.reduce((s, v) => s + v.resellerPrice, 0) + optionRow!.resellerPackagePrice
    expect(q.lines[0]!.unit_price).toBe(reseller)
    expect(reseller).toBeLessThan((await quoted({ lines: [line] })).lines[0]!.unit_price)
    // A customer pays list price.
    expect((await quoted({ lines: [line] }, tokens.user)).lines[0]!.unit_price).toBe(
      row!.basePrice + variantRows.reduce((s, v) => s + v.basePrice, 0) + optionRow!.packagePrice,
    )
  })

  it('refuses a line that leaves a required choice open, picks two in a group, or names choices the product lacks', async () => {
    const p = await product(garda)
    const [finish, side] = p.variant_groups
    expect(finish!.required && side!.required).toBe(true)
    const complete = [finish!.variants[0]!.id, side!.variants[0]!.id]
    const option = p.extra_options[0]!.id
    const cases: Array<[Record<string, unknown>, 'variant_ids' | 'extra_option_id', RegExp]> = [
      [{ variant_ids: [] }, 'variant_ids', new RegExp(finish!.name)],
      [{ variant_ids: [finish!.variants[0]!.id] }, 'variant_ids', new RegExp(side!.name)],
      [
        { variant_ids: [...complete, finish!.variants[1]!.id] },
        'variant_ids',
        new RegExp(`sola opzione.*|${finish!.name}`),
      ],
      [{ variant_ids: [...complete, 999_999] }, 'variant_ids', /variante non esiste/],
      [{ variant_ids: complete, extra_option_id: 999_999 }, 'extra_option_id', /opzione aggiuntiva non esiste/],
    ]
    for (const [choice, field, message] of cases) {
      const q = await quoted({ lines: [{ slug: garda, quantity: 1, ...choice }] })
      expect(q.lines[0], JSON.stringify(choice)).toMatchObject({
        valid: false,
        problem_field: field,
        line_total: 0,
        product_id: p.id,
      })
      expect(q.lines[0]!.problems!.join(' ')).toMatch(message)
      expect(q.subtotal).toBe(0)
    }
    // The same door with every required group chosen once, and an offered option, is priced.
    const ok = await quoted({ lines: [{ slug: garda, quantity: 1, variant_ids: complete, extra_option_id: option }] })
    expect(ok.lines[0]).toMatchObject({
      valid: true,
      variants: [{ id: complete[0] }, { id: complete[1] }],
      extra_option: { id: option },
    })
  })

  it('marks a product that no longer exists invalid, and does not count it', async () => {
    const p = await product(garda)
    const complete = p.variant_groups.map((g) => g.variants[0]!.id)
    const q = await quoted({
      lines: [
        { slug: 'porta-che-non-esiste-piu', quantity: 3, variant_ids: [1] },
        { slug: garda, quantity: 1, variant_ids: complete },
      ],
    })
    expect(q.lines[0]).toEqual({
      slug: 'porta-che-non-esiste-piu',
      product_id: null,
      name: null,
      product_slug: null,
      category_slug: null,
      image_url: null,
      unit_price: 0,
      quantity: 3,
      line_total: 0,
      variants: [],
      extra_option: null,
      valid: false,
    })
    expect(q.subtotal).toBe(q.lines[1]!.line_total)
    expect(q.lines[1]!.unit_price).toBe(p.price + p.variant_groups.reduce((s, g) => s + g.variants[0]!.price, 0))
  })

  it('answers names and slugs in the request locale, keeping the slug sent', async () => {
    const res = await quote({ lines: [{ slug: garda, quantity: 1, variant_ids: [] }] }, undefined, 'en')
    expect(res.body.data.lines[0]).toMatchObject({
      slug: garda,
      product_slug: 'garda-oak-door-80-210',
      name: 'Garda oak door 80×210',
    })
  })
})

describe('the client never sets a price', () => {
  it('refuses a forged price field (the schema is strict)', async () => {
    for (const body of [
      { lines: [{ slug: garda, quantity: 1, variant_ids: [], unit_price: 1 }] },
      { lines: [{ slug: garda, quantity: 1, variant_ids: [], price: 1 }] },
      { lines: [{ slug: garda, quantity: 1, variant_ids: [] }], total: 1 },
    ]) {
      const res = await quote(body)
      expect(res.status).toBe(422)
      expect(res.body.error.code).toBe('validation_failed')
    }
  })

  it('refuses quantities that are not whole numbers from 1, and more than 100 lines', async () => {
    for (const quantity of [0, -1, 1.5, '2'])
      expect((await quote({ lines: [{ slug: garda, quantity, variant_ids: [] }] })).status).toBe(422)
    const line = { slug: garda, quantity: 1, variant_ids: [] }
    expect((await quote({ lines: Array.from({ length: 101 }, () => line) })).status).toBe(422)
    const hundred = await quoted({ lines: Array.from({ length: 100 }, () => line) })
    expect(hundred.lines).toHaveLength(100)
    expect(hundred.subtotal).toBe(100 * hundred.lines[0]!.unit_price)
  })
})

describe('coupon and VAT', () => {
  // A complete line whose choices cost nothing extra, so its price is the product's.
  const line = { slug: garda, quantity: 1, variant_ids: [] as number[] }
  beforeAll(async () => {
    line.variant_ids = (await product(garda)).variant_groups.map((g) => g.variants.find((v) => v.price === 0)!.id)
  })

  it('applies a valid coupon (half up to the cent) and ignores an expired one', async () => {
    const p = await product(garda)
    const ok = await quoted({ lines: [line], coupon_code: 'benvenuto10' })
    expect(ok.coupon).toEqual({ code: 'BENVENUTO10', discount_type: 'percentage', discount_value: 10 })
    expect(ok.discount).toBe(Math.floor((p.price * 10 + 50) / 100))
    expect(ok.total).toBe(p.price - ok.discount)
    const expired = await quoted({ lines: [line], coupon_code: 'SCADUTO' })
    expect(expired).toMatchObject({ coupon: null, discount: 0, total: p.price })
    // A fixed coupon bigger than the cart takes it to zero, not below.
    const small = await quoted({
      lines: [{ slug: 'porta-che-non-esiste-piu', quantity: 1, variant_ids: [] }],
      coupon_code: 'SCONTO50',
    })
    expect(small).toMatchObject({ subtotal: 0, discount: 0, total: 0, net: 0, vat: 0 })
  })

  it('honours an administrator’s VAT choice and ignores everyone else’s', async () => {
    const admin = await quoted({ lines: [line], vat_rate: 4 }, tokens.admin)
    expect(admin.vat_rate).toBe(4)
    expect(admin.net).toBe(Math.floor((admin.total * 100 * 2 + 104) / (2 * 104)))
    expect(admin.net + admin.vat).toBe(admin.total)
    expect(await quoted({ lines: [line], vat_rate: 0 }, tokens.admin)).toMatchObject({ vat_rate: 0, vat: 0 })
    expect((await quoted({ lines: [line], vat_rate: 4 }, tokens.user)).vat_rate).toBe(22)
    expect((await quoted({ lines: [line], vat_rate: 4 })).vat_rate).toBe(22)
    expect((await quote({ lines: [line], vat_rate: 5 })).status).toBe(422)
  })

  it('uses the shop’s cart_iva setting for everyone who may not choose', async () => {
    await saveSettings(database.db, { cart_iva: 10 })
    try {
      expect((await quoted({ lines: [line], vat_rate: 22 }, tokens.user)).vat_rate).toBe(10)
      expect((await quoted({ lines: [line] }, tokens.admin)).vat_rate).toBe(10)
      expect((await quoted({ lines: [line], vat_rate: 22 }, tokens.admin)).vat_rate).toBe(22)
    } finally {
      await saveSettings(database.db, { cart_iva: 22 })
    }
  })

  it('quotes an empty cart as zero', async () => {
    expect(await quoted({ lines: [] })).toMatchObject({
      lines: [],
      subtotal: 0,
      discount: 0,
      shipping: 0,
      payment_fee: 0,
      total: 0,
      vat_rate: 22,
      net: 0,
      vat: 0,
      coupon: null,
    })
  })
})
