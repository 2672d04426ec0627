import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ConfigurationInput, ConfiguratorQuote } from './configurator.schemas'
import { configuratorMachine, sizeProblems, type QuoteResult } from './configurator.machine'
import { defaultChoices, disabledOptions, evaluateConfiguration, pickOption } from './rules'
import { testModel as model } from './test-model'

// A small model: two finishes and one only on another model, hinged or sliding, a glass that
// excludes sliding, hidden hinges that need a hinged door (./test-model).

const answer = (input: ConfigurationInput): QuoteResult => {
  const result = evaluateConfiguration(model, input)
  if (!result.ok) return { ok: false, message: 'invalid', fields: {} }
  const quote: ConfiguratorQuote = { ...result.priced, choices: [], disabled: [], tier: 'base' }
  return { ok: true, quote }
}

function start(quote: (input: ConfigurationInput) => Promise<QuoteResult> = async (i) => answer(i)) {
  const calls = vi.fn(quote)
  const machine = configuratorMachine.provide({
    actors: { quote: fromPromise(({ input }) => calls(input)) },
    delays: { debounce: 5 },
  })
  const actor = createActor(machine, { input: { model } }).start()
  return { actor, calls }
}
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle'))

describe('rules (decision 009)', () => {
  it('starts from the defaults and shows incompatible options disabled with their reason', () => {
    expect(defaultChoices(model)).toEqual([11, 21, 31])
    expect([...disabledOptions(model, [11, 21, 31])]).toEqual([[13, 'Rovere solo sul modello 99']])
    expect(disabledOptions(model, [11, 22, 31]).get(41)).toBe('Le porte scorrevoli non hanno cerniere')
    expect(disabledOptions(model, [11, 22, 31]).get(32)).toBe('Vetro trasparente non sullo scorrevole')
  })

  it('a pick replaces its step’s choice, drops what it rules out and refills the step', () => {
    // Hidden hinges, then sliding: the hinges go.
    const hinged = pickOption(model, pickOption(model, defaultChoices(model), 12), 41)
    expect([...hinged].sort()).toEqual([12, 21, 31, 41])
    expect([...pickOption(model, hinged, 22)].sort()).toEqual([12, 22, 31])
    // With clear glass, sliding is disabled (excludes works both ways) and cannot be picked.
    const clear = pickOption(model, hinged, 32)
    expect([...pickOption(model, clear, 22)].sort()).toEqual([12, 21, 32, 41])
    expect(disabledOptions(model, clear).get(22)).toBe('Vetro trasparente non sullo scorrevole')
    // A disabled option cannot be picked; a multiple-choice option toggles.
    expect([...pickOption(model, clear, 13)].sort()).toEqual([12, 21, 32, 41])
    expect([...pickOption(model, clear, 41)].sort()).toEqual([12, 21, 32])
  })
})

describe('configurator machine', () => {
  it('quotes the starting configuration at once', async () => {
    const { actor, calls } = start()
    await settled(actor)
    expect(calls).toHaveBeenCalledWith({ model_id: 1, width_mm: 800, height_mm: 2100, option_ids: [11, 21, 31] })
    expect(actor.getSnapshot().context.quote?.unit_price).toBe(42_000)
  })

  it('debounces changes: several quick changes give one quote of the last choices', async () => {
    const { actor, calls } = start()
    await settled(actor)
    actor.send({ type: 'size.width', text: '90' })
    actor.send({ type: 'size.width', text: '900' })
    actor.send({ type: 'option.pick', optionId: 12 })
    actor.send({ type: 'ral.set', text: 'RAL 9010' })
    expect(actor.getSnapshot().value).toBe('debouncing')
    await settled(actor)
    expect(calls).toHaveBeenCalledTimes(2)
    // 0.9 × 2.1 m at € 250 = € 472,50; RAL +20 % = € 94,50; the RAL code goes with it (issue 16).
    expect(calls.mock.lastCall![0]).toEqual({
      model_id: 1,
      width_mm: 900,
      height_mm: 2100,
      option_ids: [12, 21, 31],
      ral: '9010',
    })
    expect(actor.getSnapshot().context.quote?.unit_price).toBe(56_700)
  })

  it('does not quote an invalid size, and says why', async () => {
    const { actor, calls } = start()
    await settled(actor)
    actor.send({ type: 'size.height', text: '2405' })
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { quote: null } })
    expect(sizeProblems(model, '800', '2405')).toEqual([
      { field: 'height_mm', code: 'size_range', min: 2000, max: 2400, step: 10 },
    ])
    expect(calls).toHaveBeenCalledTimes(1)
  })

  it('an answer to older choices never lands on newer ones', async () => {
    const resolvers: Array<(r: QuoteResult) => void> = []
    const { actor, calls } = start((input) => new Promise((resolve) => resolvers.push(() => resolve(answer(input)))))
    resolvers.shift()!({} as QuoteResult)
    await settled(actor)
    actor.send({ type: 'size.width', text: '700' })
    await waitFor(actor, (s) => s.matches('quoting'))
    actor.send({ type: 'size.width', text: '1000' })
    resolvers.shift()!({} as QuoteResult) // the 700 mm answer: its invoke was cancelled
    await waitFor(actor, (s) => s.matches('quoting'))
    resolvers.shift()!({} as QuoteResult)
    await settled(actor)
    expect(calls.mock.lastCall![0].width_mm).toBe(1000)
    expect(actor.getSnapshot().context.quote?.size_price).toBe(52_500)
  })

  it('keeps the refusal’s fields, flags a failed quote and retries', async () => {
    let fail = true
    const { actor } = start(async (input) => {
      if (fail) throw new Error('offline')
      return answer(input)
    })
    await settled(actor)
    expect(actor.getSnapshot().context.quoteFailed).toBe(true)
    fail = false
    actor.send({ type: 'quote.retry' })
    await settled(actor)
    expect(actor.getSnapshot().context).toMatchObject({ quoteFailed: false, quote: { unit_price: 42_000 } })
  })

  it('moves between steps within bounds', () => {
    const { actor } = start()
    actor.send({ type: 'step.back' })
    expect(actor.getSnapshot().context.step).toBe(0)
    actor.send({ type: 'step.next' })
    actor.send({ type: 'step.goto', index: 99 })
    expect(actor.getSnapshot().context.step).toBe(5)
  })
})
