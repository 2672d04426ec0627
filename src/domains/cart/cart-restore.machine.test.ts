import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, toPromise } from 'xstate'
import type { CartQuote, CouponValidation, QuotedLine, QuoteInput } from './cart.schemas'
import { cartMachine } from './cart.machine'
import { cartRestoreMachine } from './cart-restore.machine'
import { parseSavedCart, type ProductForLine, type RestoredCart } from './cart-lines'

const product = (slug: string, price: number): ProductForLine => ({
  id: price,
  slug,
  name: slug,
  image_url: null,
  category: { slug: 'porte-interne' },
  price,
  variant_groups: [
    {
      id: 1,
      name: 'Finitura',
      required: true,
      variants: [
        { id: 11, name: 'Rovere', price: 0 },
        { id: 12, name: 'Noce', price: 4_000 },
      ],
    },
  ],
  extra_options: [{ id: 7, name: 'Kit di posa', package_price: 3_500 }],
})
const catalogue: Record<string, ProductForLine> = {
  'porta-garda': product('porta-garda', 59_000),
  'porta-trento': product('porta-trento', 21_900),
}
const benvenuto: CouponValidation = {
  valid: true,
  coupon: { code: 'BENVENUTO10', discount_type: 'percentage', discount_value: 10 },
}

type Fakes = {
  saved?: string | null | (() => Promise<string | null>)
  fetchProduct?: (slug: string) => Promise<ProductForLine | null>
  validateCoupon?: (code: string) => Promise<CouponValidation>
  quoteLines?: (body: QuoteInput) => Promise<CartQuote>
  restored?: boolean
}

function start(fakes: Fakes = {}) {
  const eraseSavedCart = vi.fn()
  const warn = vi.fn()
  const readSavedCart = vi.fn(
    typeof fakes.saved === 'function' ? fakes.saved : async () => (fakes.saved as string | null | undefined) ?? null,
  )
  const fetchProduct = vi.fn(fakes.fetchProduct ?? (async (slug: string) => catalogue[slug] ?? null))
  const validateCoupon = vi.fn(fakes.validateCoupon ?? (async () => benvenuto))
  const quoteLines = vi.fn(
    fakes.quoteLines ??
      (async (): Promise<CartQuote> => {
        throw new Error('no quote in this test')
      }),
  )
  const machine = cartRestoreMachine.provide({
    actors: {
      readSavedCart: fromPromise(() => readSavedCart()),
      fetchProduct: fromPromise(({ input }) => fetchProduct(input.slug)),
      validateCoupon: fromPromise(({ input }) => validateCoupon(input.code)),
      quoteLines: fromPromise(({ input }) => quoteLines(input)),
    },
    actions: { eraseSavedCart, warn: (_, params) => warn(params) },
  })
  const actor = createActor(machine, { input: { defaultVatRate: 22, restored: fakes.restored } }).start()
  const run = async () => {
    actor.send({ type: 'restore.start' })
    return toPromise(actor)
  }
  return { actor, run, eraseSavedCart, warn, readSavedCart, fetchProduct, validateCoupon, quoteLines }
}

const saved = (cart: Record<string, unknown>) =>
  JSON.stringify({ version: 1, shipping_info: { price: 0 }, cart_coupon: null, cart_iva: 22, ...cart })
// A complete choice by default (finish 11); a configured door carries its choices in `configuration`.
const line = (cartId: string, slug: string, extra: Record<string, unknown> = {}) => ({
  cartId,
  slug,
  quantity: 1,
  variant_ids: extra.configuration ? [] : [11],
  extra_option_id: null,
  ...extra,
})
const empty: RestoredCart = { items: [], coupon: null, shipping: { price: 0 }, vatRate: 22 }

describe('cart restore (spec §4)', () => {
  it('waits for restore.start, and with nothing saved gives an empty cart without erasing', async () => {
    const { actor, run, eraseSavedCart, readSavedCart } = start({ saved: null })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(readSavedCart).not.toHaveBeenCalled()
    expect(await run()).toEqual(empty)
    expect(actor.getSnapshot().context.restored).toBe(true)
    expect(eraseSavedCart).not.toHaveBeenCalled()
  })

  it('refreshes each line from its product, drops gone products and lines the order would refuse, recomputes prices', async () => {
    const { run, fetchProduct, eraseSavedCart } = start({
      saved: saved({
        items: [
          line('a', 'porta-garda', { quantity: 2, variant_ids: [12], extra_option_id: 7 }),
          line('b', 'porta-sparita', { quantity: 5 }),
          line('c', 'porta-garda', { quantity: 'tanti' }),
          { cartId: 'd', slug: 'porta-trento', quantity: 1, variants: [{ id: 11, name: 'Rovere' }] }, // an older copy kept variant objects
          // Issue 39: a variant the product no longer has, a required finish left open, an unknown option.
          line('e', 'porta-garda', { variant_ids: [12, 99] }),
          line('f', 'porta-trento', { variant_ids: [] }),
          line('g', 'porta-trento', { extra_option_id: 8 }),
        ],
        shipping_info: { price: 1_500 },
        cart_coupon: { code: 'BENVENUTO10' },
        cart_iva: 10,
      }),
    })
    const cart = (await run())!
    expect(fetchProduct.mock.calls.map(([slug]) => slug)).toEqual(['porta-garda', 'porta-sparita', 'porta-trento'])
    expect(
      cart.items.map((i) => [i.cartId, i.quantity, i.variant_ids, i.extra_option_id, i.priced?.unit_price]),
    ).toEqual([
      ['a', 2, [12], 7, 59_000 + 4_000 + 3_500],
      ['c', 1, [11], null, 59_000],
      ['d', 1, [11], null, 21_900],
    ])
    expect(cart).toMatchObject({ coupon: benvenuto.coupon, shipping: { price: 1_500 }, vatRate: 10 })
    // The customer is told that one line is gone, and which ones need their choices again.
    expect(cart.lost).toEqual({ lines: 1, coupon: null, incomplete: ['porta-garda', 'porta-trento', 'porta-trento'] })
    expect(eraseSavedCart).not.toHaveBeenCalled()
  })

  it('drops the lines of a product that fails to load, and says so', async () => {
    const { run, warn } = start({
      saved: saved({ items: [line('a', 'porta-garda'), line('b', 'porta-trento')] }),
      fetchProduct: async (slug) => {
        if (slug === 'porta-trento') throw new Error('502')
        return catalogue[slug]!
      },
    })
    expect((await run())!.items.map((i) => i.cartId)).toEqual(['a'])
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'cart line dropped: porta-trento failed to load' }),
    )
  })

  it('restores the tax rate only if numeric (and one of 0, 4, 10, 22)', async () => {
    for (const [cart_iva, expected] of [
      ['10', 22],
      [5, 22],
      [null, 22],
      [0, 0],
      [4, 4],
    ] as const) {
      const { run } = start({ saved: saved({ items: [], cart_iva }) })
      expect((await run())!.vatRate, String(cart_iva)).toBe(expected)
    }
  })

  it('restores a saved coupon only if it is still valid', async () => {
    const expired = start({
      saved: saved({ items: [], cart_coupon: { code: 'SCADUTO' } }),
      validateCoupon: async () => ({ valid: false, coupon: null }),
    })
    const restored = (await expired.run())!
    expect(restored.coupon).toBeNull()
    expect(restored.lost).toEqual({ lines: 0, coupon: 'SCADUTO' })
    expect(expired.validateCoupon).toHaveBeenCalledWith('SCADUTO')
    const offline = start({
      saved: saved({ items: [], cart_coupon: { code: 'BENVENUTO10' } }),
      validateCoupon: async () => Promise.reject(new Error('offline')),
    })
    expect((await offline.run())!.coupon).toBeNull()
    expect(offline.warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'saved coupon could not be checked' }))
    const none = start({ saved: saved({ items: [] }) })
    await none.run()
    expect(none.validateCoupon).not.toHaveBeenCalled()
  })

  it('erases unreadable saved data and starts empty', async () => {
    for (const text of ['{not json', '[1,2]', '"testo"', '{"items":3}', 'null']) {
      const { run, eraseSavedCart } = start({ saved: text })
      expect(await run(), text).toEqual(empty)
      expect(eraseSavedCart, text).toHaveBeenCalledTimes(1)
    }
  })

  it('erases the saved cart when the storage cannot be read at all', async () => {
    const { run, eraseSavedCart, fetchProduct } = start({
      saved: async () => Promise.reject(new Error('SecurityError')),
    })
    expect(await run()).toEqual(empty)
    expect(eraseSavedCart).toHaveBeenCalledTimes(1)
    expect(fetchProduct).not.toHaveBeenCalled()
  })

  it('on a serious failure erases the saved cart and clears the cart', async () => {
    const broken = { slug: 'porta-garda' } as unknown as ProductForLine // an answer without its variant groups
    const { run, eraseSavedCart, warn } = start({
      saved: saved({
        items: [line('a', 'porta-garda')],
        cart_coupon: { code: 'BENVENUTO10' },
        shipping_info: { price: 900 },
      }),
      fetchProduct: async () => broken,
    })
    expect(await run()).toEqual(empty)
    expect(eraseSavedCart).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'cart restore failed: saved cart erased' }))
  })

  it('runs once: already restored this session it reads nothing; a second start is ignored', async () => {
    const again = start({ restored: true, saved: saved({ items: [line('a', 'porta-garda')] }) })
    expect(again.actor.getSnapshot().status).toBe('done')
    expect(again.actor.getSnapshot().output).toBeNull()
    expect(again.readSavedCart).not.toHaveBeenCalled()

    const once = start({ saved: saved({ items: [line('a', 'porta-garda')] }) })
    once.actor.send({ type: 'restore.start' })
    once.actor.send({ type: 'restore.start' })
    await toPromise(once.actor)
    expect(once.actor.getSnapshot()).toMatchObject({ status: 'done', context: { restored: true } })
    expect(once.readSavedCart).toHaveBeenCalledTimes(1)
    expect(once.fetchProduct).toHaveBeenCalledTimes(1)
  })

  it('hands over to the cart machine, which prices, saves and flags it restored', async () => {
    const { run } = start({
      saved: saved({ items: [line('a', 'porta-garda', { quantity: 3 })], cart_coupon: { code: 'BENVENUTO10' } }),
    })
    const restoredCart = (await run())!
    const saveCart = vi.fn()
    const cart = createActor(
      cartMachine.provide({
        actors: { requote: fromPromise(() => new Promise<CartQuote>(() => {})) },
        actions: { saveCart: (_, p) => saveCart(p) },
      }),
      { input: {} },
    ).start()
    cart.send({ type: 'cart.restored', cart: restoredCart })
    expect(cart.getSnapshot().context).toMatchObject({
      restored: true,
      totals: { subtotal: 177_000, discount: 17_700, total: 159_300 },
    })
    expect(saveCart.mock.lastCall?.[0]).toEqual({
      version: 1,
      items: [{ cartId: 'a', slug: 'porta-garda', quantity: 3, variant_ids: [11], extra_option_id: null }],
      shipping_info: { price: 0 },
      cart_coupon: { code: 'BENVENUTO10' },
      cart_iva: 22,
    })
  })
})

describe('configured doors (decision 009)', () => {
  const door = { model: 2, width_mm: 900, height_mm: 2100, options: '3,9,14' }
  const quoted = (slug: string, unit: number, valid = true): QuotedLine => ({
    slug,
    product_id: 1,
    name: 'Milano laccata',
    product_slug: slug,
    category_slug: 'porte-interne',
    image_url: null,
    unit_price: unit,
    quantity: 1,
    line_total: unit,
    variants: [],
    extra_option: null,
    valid,
    choices: valid ? [{ step: 'Misura', value: '900 × 2100 mm' }] : undefined,
  })
  const quoteOf = (lines: QuotedLine[]): CartQuote => ({
    lines,
    subtotal: 0,
    discount: 0,
    shipping: 0,
    total: 0,
    vat_rate: 22,
    net: 0,
    vat: 0,
    coupon: null,
  })

  it('prices configured lines with the server’s quote, not from the product; invalid ones drop out', async () => {
    const { run, quoteLines } = start({
      saved: saved({
        items: [
          line('a', 'porta-garda', { configuration: door, quantity: 2 }),
          line('b', 'porta-trento'),
          line('c', 'porta-garda', { configuration: { ...door, width_mm: 5000 } }),
        ],
      }),
      quoteLines: async () => quoteOf([quoted('porta-garda', 52_000), quoted('porta-garda', 0, false)]),
    })
    const cart = (await run())!
    expect(quoteLines).toHaveBeenCalledTimes(1)
    expect(quoteLines.mock.calls[0]![0].lines).toEqual([
      { slug: 'porta-garda', quantity: 2, variant_ids: [], configuration: door },
      { slug: 'porta-garda', quantity: 1, variant_ids: [], configuration: { ...door, width_mm: 5000 } },
    ])
    expect(cart.items.map((i) => [i.cartId, i.priced?.unit_price, i.configuration])).toEqual([
      ['a', 52_000, door],
      ['b', 21_900, undefined],
    ])
    expect(cart.items[0]!.priced?.choices).toEqual([{ step: 'Misura', value: '900 × 2100 mm' }])
  })

  it('without configured lines asks no quote; when the quote fails, only the configured lines drop', async () => {
    const plain = start({ saved: saved({ items: [line('b', 'porta-trento')] }) })
    await plain.run()
    expect(plain.quoteLines).not.toHaveBeenCalled()

    const failing = start({
      saved: saved({ items: [line('a', 'porta-garda', { configuration: door }), line('b', 'porta-trento')] }),
      quoteLines: async () => {
        throw new Error('offline')
      },
    })
    const cart = (await failing.run())!
    expect(cart.items.map((i) => i.cartId)).toEqual(['b'])
    expect(failing.warn).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'configured cart lines dropped: the quote failed' }),
    )
    expect(failing.eraseSavedCart).not.toHaveBeenCalled()
  })
})

describe('reading the saved form', () => {
  it('keeps cartIds unique and gives lines without one a fresh id', () => {
    const parsed = parseSavedCart(
      saved({
        items: [
          line('a', 'porta-garda'),
          line('a', 'porta-trento'),
          { slug: 'porta-garda', quantity: 2 },
          { slug: 'NOT A SLUG' },
          42,
        ],
      }),
    )
    expect(parsed).not.toBe('unreadable')
    const items = (parsed as Exclude<typeof parsed, 'unreadable' | null>).items
    expect(items.map((i) => [i.cartId, i.slug, i.quantity])).toEqual([
      ['a', 'porta-garda', 1],
      ['line-0', 'porta-trento', 1],
      ['line-1', 'porta-garda', 2],
    ])
  })

  it('reads at most the 100 lines a quote takes', () => {
    const parsed = parseSavedCart(saved({ items: Array.from({ length: 120 }, (_, i) => line(`l${i}`, `porta-${i}`)) }))
    expect((parsed as Exclude<typeof parsed, 'unreadable' | null>).items).toHaveLength(100)
  })

  it('reads shipping only as whole cents, and a blank coupon code as none', () => {
    const parsed = parseSavedCart(saved({ items: [], shipping_info: { price: -5 }, cart_coupon: { code: '  ' } }))
    expect(parsed).toMatchObject({ shipping: { price: 0 }, couponCode: null })
    expect(parseSavedCart('')).toBeNull()
  })
})
