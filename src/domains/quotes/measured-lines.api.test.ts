import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { quoteRequests } from '~/db/schema'
import type { ConfiguratorModel, ConfiguratorModelSummary } from '~/domains/configurator/configurator.schemas'
import { json, seededApi } from '~/test/seeded-api'

// The measures feed the quote (decision 112), on the real database: one configured door per
// measured opening, of the chosen model, priced by the server exactly as the cart prices the
// same configuration; a size outside the model's limits is refused with a translated message.
const { db, api, signIn, get, send } = seededApi()

let admin: string
let trento: ConfiguratorModel
beforeAll(async () => {
  admin = await signIn('admin@soglia.test')
  const list = (await json(await get('/configurator/models'))).data as ConfiguratorModelSummary[]
  trento = (await json(await get(`/configurator/models/${list.find((x) => x.code === 'trento')!.id}`))).data
})

const measured = async (measures: unknown[]) => {
  const { data } = await json(
    await api().call('/quote-requests', {
      method: 'POST',
      ip: '198.51.100.88',
      json: {
        kinds: ['doors'],
        openings: measures.length,
        address: { street: 'Via Dante 2', postcode: '40121', city: 'Bologna', province: 'BO' },
        time_windows: ['wed_afternoon'],
        name: 'Anna Neri',
        email: `anna-${Math.random()}@example.com`,
        phone: '+39 051 123456',
        privacy: true,
      },
    }),
  )
  const [row] = await db().select().from(quoteRequests).where(eq(quoteRequests.number, data.number))
  const id = row!.id
  const move = (body: unknown) => send('POST', `/admin/quote-requests/${id}/events`, admin, body)
  const lines = (body: unknown) => send('POST', `/admin/quote-requests/${id}/quote/measured-lines`, admin, body)
  return { id, move, lines }
}

describe('lines from the measures', () => {
  it('makes a configured door per opening at the measured size and side, priced as the cart prices it', async () => {
    const { id, move, lines } = await measured([{}, {}, {}])
    expect((await lines({ model_id: trento.id })).status).toBe(409)
    await move({ type: 'quote.plan_visit', visit_at: '2026-12-15T09:00:00+01:00' })
    await move({
      type: 'quote.measure',
      measures: [
        { width_mm: 853, height_mm: 2100, side: 'right' },
        { width_mm: 700, height_mm: 2050, side: 'left' },
        { width_mm: 1400, height_mm: 2100 },
      ],
    })

    // The third opening is wider than Trento makes: refused, in words, with the limits.
    const refused = await lines({ model_id: trento.id })
    expect(refused.status).toBe(422)
    const { error } = await json(refused)
    expect(error.fields).toEqual({
      'openings.2': [`Apertura 3: 1400 × 2100 mm è fuori dai limiti di ${trento.name} (600–1000 × 2000–2400 mm).`],
    })
    const english = await api().call(`/admin/quote-requests/${id}/quote/measured-lines?locale=en`, {
      method: 'POST',
      json: { model_id: trento.id, openings: [2] },
      token: admin,
    })
    // The request's own language words the refusal (it is the customer's quote).
    expect((await json(english)).error.fields['openings.2'][0]).toContain('Apertura 3')
    expect((await json(await lines({ model_id: 999999 }))).error.fields.model_id).toEqual([
      'Modello del configuratore sconosciuto o non pubblicato.',
    ])
    expect((await lines({ model_id: trento.id, openings: [5] })).status).toBe(422)
    expect((await lines({ model_id: 'trento' })).status).toBe(422)

    const res = await lines({ model_id: trento.id, openings: [0, 1] })
    expect(res.status).toBe(200)
    const { data } = await json(res)
    expect(data).toHaveLength(2)
    const opening = trento.steps.find((s) => s.code === 'opening')!
    const idOf = (code: string) => opening.options.find((o) => o.code === code)!.id
    const optionsOf = (l: { input: { configuration: { options: string } } }) =>
      l.input.configuration.options.split(',').map(Number)
    // 853 mm goes down to the model's 10 mm step; the right side swaps the default hinge.
    expect(data[0]).toMatchObject({
      opening: 0,
      input: {
        slug: trento.product.slug,
        quantity: 1,
        configuration: { model: trento.id, width_mm: 850, height_mm: 2100 },
      },
    })
    expect(optionsOf(data[0])).toContain(idOf('DXS'))
    expect(optionsOf(data[1])).toContain(idOf('SXS'))
    expect(data[1].input.configuration).toMatchObject({ width_mm: 700, height_mm: 2050 })
    // The server's price is the cart's for the same configured door.
    for (const l of data) {
      const cart = (await json(await send('POST', '/cart/quote', undefined, { lines: [l.input] }))).data
      expect(l.unit_cents).toBe(cart.lines[0].unit_price)
      expect(l.unit_cents).toBeGreaterThan(0)
    }
    // Saved into the quote, the lines are configured doors at the same price.
    const saved = await json(
      await send('PUT', `/admin/quote-requests/${id}/quote`, admin, {
        lines: data.map((l: { input: object }) => ({ kind: 'product', ...l.input })),
        expires_on: '2099-12-31',
      }),
    )
    expect(saved.data.lines.map((l: { kind: string; unit_cents: number }) => [l.kind, l.unit_cents])).toEqual(
      data.map((l: { unit_cents: number }) => ['configured', l.unit_cents]),
    )
  })
})
