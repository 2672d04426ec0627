import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/db/schema'
import { createSession } from '~/domains/auth/session.server'
import type { CartQuote } from '~/domains/cart/cart.schemas'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import type { ConfiguratorModel, ConfiguratorModelSummary, ConfiguratorQuote } from './configurator.schemas'
import { configurationToCart } from './cart-configuration'

// POST /cart/quote with configured doors (decision 009): the line is priced from its choices by
// the configurator's rules, in the caller's tier; a tampered or incompatible configuration makes
// the line invalid (not counted), never a 500.

let database: TestDatabase
let api: ReturnType<typeof createTestApi>
let trento: ConfiguratorModel
let milano: ConfiguratorModel
const tokens: Record<string, string> = {}

const optionIds = (model: ConfiguratorModel, ...codes: string[]) =>
  codes.map((code) => model.steps.flatMap((s) => s.options).find((o) => o.code === code)!.id)
const modelByCode = async (code: string) => {
  const list = ((await (await api.call('/configurator/models')).json()) as { data: ConfiguratorModelSummary[] }).data
  const id = list.find((m) => m.code === code)!.id
  return ((await (await api.call(`/configurator/models/${id}`)).json()) as { data: ConfiguratorModel }).data
}
const cartQuote = async (lines: unknown[], token?: string) => {
  const res = await api.call('/cart/quote', { method: 'POST', json: { lines }, token })
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: CartQuote }).data
}
const trentoLine = (
  options = optionIds(trento, 'LAM-NOC', 'CIECA', 'DXT', 'TEL-STD', 'MAN-OTT'),
  size = { width_mm: 850, height_mm: 2100 },
) => ({
  slug: trento.product.slug,
  quantity: 2,
  configuration: configurationToCart({ model_id: trento.id, ...size, option_ids: options }),
})

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  // Outside the seeded promotions' dates: prices here are the configurator's own (promotions: promotions.api.test.ts).
  api = createTestApi(database.db, { clock: { now: new Date('2026-10-15T10:00:00Z') } })
  for (const [role, email] of [
    ['user', 'cliente@soglia.test'],
    ['reseller', 'reseller@soglia.test'],
  ]) {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email!))
    tokens[role!] = (
      await createSession(database.db, row!.id, new Date(), { ip: null, userAgent: 'configured cart test' })
    ).token
  }
  trento = await modelByCode('trento')
  milano = await modelByCode('milano')
})
afterAll(() => database?.close())

describe('configured lines in POST /cart/quote', () => {
  it('prices the door from its choices, as the configurator does, with the choices in words', async () => {
    // 850 × 2100 falls in the ≤ 900 × 2100 row: € 329; walnut laminate € 25, brass handle € 35.
    const quote = await cartQuote([trentoLine()], tokens.user)
    const [line] = quote.lines
    expect(line).toMatchObject({
      valid: true,
      unit_price: 38_900,
      line_total: 77_800,
      name: 'Trento laminato su misura',
      variants: [],
    })
    expect(line!.choices).toEqual([
      { step: 'Misura', value: '850 × 2100 mm' },
      { step: 'Finitura', value: 'Laminato noce' },
      { step: 'Vetro', value: 'Cieca, senza vetro' },
      { step: 'Apertura', value: 'Battente, destra a tirare' },
      { step: 'Telaio', value: 'Telaio con coprifili' },
      { step: 'Maniglia', value: 'Ottone lucido' },
    ])
    expect(quote.subtotal).toBe(77_800)
    const direct = await api.call('/configurator/quote', {
      method: 'POST',
      json: {
        model_id: trento.id,
        width_mm: 850,
        height_mm: 2100,
        option_ids: optionIds(trento, 'LAM-NOC', 'CIECA', 'DXT', 'TEL-STD', 'MAN-OTT'),
      },
      token: tokens.user,
    })
    expect(((await direct.json()) as { data: ConfiguratorQuote }).data.unit_price).toBe(38_900)
  })

  it('a reseller gets the reseller price of every part', async () => {
    // 78 % rounded to whole euro: € 257 + € 20 + € 27.
    const quote = await cartQuote([trentoLine()], tokens.reseller)
    expect(quote.lines[0]).toMatchObject({ valid: true, unit_price: 30_400 })
  })

  it('a plain line and a configured line of the same product are priced apart', async () => {
    const plain = (await (await api.call(`/products/${trento.product.slug}`, { token: tokens.user })).json()).data as {
      variant_groups: Array<{ variants: Array<{ id: number }> }>
    }
    const variant_ids = plain.variant_groups.map((g) => g.variants[0]!.id)
    const quote = await cartQuote([{ slug: trento.product.slug, quantity: 1, variant_ids }, trentoLine()], tokens.user)
    expect(quote.lines.map((l) => l.valid)).toEqual([true, true])
    expect(quote.lines[0]!.choices).toBeUndefined()
    expect(quote.subtotal).toBe(quote.lines[0]!.unit_price + 77_800)
  })

  it('an incompatible, out-of-range or tampered configuration makes the line invalid with the reason', async () => {
    const lacquered = trentoLine(optionIds(trento, 'LAC-BIA', 'CIECA', 'DXT', 'TEL-STD', 'MAN-OTT'))
    const tooWide = trentoLine(undefined, { width_mm: 1200, height_mm: 2100 })
    const wrongModel = { ...trentoLine(), configuration: { ...trentoLine().configuration, model: milano.id } }
    const forged = { ...trentoLine(), configuration: { ...trentoLine().configuration, unit_price: 1 } }
    const garbage = {
      ...trentoLine(),
      configuration: { model: trento.id, width_mm: 'wide', height_mm: 2100, options: '1;2' },
    }
    const quote = await cartQuote([lacquered, tooWide, wrongModel, forged, garbage, trentoLine()], tokens.user)
    expect(quote.lines.map((l) => l.valid)).toEqual([false, false, false, false, false, true])
    expect(quote.lines[0]!.problems).toEqual(['Il laminato Trento non si può laccare'])
    expect(quote.lines[1]!.problems).toEqual(['Deve essere tra 600 e 1000 mm, a passi di 10 mm'])
    expect(quote.lines[3]!.problems![0]).toMatch(/non più valida/)
    expect(quote.subtotal).toBe(77_800)
  })
})
