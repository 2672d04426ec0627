import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { checkoutMachine, currentStep, type CheckoutDraft } from './checkout.machine'
import {
  clearCheckoutDraft,
  parseCheckoutDraft,
  readCheckoutDraft,
  readTypedAddress,
  saveCheckoutDraft,
  saveTypedAddress,
} from './checkout-draft'

// Issue 42 "checkout that holds" (decision 102): the choices survive a reload; a stale or
// tampered record is dropped, never trusted, never a crash.

const invoice = {
  document: 'invoice' as const,
  name: 'Marco Conti',
  company: 'Conti Arredi Srl',
  vat_number: '12345678903',
  tax_code: null,
  sdi_code: 'M5UXCR1',
  pec: null,
  address: {
    recipient: 'Marco Conti',
    company: null,
    street: 'Via Roma 1',
    postcode: '37121',
    city: 'Verona',
    province: 'VR',
    phone: null,
    country: 'IT',
  },
}
const draft: CheckoutDraft = {
  step: 'payment',
  reached: 'payment',
  delivery: { type: 'address', address_id: 7 },
  shippingOptionId: 3,
  billing: invoice,
  paymentMethod: null,
}

function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  }
}

describe('checkout draft', () => {
  it('is kept per user and read back as saved', () => {
    const storage = memoryStorage()
    saveCheckoutDraft(5, draft, storage)
    expect(readCheckoutDraft(5, storage)).toEqual(draft)
    expect(readCheckoutDraft(6, storage)).toBeNull()
    clearCheckoutDraft(5, storage)
    expect(readCheckoutDraft(5, storage)).toBeNull()
  })

  it('drops a tampered, foreign or broken record, and removes it', () => {
    const storage = memoryStorage()
    const stored = (patch: object) => JSON.stringify({ v: 1, ...draft, ...patch })
    expect(parseCheckoutDraft('{not json')).toBeNull()
    expect(parseCheckoutDraft(stored({ v: 2 }))).toBeNull()
    expect(parseCheckoutDraft(stored({ step: 'placed' }))).toBeNull()
    expect(parseCheckoutDraft(stored({ shippingOptionId: -1 }))).toBeNull()
    expect(parseCheckoutDraft(stored({ billing: { ...invoice, vat_number: '123' } }))).toBeNull()
    // Nothing beyond the choices is accepted: a card number or a price makes the record void.
    expect(parseCheckoutDraft(stored({ card: '4242424242424242' }))).toBeNull()
    expect(parseCheckoutDraft(stored({ total: 1 }))).toBeNull()
    storage.setItem('soglia_checkout_5', stored({ delivery: { type: 'teleport' } }))
    expect(readCheckoutDraft(5, storage)).toBeNull()
    expect(storage.getItem('soglia_checkout_5')).toBeNull()
  })

  it('never opens a step past the choices it holds', () => {
    const text = (patch: Partial<CheckoutDraft>) => JSON.stringify({ v: 1, ...draft, ...patch })
    expect(parseCheckoutDraft(text({ step: 'summary', reached: 'summary', billing: null }))).toMatchObject({
      step: 'billing',
      reached: 'billing',
    })
    expect(parseCheckoutDraft(text({ step: 'summary', reached: 'payment' }))).toMatchObject({
      step: 'payment',
      reached: 'payment',
    })
    expect(
      parseCheckoutDraft(
        text({ step: 'shipping', reached: 'billing', delivery: { type: 'pickup' }, shippingOptionId: null }),
      ),
    ).toMatchObject({ step: 'billing' })
    expect(parseCheckoutDraft(text({ step: 'billing', reached: 'billing', delivery: null }))).toMatchObject({
      step: 'delivery',
      reached: 'delivery',
    })
  })

  it('restores the machine to the kept step with the kept choices, then goes on as before', () => {
    const actor = createActor(checkoutMachine).start()
    actor.send({ type: 'checkout.restore', draft })
    const snap = actor.getSnapshot()
    expect(currentStep(snap.value)).toBe('payment')
    expect(snap.context).toMatchObject({
      reached: 'payment',
      delivery: { address_id: 7 },
      shippingOptionId: 3,
      billing: invoice,
      key: null,
      error: null,
    })
    actor.send({ type: 'checkout.edit', step: 'delivery' })
    expect(currentStep(actor.getSnapshot().value)).toBe('delivery')
    actor.send({ type: 'checkout.payment', code: 'bank_transfer' })
    expect(currentStep(actor.getSnapshot().value)).toBe('summary')
  })

  it('keeps a new address being typed apart, drops a tampered one, and clears it with the order', () => {
    const storage = memoryStorage()
    const typed = {
      recipient: 'Marco Conti',
      company: '',
      street: 'Via Garibaldi 5',
      postcode: '371',
      city: '',
      province: '',
      phone: '',
    }
    saveTypedAddress(5, typed, storage)
    saveCheckoutDraft(5, draft, storage)
    expect(readTypedAddress(5, storage)).toEqual(typed)
    expect(readTypedAddress(6, storage)).toBeNull()
    clearCheckoutDraft(5, storage)
    expect(readTypedAddress(5, storage)).toBeNull()
    expect(storage.length).toBe(0)
    storage.setItem('soglia_checkout_5_address', JSON.stringify({ ...typed, card: '4242' }))
    expect(readTypedAddress(5, storage)).toBeNull()
    expect(storage.length).toBe(0)
  })
})
