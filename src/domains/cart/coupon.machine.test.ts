import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { m } from '~/paraglide/messages.js'
import type { Coupon, CouponValidation } from './cart.schemas'
import { couponMachine, type CouponErrorKey } from './coupon.machine'
import { couponErrorMessage } from './coupon-messages'

const benvenuto: Coupon = { code: 'BENVENUTO10', discount_type: 'percentage', discount_value: 10 }

function start(
  validate: (code: string) => Promise<CouponValidation> = async () => ({ valid: true, coupon: benvenuto }),
  coupon?: Coupon | null,
) {
  const validateCoupon = vi.fn(validate)
  const couponApplied = vi.fn()
  const couponRemoved = vi.fn()
  const warn = vi.fn()
  const machine = couponMachine.provide({
    actors: { validateCoupon: fromPromise(({ input }) => validateCoupon(input.code)) },
    actions: { couponApplied: (_, params) => couponApplied(params), couponRemoved, warn: (_, params) => warn(params) },
  })
  const actor = createActor(machine, { input: { coupon } }).start()
  const state = () => actor.getSnapshot()
  return { actor, state, validateCoupon, couponApplied, couponRemoved, warn }
}

describe('coupon machine (spec §4, §5, §8)', () => {
  it('starts with none, or applied when the cart already has one', () => {
    expect(start().state().value).toBe('none')
    const restored = start(undefined, benvenuto).state()
    expect(restored.value).toBe('applied')
    expect(restored.context).toEqual({ code: 'BENVENUTO10', coupon: benvenuto, error: null })
  })

  it('none → validating → applied, telling the cart; remove → none, telling the cart', async () => {
    const { actor, state, validateCoupon, couponApplied, couponRemoved } = start()
    actor.send({ type: 'coupon.apply', code: '  benvenuto10 ' })
    expect(state().value).toBe('validating')
    expect(validateCoupon).toHaveBeenCalledWith('benvenuto10')
    await waitFor(actor, (s) => s.matches('applied'))
    expect(state().context).toEqual({ code: 'BENVENUTO10', coupon: benvenuto, error: null })
    expect(couponApplied).toHaveBeenCalledWith(benvenuto)
    actor.send({ type: 'coupon.apply', code: 'SCONTO50' }) // one coupon at a time: remove first
    expect(state().value).toBe('applied')
    actor.send({ type: 'coupon.remove' })
    expect(state().value).toBe('none')
    expect(state().context).toEqual({ code: '', coupon: null, error: null })
    expect(couponRemoved).toHaveBeenCalledTimes(1)
  })

  it('an empty code is an error at once, with no request', () => {
    const { actor, state, validateCoupon } = start()
    for (const code of ['', '   ']) {
      actor.send({ type: 'coupon.apply', code })
      expect(state().value).toBe('error')
      expect(state().context.error).toBe('cart_coupon_empty')
    }
    expect(validateCoupon).not.toHaveBeenCalled()
    expect(couponErrorMessage(state().context.error!, 'it')).toBe('Inserisci un codice.')
  })

  it('a code that is not valid → "Coupon non valido o scaduto"; another try can succeed', async () => {
    const { actor, state, couponApplied } = start(async (code) =>
      code === 'SCADUTO' ? { valid: false, coupon: null } : { valid: true, coupon: benvenuto },
    )
    actor.send({ type: 'coupon.apply', code: 'SCADUTO' })
    await waitFor(actor, (s) => s.matches('error'))
    expect(state().context).toMatchObject({ error: 'cart_coupon_invalid', coupon: null })
    expect(couponErrorMessage('cart_coupon_invalid', 'it')).toBe('Coupon non valido o scaduto')
    expect(couponApplied).not.toHaveBeenCalled()
    actor.send({ type: 'coupon.apply', code: 'BENVENUTO10' })
    expect(state().context.error).toBeNull()
    await waitFor(actor, (s) => s.matches('applied'))
  })

  it('a failed request → "Errore durante la validazione del coupon", logged', async () => {
    const { actor, state, warn } = start(async () => Promise.reject(new Error('offline')))
    actor.send({ type: 'coupon.apply', code: 'BENVENUTO10' })
    await waitFor(actor, (s) => s.matches('error'))
    expect(state().context.error).toBe('cart_coupon_error')
    expect(couponErrorMessage('cart_coupon_error', 'it')).toBe('Errore durante la validazione del coupon')
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'coupon validation failed' }))
  })

  it('remove clears an error, and cancels a running check', async () => {
    const { actor, state, couponApplied } = start(() => new Promise(() => {}))
    actor.send({ type: 'coupon.apply', code: '' })
    actor.send({ type: 'coupon.remove' })
    expect(state().value).toBe('none')
    expect(state().context.error).toBeNull()
    actor.send({ type: 'coupon.apply', code: 'BENVENUTO10' })
    actor.send({ type: 'coupon.remove' })
    expect(state().value).toBe('none')
    expect(couponApplied).not.toHaveBeenCalled()
  })

  it('follows the cart without telling it back', () => {
    const { actor, state, couponApplied, couponRemoved } = start()
    actor.send({ type: 'coupon.sync', coupon: benvenuto })
    expect(state().value).toBe('applied')
    actor.send({ type: 'coupon.sync', coupon: null })
    expect(state().value).toBe('none')
    expect(couponApplied).not.toHaveBeenCalled()
    expect(couponRemoved).not.toHaveBeenCalled()
  })

  it('has every message in every locale', () => {
    for (const locale of ['it', 'en', 'es', 'fr', 'de', 'pt'] as const) {
      for (const key of ['cart_coupon_empty', 'cart_coupon_invalid', 'cart_coupon_error'] satisfies CouponErrorKey[]) {
        expect(couponErrorMessage(key, locale), `${key} ${locale}`).toMatch(/\S/)
      }
      expect(m.validation_coupon_required({}, { locale })).toBe(couponErrorMessage('cart_coupon_empty', locale))
    }
    expect(m.validation_coupon_required({}, { locale: 'it' })).toBe('Inserisci un codice.')
  })
})
