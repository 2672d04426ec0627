import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/db/schema'
import { createSession } from '~/domains/auth/session.server'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { configurationOf, localQuote } from './configurator.machine'
import { pickOption, defaultChoices } from './rules'
import type { ConfiguratorModel, ConfiguratorModelSummary } from './configurator.schemas'

// Issue 15: the configurator page prices each choice in the browser (localQuote, from the model
// the API sent) while the server stays the authority for the cart and the order. Over random
// configurations — sizes in and out of range, picks in any order, raw option sets that break the
// rules, RAL codes good and bad — for every model and price tier, during a running promotion,
// the page's price must be the server's `POST /configurator/quote` answer, and a configuration
// the page cannot price must be one the server refuses.

let database: TestDatabase
let api: ReturnType<typeof createTestApi>
const tokens: Record<string, string | undefined> = { base: undefined }
const models: Record<string, ConfiguratorModel[]> = {}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  // Inside the seeded Black Friday promotion (20–30 November 2026): promotions apply on both sides.
  api = createTestApi(database.db, { clock: { now: new Date('2026-11-24T10:00:00Z') } })
  for (const [tier, email] of [
    ['reseller', 'reseller@soglia.test'],
    ['other', 'altro@soglia.test'],
  ] as const) {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    tokens[tier] = (
      await createSession(database.db, row!.id, new Date(), { ip: null, userAgent: 'property test' })
    ).token
  }
  const list = ((await (await api.call('/configurator/models')).json()) as { data: ConfiguratorModelSummary[] }).data
  for (const [tier, token] of Object.entries(tokens)) {
    models[tier] = []
    for (const { id } of list) {
      // Through JSON, as the page gets it.
      models[tier].push(
        (
          (await (
            await api.call(`/configurator/models/${id}`, { token, headers: { 'accept-language': 'it' } })
          ).json()) as { data: ConfiguratorModel }
        ).data,
      )
    }
  }
}, 120_000)
afterAll(() => database?.close())

const configuration = fc.record({
  tier: fc.constantFrom('base', 'reseller', 'other'),
  model: fc.nat(),
  // Mostly valid sizes and picks (priced), sometimes raw ones (refused or priced alike).
  width: fc.oneof(
    { arbitrary: fc.nat({ max: 60 }), weight: 6 },
    { arbitrary: fc.integer({ min: 0, max: 3000 }), weight: 1 },
  ),
  height: fc.oneof(
    { arbitrary: fc.nat({ max: 60 }), weight: 6 },
    { arbitrary: fc.integer({ min: 0, max: 3000 }), weight: 1 },
  ),
  picks: fc.array(fc.nat(), { maxLength: 8 }),
  raw: fc.option(fc.array(fc.nat(), { maxLength: 6 }), { nil: undefined, freq: 6 }),
  ral: fc.constantFrom('9010', '9010', 'RAL 3020', '', '1234', 'x'),
})

describe('the page’s price is the server’s', () => {
  it('for random configurations of every model, in every tier', { timeout: 300_000 }, async () => {
    let priced = 0
    await fc.assert(
      fc.asyncProperty(configuration, async (c) => {
        const model = models[c.tier]![c.model % models[c.tier]!.length]!
        const options = model.steps.flatMap((s) => s.options.map((o) => o.id))
        const s = model.size
        // Small numbers pick a size in range (steps from the minimum); others are raw millimetres.
        const mm = (n: number, min: number, max: number) =>
          n <= 60 ? min + (n % (Math.floor((max - min) / s.step_mm) + 1)) * s.step_mm : n
        const chosen = c.raw
          ? c.raw.map((i) => options[i % options.length]!)
          : c.picks.reduce((acc, i) => pickOption(model, acc, options[i % options.length]!), defaultChoices(model))
        const context = {
          model,
          locale: 'it' as const,
          widthText: String(mm(c.width, s.min_width_mm, s.max_width_mm)),
          heightText: String(mm(c.height, s.min_height_mm, s.max_height_mm)),
          chosen: [...new Set(chosen)],
          ralText: c.ral,
        }
        const local = localQuote(context)
        // What the page would put in the cart; while the page has no configuration (bad size), the raw one.
        const body = configurationOf(context) ?? {
          model_id: model.id,
          width_mm: Number(context.widthText),
          height_mm: Number(context.heightText),
          option_ids: [...context.chosen].sort((a, b) => a - b),
          ...(c.ral ? { ral: c.ral } : {}),
        }
        const res = await api.call('/configurator/quote', {
          method: 'POST',
          json: body,
          token: tokens[c.tier],
          headers: { 'accept-language': 'it' },
        })
        const server = (await res.json()) as { data?: unknown }
        if (local === null) {
          // The page shows no price: the server refuses (a page-side size check may be stricter
          // than none, never looser).
          expect(res.status, JSON.stringify({ body, server })).toBe(422)
        } else {
          priced++
          expect(res.status, JSON.stringify({ body, server })).toBe(200)
          expect(JSON.parse(JSON.stringify(local))).toEqual(server.data)
        }
      }),
      { numRuns: 300 },
    )
    // The generator reaches priced configurations (about a tenth: many random picks miss a
    // required step or the RAL code), not only refusals.
    expect(priced).toBeGreaterThan(20)
  })
})
