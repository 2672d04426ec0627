import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { checkoutMachine, currentStep, stepOfField, type PlaceInput, type PlaceResult } from './checkout.machine'

// Issue 11 checkout steps, driven without React: the steps, the key per attempt, the answers.

type Answer = PlaceResult<unknown> | Error

function start(answers: Answer[]) {
  const sent: PlaceInput[] = []
  const placed: unknown[] = []
  let requotes = 0
  const logic = checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise(async ({ input }: { input: PlaceInput }) => {
        sent.push(input)
        const answer = answers.shift()!
        if (answer instanceof Error) throw answer
        return answer
      }),
    },
    actions: { orderPlaced: (_, { order }) => void placed.push(order), requote: () => void requotes++ },
  })
  const actor = createActor(logic).start()
  return { actor, sent, placed, requotes: () => requotes, step: () => currentStep(actor.getSnapshot().value) }
}

const place = (extra: Partial<{ terms: boolean; mtm: boolean; madeToMeasure: boolean; key: string }> = {}) => ({
  type: 'checkout.place' as const,
  acknowledgements: { terms: extra.terms ?? true, made_to_measure: extra.mtm },
  madeToMeasure: extra.madeToMeasure ?? false,
  expectedTotal: 12_200,
  freshKey: extra.key ?? 'k1',
  cart: { lines: [{ slug: 'porta-milano', quantity: 1 }] },
})

function toSummary(s: ReturnType<typeof start>, pickup = false) {
  s.actor.send({ type: 'checkout.next' })
  s.actor.send({
    type: 'checkout.delivery',
    delivery: pickup ? { type: 'pickup' } : { type: 'address', address_id: 7 },
  })
  if (!pickup) s.actor.send({ type: 'checkout.shipping', id: 3 })
  s.actor.send({ type: 'checkout.billing', billing: { document: 'receipt' } })
  s.actor.send({ type: 'checkout.payment', code: 'bank_transfer' })
}

describe('checkout machine', () => {
  it('walks the steps in order; pickup skips the shipping option', () => {
    const s = start([])
    expect(s.step()).toBe('review')
    s.actor.send({ type: 'checkout.next' })
    expect(s.step()).toBe('delivery')
    s.actor.send({ type: 'checkout.delivery', delivery: { type: 'pickup' } })
    expect(s.step()).toBe('billing')
    // A step not reached yet cannot be opened; one reached can.
    s.actor.send({ type: 'checkout.edit', step: 'summary' })
    expect(s.step()).toBe('billing')
    s.actor.send({ type: 'checkout.edit', step: 'delivery' })
    expect(s.step()).toBe('delivery')
    s.actor.send({ type: 'checkout.delivery', delivery: { type: 'address', address_id: 1 } })
    expect(s.step()).toBe('shipping')
  })

  it('places the order once, with one key, and tells the cart', async () => {
    const s = start([{ ok: true, order: { number: '2026-000001' } }])
    toSummary(s)
    expect(s.step()).toBe('summary')
    s.actor.send(place({ key: 'k1' }))
    s.actor.send(place({ key: 'k2' })) // the double click: ignored while in flight
    await waitFor(s.actor, (snap) => snap.value === 'placed')
    expect(s.sent).toHaveLength(1)
    expect(s.sent[0]).toMatchObject({
      lines: [{ slug: 'porta-milano', quantity: 1 }],
      key: 'k1',
      delivery: { type: 'address', address_id: 7 },
      shipping_option_id: 3,
      payment_method: 'bank_transfer',
      acknowledgements: { terms: true },
      expected_total: 12_200,
    })
    expect(s.placed).toEqual([{ number: '2026-000001' }])
  })

  it('refuses to place without the terms, or without the made-to-measure acknowledgement when needed', async () => {
    const s = start([{ ok: true, order: {} }])
    toSummary(s, true)
    s.actor.send(place({ terms: false }))
    expect(s.step()).toBe('summary')
    s.actor.send(place({ madeToMeasure: true }))
    expect(s.step()).toBe('summary')
    s.actor.send(place({ madeToMeasure: true, mtm: true }))
    expect(s.step()).toBe('placing')
    expect(s.sent[0]!.acknowledgements).toEqual({ terms: true, made_to_measure: true })
    await waitFor(s.actor, (snap) => snap.value === 'placed')
  })

  it('keeps the key after a timeout (same order on retry), drops it when the price changed', async () => {
    const s = start([
      new Error('timeout'),
      { ok: false, error: { code: 'price_changed', message: '' } },
      { ok: true, order: { number: 'x' } },
    ])
    toSummary(s)
    s.actor.send(place({ key: 'a' }))
    await waitFor(s.actor, (snap) => currentStep(snap.value) === 'summary')
    expect(s.actor.getSnapshot().context.error?.code).toBe('network')
    s.actor.send(place({ key: 'b' }))
    await waitFor(s.actor, (snap) => snap.context.priceChanged)
    expect(s.requotes()).toBe(1)
    s.actor.send(place({ key: 'c' }))
    await waitFor(s.actor, (snap) => snap.value === 'placed')
    expect(s.sent.map((i) => i.key)).toEqual(['a', 'a', 'c'])
  })

  it('sends a refused field back to its step, with the error', async () => {
    const s = start([
      {
        ok: false,
        error: {
          code: 'validation_failed',
          message: 'no',
          fields: { 'billing.vat_number': ['Partita IVA non valida'] },
        },
      },
    ])
    toSummary(s)
    s.actor.send(place())
    await waitFor(s.actor, (snap) => currentStep(snap.value) === 'billing')
    expect(s.actor.getSnapshot().context.error?.fields).toEqual({ 'billing.vat_number': ['Partita IVA non valida'] })
    expect(s.actor.getSnapshot().context.key).toBeNull()
  })

  it('maps fields to steps', () => {
    expect(stepOfField('billing.sdi_code')).toBe('billing')
    expect(stepOfField('delivery.address.postcode')).toBe('delivery')
    expect(stepOfField('acknowledgements.made_to_measure')).toBe('summary')
  })
})
