import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/db/schema'
import { createSession } from '~/domains/auth/session.server'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import type { ConfiguratorModel, ConfiguratorModelSummary, ConfiguratorQuote } from './configurator.schemas'

// The configurator API against the seeded database (decision 009): models, steps and rules,
// server-side prices in the caller's tier (spec §6), validation with translated fields.

let database: TestDatabase
let api: ReturnType<typeof createTestApi>
let models: ConfiguratorModelSummary[]
let milano: ConfiguratorModel
const tokens: Record<string, string> = {}

const optionId = (model: ConfiguratorModel, code: string) => {
  for (const step of model.steps) for (const o of step.options) if (o.code === code) return o.id
  throw new Error(`no option ${code}`)
}
const idsOf = (model: ConfiguratorModel, ...codes: string[]) => codes.map((c) => optionId(model, c))
const quote = (json: unknown, init: { token?: string; headers?: Record<string, string> } = {}) =>
  api.call('/configurator/quote', { method: 'POST', json, ...init })

async function signIn(email: string) {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return (await createSession(database.db, row!.id, new Date(), { ip: null, userAgent: 'configurator test' })).token
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  // Outside the seeded promotions' dates: prices here are the configurator's own (promotions: promotions.api.test.ts).
  api = createTestApi(database.db, { clock: { now: new Date('2026-10-15T10:00:00Z') } })
  models = ((await (await api.call('/configurator/models')).json()) as { data: ConfiguratorModelSummary[] }).data
  const id = models.find((m) => m.code === 'milano')!.id
  milano = ((await (await api.call(`/configurator/models/${id}`)).json()) as { data: ConfiguratorModel }).data
  tokens.reseller = await signIn('reseller@soglia.test')
  tokens.other = await signIn('altro@soglia.test')
})
afterAll(() => database?.close())

const standard = () => ({
  model_id: milano.id,
  width_mm: 800,
  height_mm: 2100,
  option_ids: idsOf(milano, 'LAC-BIA', 'CIECA', 'SXS', 'TEL-STD', 'MAN-CRO'),
})

describe('GET /configurator/models', () => {
  it('lists the four seeded models with a starting price and the product sold', () => {
    expect(models.map((m) => m.code)).toEqual(['trento', 'milano', 'brera', 'sentinella'])
    for (const m of models) {
      expect(m.from_price).toBeGreaterThan(0)
      expect(m.product.slug).toMatch(/^[a-z0-9-]+$/)
    }
  })

  it('a model answers steps, options and rules with translated reasons; unknown → 404', async () => {
    expect(milano.steps.map((s) => s.code)).toEqual(['finish', 'glass', 'opening', 'frame', 'handle', 'accessories'])
    expect(milano.pricing).toEqual({ mode: 'per_m2', price_m2: 26000, min_billable_area_mm2: 1_600_000 })
    expect(milano.rules.some((r) => r.kind === 'only_models' && r.reason.includes('Brera'))).toBe(true)
    const en = (await (await api.call(`/configurator/models/${milano.id}?locale=en`)).json()) as {
      data: ConfiguratorModel
    }
    expect(en.data.name).toBe('Milano lacquered')
    expect((await api.call('/configurator/models/999999')).status).toBe(404)
  })
})

describe('POST /configurator/quote', () => {
  it('prices per m²: 0.8 × 2.1 m at € 260/m² = € 436,80; RAL +20 % of the size price', async () => {
    const res = await quote(standard())
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: ConfiguratorQuote }
    expect(data).toMatchObject({ size_price: 43_680, unit_price: 43_680, billable_area_mm2: 1_680_000, tier: 'base' })
    expect(data.choices[0]).toEqual({ step: 'Misura', value: '800 × 2100 mm' })
    // Laminates are Trento's only: disabled with their reason.
    expect(data.disabled).toContainEqual({
      option_id: optionId(milano, 'LAM-BIA'),
      reason: 'I laminati si producono solo sul modello Trento',
    })

    const ral = {
      ...standard(),
      option_ids: idsOf(milano, 'LAC-RAL', 'CIECA', 'SXS', 'TEL-STD', 'MAN-NER'),
      ral: '9010',
    }
    const body = ((await (await quote(ral)).json()) as { data: ConfiguratorQuote }).data
    expect(body.options.map((o) => [o.step, o.amount])).toEqual([
      ['finish', 8_736],
      ['glass', 0],
      ['opening', 0],
      ['frame', 0],
      ['handle', 2_500],
    ])
    expect(body.unit_price).toBe(43_680 + 8_736 + 2_500)
    // Issue 16: the RAL code is part of the configuration, in words for the cart and the order…
    expect(body.choices.at(-1)).toEqual({ step: 'RAL', value: 'RAL 9010' })
    // …and required, from the RAL Classic chart.
    const { ral: _code, ...withoutCode } = ral
    const missing = await quote(withoutCode)
    expect(missing.status).toBe(422)
    expect(((await missing.json()) as { error: { fields: Record<string, string[]> } }).error.fields.ral).toEqual([
      'Inserisci il codice RAL del colore (per esempio 9010).',
    ])
    const unknown = await quote({ ...ral, ral: '9999' })
    expect(((await unknown.json()) as { error: { fields: Record<string, string[]> } }).error.fields.ral).toEqual([
      'Questo codice non è nella cartella RAL Classic.',
    ])
  })

  it('bills the minimum area for a small door, and a bigger door costs more', async () => {
    const small = (
      (await (await quote({ ...standard(), width_mm: 500, height_mm: 1900 })).json()) as { data: ConfiguratorQuote }
    ).data
    expect(small).toMatchObject({ billable_area_mm2: 1_600_000, size_price: 41_600 })
    const big = (
      (await (await quote({ ...standard(), width_mm: 1000, height_mm: 2400 })).json()) as { data: ConfiguratorQuote }
    ).data
    expect(big.size_price).toBe(62_400)
  })

  it('prices in the caller’s tier: reseller → reseller price, other → other price', async () => {
    const price = async (token?: string) =>
      ((await (await quote(standard(), { token })).json()) as { data: ConfiguratorQuote }).data
    // € 260/m² list → reseller € 203/m² (78 %, whole euro), other € 229/m² (88 %).
    expect(await price(tokens.reseller)).toMatchObject({ tier: 'reseller', unit_price: 34_104 })
    expect(await price(tokens.other)).toMatchObject({ tier: 'other', unit_price: 38_472 })
    const model = (await (await api.call(`/configurator/models/${milano.id}`, { token: tokens.reseller })).json()) as {
      data: ConfiguratorModel
    }
    expect(model.data.pricing).toMatchObject({ price_m2: 20_300 })
  })

  it('refuses a size out of range, an unknown option, a missing step and an incompatible choice, with reasons', async () => {
    const res = await quote({
      ...standard(),
      width_mm: 1300,
      option_ids: [...idsOf(milano, 'LAC-BIA', 'TRA', 'SXS', 'TEL-STD'), 999_999],
    })
    expect(res.status).toBe(422)
    const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } }
    expect(error.code).toBe('validation_failed')
    expect(error.fields).toEqual({
      width_mm: ['Deve essere tra 500 e 1200 mm, a passi di 10 mm'],
      option_ids: ['Opzione sconosciuta per questo modello'],
      'options.handle': ['Scegli un’opzione per Maniglia'],
      'options.glass': ['Il vetro trasparente è previsto solo sul modello Brera'],
    })
  })

  it('enforces requires and excludes rules: hidden hinges need a hinged door, the flush pull a sliding one', async () => {
    const ids = idsOf(milano, 'LAC-BIA', 'CIECA', 'SCR-EST', 'TEL-RAS', 'MAN-CRO', 'CER-SCO')
    const res = await quote({ ...standard(), option_ids: ids }, { headers: { 'accept-language': 'en' } })
    const { error } = (await res.json()) as { error: { fields: Record<string, string[]> } }
    expect(error.fields['options.accessories']).toEqual(['Sliding doors have no hinges'])
    expect(error.fields['options.frame']).toEqual(['A flush frame does not go with a wall-mounted sliding door'])
    expect(error.fields['options.opening']).toEqual(['A flush frame does not go with a wall-mounted sliding door'])
  })

  it('a tampered body is refused: a price field, two finishes, a model that does not exist', async () => {
    expect((await quote({ ...standard(), unit_price: 1 })).status).toBe(422)
    const two = await quote({ ...standard(), option_ids: [...standard().option_ids, optionId(milano, 'LAC-GRI')] })
    expect(
      ((await two.json()) as { error: { fields: Record<string, string[]> } }).error.fields['options.finish'],
    ).toContain('Scegli una sola opzione per Finitura')
    expect((await quote({ ...standard(), model_id: 999_999 })).status).toBe(404)
  })
})
