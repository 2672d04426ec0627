import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configuratorModels } from '~/db/schema'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { readCatalogue, saveModel, saveOptions } from './admin/catalogue.server'
import { lowestBeforeDoorPromotion } from './configurator-price'
import { defaultChoices } from './rules'
import type { ConfiguratorModel, ConfiguratorModelSummary, ConfiguratorQuote } from './configurator.schemas'

// Issue 39 point 5, decision 086: a configured door in a promotion shows a previous price only
// when the shop can state it as the lowest of the 30 days before the promotion — when none of
// the door's prices (its own, the shared options') changed from 30 days before the promotion
// began until now. A price changed in the back office within that window withdraws it.

let database: TestDatabase
let api: ReturnType<typeof createTestApi>
let door: ConfiguratorModelSummary

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  // Inside the seeded Black Friday promotion (from 20 November 2026).
  api = createTestApi(database.db, { clock: { now: new Date('2026-11-24T10:00:00Z') } })
  // A door whose product the promotion covers.
  for (const summary of (
    (await (await api.call('/configurator/models')).json()) as { data: ConfiguratorModelSummary[] }
  ).data) {
    door = summary
    if ((await defaultQuote()).promotion) break
  }
})
afterAll(() => database?.close())

const modelOf = async () =>
  ((await (await api.call(`/configurator/models/${door.id}`)).json()) as { data: ConfiguratorModel }).data
const defaultQuote = async () => {
  const model = await modelOf()
  const option_ids = defaultChoices(model)
  const res = await api.call('/configurator/quote', {
    method: 'POST',
    json: {
      model_id: model.id,
      width_mm: model.size.default_width_mm,
      height_mm: model.size.default_height_mm,
      option_ids,
    },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: ConfiguratorQuote }).data
}
const setPricesSince = (at: string) =>
  database.db
    .update(configuratorModels)
    .set({ pricesChangedAt: new Date(at) })
    .where(eq(configuratorModels.id, door.id))

describe('Omnibus for a configured door', () => {
  it('states the regular price as the lowest of the 30 days before the promotion when no price changed since before that window', async () => {
    await setPricesSince('2026-09-01T00:00:00Z')
    const q = await defaultQuote()
    expect(q.promotion).not.toBeNull()
    expect(q.regular_unit_price).toBeGreaterThan(q.unit_price)
    expect(q.lowest_30d_unit_price).toBe(q.regular_unit_price)
    expect((await modelOf()).prices_since).toBe('2026-09-01T00:00:00.000Z')
  })

  it("states none when the door's prices changed within the 30 days before the promotion", async () => {
    await setPricesSince('2026-11-01T00:00:00Z')
    const q = await defaultQuote()
    expect(q.regular_unit_price).toBeGreaterThan(q.unit_price)
    expect(q.lowest_30d_unit_price).toBeNull()
  })

  it('is withdrawn by a price change in the back office (an option, shared by every door), and not by a save that changes no price', async () => {
    await setPricesSince('2026-09-01T00:00:00Z')
    const catalogue = await readCatalogue(database.db)
    const model = catalogue.models.find((m) => m.id === door.id)!
    // A save of the model with its own prices unchanged keeps the window.
    const { id: _id, ...input } = model as typeof model & { id: number }
    await saveModel(database.db, door.id, input as never, 'it')
    expect((await defaultQuote()).lowest_30d_unit_price).not.toBeNull()
    // An option price raised: every door's window starts again.
    const steps = catalogue.steps.map((s, i) =>
      i === 0
        ? {
            ...s,
            options: s.options.map((o, j) =>
              j === 0 ? { ...o, prices: { ...o.prices, base: o.prices.base + 100 } } : o,
            ),
          }
        : s,
    )
    await saveOptions(database.db, steps, 'it')
    expect((await defaultQuote()).lowest_30d_unit_price).toBeNull()
  })
})

describe('lowestBeforeDoorPromotion', () => {
  const promotion = {
    id: 1,
    title: 'x',
    discount_type: 'percentage' as const,
    discount_value: 10,
    starts_at: '2026-11-20T00:00:00Z',
    ends_at: null,
  }
  it('needs a start date and prices unchanged from 30 days before it', () => {
    expect(lowestBeforeDoorPromotion(50_000, promotion, '2026-10-21T00:00:00Z')).toBe(50_000)
    expect(lowestBeforeDoorPromotion(50_000, promotion, '2026-10-21T00:00:01Z')).toBeNull()
    expect(lowestBeforeDoorPromotion(50_000, { ...promotion, starts_at: null }, '2020-01-01T00:00:00Z')).toBeNull()
    expect(lowestBeforeDoorPromotion(50_000, promotion, undefined)).toBeNull()
  })
})
