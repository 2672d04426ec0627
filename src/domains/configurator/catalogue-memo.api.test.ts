import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  collectionTranslations,
  configuratorOptions,
  configuratorOptionTranslations,
  products,
  users,
} from '~/db/schema'
import { createSession } from '~/domains/auth/session.server'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { recordStatements } from '~/test/statements'
import type { ConfiguratorModel } from './configurator.schemas'

// Decision 056: the configurator's models, steps, options and rules, and the collections, are
// read once per data version. Asked again, they read no table; a write is seen by the next read;
// a reseller is priced from the same kept rows; the price of a door in the cart is still the
// server's, from what the catalogue holds now.

let database: TestDatabase
let api: ReturnType<typeof createTestApi>
let statements: string[] = []
let resellerToken: string
const catalogueReads = () =>
  statements.filter((s) => /from "(configurator_[a-z_]+|collections|collection_[a-z_]+)"/.test(s)).length

const get = async <T>(path: string, token?: string): Promise<T> => {
  const res = await api.call(path, token ? { token } : {})
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: T }).data
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  // Outside the seeded promotions' dates: the prices compared here are the configurator's own.
  api = createTestApi(database.db, { clock: { now: new Date('2026-10-15T10:00:00Z') } })
  recordStatements(database.db, (text) => statements.push(text))
  const [reseller] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'reseller@soglia.test'))
  resellerToken = (await createSession(database.db, reseller!.id, new Date(), { ip: null, userAgent: 'memo test' }))
    .token
})
afterAll(() => database?.close())

const optionOf = (model: ConfiguratorModel, code: string) =>
  model.steps.flatMap((s) => s.options).find((o) => o.code === code)!

describe('the configurator catalogue, kept per data version', () => {
  it('answers a model and the model list again without reading the catalogue', async () => {
    const [first] = await get<Array<{ id: number }>>('/configurator/models')
    const model = await get<ConfiguratorModel>(`/configurator/models/${first!.id}`)
    statements = []
    expect(await get<ConfiguratorModel>(`/configurator/models/${first!.id}`)).toEqual(model)
    await get('/configurator/models')
    expect(catalogueReads()).toBe(0)
  })

  it('prices a reseller from the same kept rows, at their tier', async () => {
    const [first] = await get<Array<{ id: number }>>('/configurator/models')
    const visitor = await get<ConfiguratorModel>(`/configurator/models/${first!.id}`)
    statements = []
    const reseller = await get<ConfiguratorModel>(`/configurator/models/${first!.id}`, resellerToken)
    expect(catalogueReads()).toBe(0)
    expect(reseller.tier).toBe('reseller')
    expect(visitor.tier).not.toBe('reseller')
    expect(JSON.stringify(reseller.pricing)).not.toBe(JSON.stringify(visitor.pricing))
  })

  it('shows an option renamed or repriced, and a model whose product is unpublished, on the next read', async () => {
    const models = await get<Array<{ id: number; product: { id: number } }>>('/configurator/models')
    const model = await get<ConfiguratorModel>(`/configurator/models/${models[0]!.id}`)
    // A flat-priced option in the default configuration, so the quote shows its price as it is.
    const flat = (o: { price: number; percent: number | null }) => o.price > 0 && !o.percent
    const step = model.steps.find((s) => s.options.some(flat))!
    const option = step.options.find(flat)!
    const chosen = [
      ...model.steps.filter((s) => s !== step).flatMap((s) => s.options.filter((o) => o.is_default).slice(0, 1)),
      option,
    ]
    await database.db
      .update(configuratorOptions)
      .set({ basePrice: option.price + 1234 })
      .where(eq(configuratorOptions.id, option.id))
    await database.db
      .update(configuratorOptionTranslations)
      .set({ name: 'Finitura rinominata' })
      .where(eq(configuratorOptionTranslations.optionId, option.id))
    const after = await get<ConfiguratorModel>(`/configurator/models/${model.id}`)
    expect(optionOf(after, option.code)).toMatchObject({ price: option.price + 1234, name: 'Finitura rinominata' })
    // A quote (the price a door goes into the cart at) follows the write too.
    const res = await api.call('/configurator/quote', {
      method: 'POST',
      json: {
        model_id: model.id,
        width_mm: model.size.default_width_mm,
        height_mm: model.size.default_height_mm,
        option_ids: chosen.map((o) => o.id),
      },
    })
    expect(res.status).toBe(200)
    const quoted = ((await res.json()) as { data: { options: Array<{ option_id: number; amount: number }> } }).data
    expect(quoted.options.find((o) => o.option_id === option.id)!.amount).toBe(option.price + 1234)
    await database.db.update(products).set({ published: false }).where(eq(products.id, models[1]!.product.id))
    expect((await api.call(`/configurator/models/${models[1]!.id}`)).status).toBe(404)
    expect((await get<Array<{ id: number }>>('/configurator/models')).map((m) => m.id)).not.toContain(models[1]!.id)
  })
})

describe('collections, kept per data version', () => {
  it('answers the list and a collection again without reading them, and sees a rename on the next read', async () => {
    const [first] = await get<Array<{ slug: string; name: string; id: number }>>('/collections')
    const detail = await get<{ products: Array<{ id: number; price: number }> }>(`/collections/${first!.slug}`)
    expect(detail.products.length).toBeGreaterThan(0)
    statements = []
    await get('/collections')
    expect(await get(`/collections/${first!.slug}`)).toEqual(detail)
    expect(catalogueReads()).toBe(0)
    // A reseller's collection: the kept members, priced at their tier.
    const trade = await get<{ products: Array<{ id: number; price: number; tier: string }> }>(
      `/collections/${first!.slug}`,
      resellerToken,
    )
    expect(trade.products.map((p) => p.id)).toEqual(detail.products.map((p) => p.id))
    expect(trade.products.every((p) => p.tier === 'reseller')).toBe(true)
    expect(catalogueReads()).toBe(0)
    await database.db
      .update(collectionTranslations)
      .set({ name: 'Collezione rinominata' })
      .where(eq(collectionTranslations.collectionId, first!.id))
    expect((await get<Array<{ id: number; name: string }>>('/collections')).find((c) => c.id === first!.id)!.name).toBe(
      'Collezione rinominata',
    )
  })

  it('keeps an unknown slug unknown, without reading it again', async () => {
    expect((await api.call('/collections/non-esiste')).status).toBe(404)
    statements = []
    expect((await api.call('/collections/non-esiste')).status).toBe(404)
    expect(catalogueReads()).toBe(0)
  })
})
