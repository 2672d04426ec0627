import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { priceFor, tierForRole, type PriceTier, type TierPrices } from '~/domains/catalog/pricing'
import type { Role } from '~/domains/shared/roles'
import {
  MAX_QUANTITY,
  VAT_RATES,
  acceptQuantity,
  cartTotals,
  configureLine,
  couponDiscount,
  divideHalfUp,
  lineTotal,
  splitVat,
  storedQuantity,
  tradeDiscounts,
  unitPriceForTier,
  type ProductSnapshot,
} from './pricing'

// Reference arithmetic in BigInt: exact, so the module's integer maths can be checked against it.
const halfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d)

const money = fc.nat(5_000_000) // up to €50,000 a part
const tierPrices = fc.record({ base: money, reseller: money, other: money })
const role = fc.constantFrom<Role | null>('admin', 'user', 'retailer', 'reseller', 'other', null)
const coupon = fc.oneof(
  fc.record({ discount_type: fc.constant('percentage' as const), discount_value: fc.integer({ min: 0, max: 150 }) }),
  fc.record({ discount_type: fc.constant('fixed' as const), discount_value: fc.nat(100_000_000) }),
)
const line = fc.record({
  unit_price: fc.nat(50_000_000),
  quantity: fc.integer({ min: 1, max: MAX_QUANTITY }),
  valid: fc.boolean(),
})
const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0

/** A product as `findProduct` answers it for one tier, from every tier's prices. */
const productArb = fc
  .record({
    product: tierPrices,
    groups: fc.array(fc.array(tierPrices, { minLength: 1, maxLength: 4 }), { maxLength: 3 }),
    options: fc.array(tierPrices, { maxLength: 3 }),
  })
  .map(({ product, groups, options }) => {
    let id = 0
    return {
      prices: product,
      groups: groups.map((variants, g) => ({
        id: g + 1,
        variants: variants.map((prices) => ({ id: ++id, name: `v${id}`, prices })),
      })),
      options: options.map((prices, i) => ({ id: 100 + i, name: `o${i}`, prices })),
    }
  })
type Catalogued = {
  prices: TierPrices
  groups: Array<{ id: number; variants: Array<{ id: number; name: string; prices: TierPrices }> }>
  options: Array<{ id: number; name: string; prices: TierPrices }>
}
const snapshotFor = (p: Catalogued, tier: PriceTier): ProductSnapshot => ({
  price: priceFor(p.prices, tier),
  variant_groups: p.groups.map((g) => ({
    id: g.id,
    variants: g.variants.map((v) => ({ id: v.id, name: v.name, price: priceFor(v.prices, tier) })),
  })),
  extra_options: p.options.map((o) => ({ id: o.id, name: o.name, package_price: priceFor(o.prices, tier) })),
})

describe('line prices (spec §6, §9)', () => {
  it('prices a line in the caller’s tier: reseller → reseller, other → other, everyone else → base', () => {
    fc.assert(
      fc.property(productArb, role, fc.nat(), fc.nat(), (p, who, pick, optionPick) => {
        const tier = tierForRole(who)
        const expectedTier: PriceTier = who === 'reseller' ? 'reseller' : who === 'other' ? 'other' : 'base'
        expect(tier).toBe(expectedTier)
        const chosen = p.groups.map((g) => g.variants[pick % g.variants.length]!)
        const option = p.options.length ? p.options[optionPick % p.options.length]! : undefined
        const fromRows = unitPriceForTier(
          { product: p.prices, variants: chosen.map((v) => v.prices), package: option?.prices },
          tier,
        )
        const line = configureLine(snapshotFor(p, tier), {
          variant_ids: chosen.map((v) => v.id),
          extra_option_id: option?.id,
        })
        expect(line.unit_price).toBe(fromRows)
        expect(fromRows).toBe(
          p.prices[expectedTier] +
            chosen.reduce((s, v) => s + v.prices[expectedTier], 0) +
            (option?.prices[expectedTier] ?? 0),
        )
      }),
    )
  })

  it('final price equals product + chosen variants + package; unknown ids are ignored', () => {
    fc.assert(
      fc.property(
        productArb,
        fc.array(fc.integer({ min: -5, max: 130 }), { maxLength: 8 }),
        fc.option(fc.integer({ min: 95, max: 105 })),
        (p, ids, optionId) => {
          const snapshot = snapshotFor(p, 'base')
          const line = configureLine(snapshot, { variant_ids: ids, extra_option_id: optionId })
          // One variant per group at most: the first of the group among the chosen ids.
          const expected = p.groups.flatMap((g) => g.variants.filter((v) => ids.includes(v.id)).slice(0, 1))
          const option = p.options.find((o) => o.id === optionId)
          expect(line.variant_ids).toEqual(expected.map((v) => v.id))
          expect(line.extra_option_id).toBe(option?.id ?? null)
          expect(line.unit_price).toBe(
            p.prices.base + expected.reduce((s, v) => s + v.prices.base, 0) + (option?.prices.base ?? 0),
          )
          expect(isCents(line.unit_price)).toBe(true)
        },
      ),
    )
  })

  it('keeps one variant per group (the product’s first, whatever the order sent) and names what it priced', () => {
    const snapshot: ProductSnapshot = {
      price: 21_900,
      variant_groups: [
        {
          id: 1,
          variants: [
            { id: 11, name: 'Laminato bianco', price: 0 },
            { id: 12, name: 'Laminato noce', price: 2_500 },
          ],
        },
        {
          id: 2,
          variants: [
            { id: 21, name: 'Destra', price: 0 },
            { id: 22, name: 'Sinistra', price: 0 },
          ],
        },
      ],
      extra_options: [{ id: 7, name: 'Kit di posa', package_price: 3_500 }],
    }
    const line = configureLine(snapshot, { variant_ids: [22, 12, 11, 999], extra_option_id: 7 })
    expect(line).toEqual({
      unit_price: 21_900 + 0 + 3_500,
      variants: [
        { id: 11, name: 'Laminato bianco' },
        { id: 22, name: 'Sinistra' },
      ],
      variant_ids: [11, 22],
      extra_option: { id: 7, name: 'Kit di posa', package_price: 3_500 },
      extra_option_id: 7,
      extra_options: [{ id: 7, name: 'Kit di posa', package_price: 3_500 }],
      extra_option_ids: [7],
    })
    expect(configureLine(snapshot, { variant_ids: [], extra_option_id: 8 })).toMatchObject({
      unit_price: 21_900,
      extra_option: null,
      extra_option_id: null,
      extra_options: [],
    })
  })

  it('adds every chosen extra’s package price, whatever the order and the repeats (decision 109)', () => {
    const snapshot: ProductSnapshot = {
      price: 64_900,
      variant_groups: [],
      extra_options: [
        { id: 3, name: 'Posa in opera', package_price: 15_000 },
        { id: 5, name: 'Ritiro del vecchio serramento', package_price: 6_000 },
        { id: 9, name: 'Sopralluogo', package_price: 8_000 },
      ],
      extras_combinable: true,
    }
    const both = configureLine(snapshot, { variant_ids: [], extra_option_ids: [5, 3, 5] })
    expect(both.unit_price).toBe(64_900 + 15_000 + 6_000)
    expect(both.extra_option_ids).toEqual([3, 5])
    expect(both.extra_options.map((e) => e.name)).toEqual(['Posa in opera', 'Ritiro del vecchio serramento'])
    // The older single id and the set together: their union.
    expect(configureLine(snapshot, { variant_ids: [], extra_option_id: 9, extra_option_ids: [3] }).unit_price).toBe(
      64_900 + 15_000 + 8_000,
    )
    fc.assert(
      fc.property(fc.subarray([3, 5, 9]), (ids) => {
        const forward = configureLine(snapshot, { variant_ids: [], extra_option_ids: ids })
        const backward = configureLine(snapshot, { variant_ids: [], extra_option_ids: [...ids].reverse() })
        expect(forward).toEqual(backward)
        expect(isCents(forward.unit_price)).toBe(true)
      }),
    )
  })

  it('counts a price lacking a valid number as 0 (spec §5)', () => {
    const snapshot = {
      price: Number.NaN,
      variant_groups: [{ id: 1, variants: [{ id: 1, name: 'x', price: 1.5 }] }],
      extra_options: [{ id: 2, name: 'y', package_price: -300 }],
    }
    expect(configureLine(snapshot, { variant_ids: [1], extra_option_id: 2 }).unit_price).toBe(0)
  })

  it('line total = quantity × unit price', () => {
    fc.assert(
      fc.property(fc.nat(50_000_000), fc.integer({ min: 1, max: MAX_QUANTITY }), (unit, qty) => {
        expect(lineTotal(unit, qty)).toBe(unit * qty)
      }),
    )
  })
})

describe('quantity rule (spec §4, §5)', () => {
  it('accepts a whole number from 1, ignores anything else', () => {
    expect(acceptQuantity(3, 1)).toBe(3)
    expect(acceptQuantity('12', 1)).toBe(12)
    expect(acceptQuantity(' 4 ', 1)).toBe(4)
    for (const bad of [
      0,
      -1,
      2.5,
      '2.5',
      '',
      'abc',
      '1e3',
      null,
      undefined,
      Number.NaN,
      Infinity,
      {},
      [2],
      MAX_QUANTITY + 1,
    ]) {
      expect(acceptQuantity(bad, 7), String(bad)).toBe(7)
    }
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: 1, max: MAX_QUANTITY }), (value, previous) => {
        const next = acceptQuantity(value, previous)
        expect(Number.isInteger(next) && next >= 1 && next <= MAX_QUANTITY).toBe(true)
      }),
    )
  })

  it('reads a non-numeric stored quantity as 1', () => {
    expect(storedQuantity('abc')).toBe(1)
    expect(storedQuantity(undefined)).toBe(1)
    expect(storedQuantity('5')).toBe(5)
    expect(storedQuantity(2)).toBe(2)
  })
})

describe('coupon, shipping, totals (spec §9)', () => {
  it('rounds a percentage half up to the cent and never discounts more than the subtotal', () => {
    expect(couponDiscount(1_005, { discount_type: 'percentage', discount_value: 10 })).toBe(101) // 100.5 → 101
    expect(couponDiscount(1_004, { discount_type: 'percentage', discount_value: 10 })).toBe(100) // 100.4 → 100
    expect(couponDiscount(3_000, { discount_type: 'fixed', discount_value: 5_000 })).toBe(3_000)
    expect(couponDiscount(3_000, null)).toBe(0)
    fc.assert(
      fc.property(fc.nat(1_000_000_000), coupon, (subtotal, c) => {
        const discount = couponDiscount(subtotal, c)
        expect(isCents(discount)).toBe(true)
        expect(discount).toBeLessThanOrEqual(subtotal)
        const expected =
          c.discount_type === 'percentage'
            ? Number(halfUp(BigInt(subtotal) * BigInt(Math.min(c.discount_value, 100)), 100n))
            : Math.min(c.discount_value, subtotal)
        expect(discount).toBe(expected)
      }),
    )
  })

  it('never goes below zero, and adds up: Σ lines − discount + shipping', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 20 }),
        fc.option(coupon),
        fc.nat(10_000_000),
        fc.constantFrom(...VAT_RATES),
        (lines, c, shipping, rate) => {
          const totals = cartTotals({ lines, coupon: c, shipping, vatRate: rate })
          const subtotal = lines.filter((l) => l.valid).reduce((s, l) => s + l.unit_price * l.quantity, 0)
          expect(totals.subtotal).toBe(subtotal)
          expect(totals.total).toBe(subtotal - totals.discount + shipping)
          expect(totals.total).toBeGreaterThanOrEqual(shipping)
          expect(totals.net + totals.vat).toBe(totals.total)
          for (const v of [totals.subtotal, totals.discount, totals.shipping, totals.total, totals.net, totals.vat])
            expect(isCents(v)).toBe(true)
          expect(totals.vat_rate).toBe(rate)
        },
      ),
    )
  })

  it('applies an order’s first and second discount one after the other, after the coupon (spec §3)', () => {
    // €1,000 − 10 % coupon = €900; −5 % = €855; −2.5 % of €855 = €21.375 → €21.38.
    expect(tradeDiscounts(90_000, 500, 250)).toEqual({ first: 4_500, second: 2_138 })
    const totals = cartTotals({
      lines: [{ unit_price: 100_000, quantity: 1 }],
      coupon: { discount_type: 'percentage', discount_value: 10 },
      shipping: 2_000,
      trade: { firstBp: 500, secondBp: 250 },
    })
    expect(totals).toMatchObject({
      subtotal: 100_000,
      discount: 10_000 + 4_500 + 2_138,
      total: 100_000 - 16_638 + 2_000,
    })
    fc.assert(
      fc.property(
        fc.nat(1_000_000_000),
        fc.integer({ min: -5, max: 20_000 }),
        fc.integer({ min: -5, max: 20_000 }),
        (goods, a, b) => {
          const { first, second } = tradeDiscounts(goods, a, b)
          expect(isCents(first) && isCents(second)).toBe(true)
          expect(first + second).toBeLessThanOrEqual(goods)
          expect(first).toBe(Number(halfUp(BigInt(goods) * BigInt(Math.min(Math.max(a, 0), 10_000)), 10_000n)))
        },
      ),
    )
  })

  it('defaults to no shipping and 22 % VAT; a bad shipping value counts as 0', () => {
    expect(cartTotals({ lines: [{ unit_price: 12_200, quantity: 1 }] })).toEqual({
      subtotal: 12_200,
      discount: 0,
      shipping: 0,
      payment_fee: 0,
      total: 12_200,
      vat_rate: 22,
      net: 10_000,
      vat: 2_200,
      vat_breakdown: [{ rate: 22, net: 10_000, vat: 2_200, gross: 12_200 }],
      net_amounts: { lines: [10_000], subtotal: 10_000, discount: 0, shipping: 0, payment_fee: 0, net: 10_000 },
    })
    expect(cartTotals({ lines: [], shipping: Number.NaN }).total).toBe(0)
  })
})

describe('VAT split (spec §9)', () => {
  it('net + VAT = gross to the cent for every rate, net rounded half up', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000_000_000), fc.constantFrom(...VAT_RATES), (gross, rate) => {
        const { net, vat } = splitVat(gross, rate)
        expect(net + vat).toBe(gross)
        expect(net).toBe(Number(halfUp(BigInt(gross) * 100n, BigInt(100 + rate))))
        expect(isCents(net) && isCents(vat)).toBe(true)
      }),
    )
  })

  it('matches hand-worked examples', () => {
    expect(splitVat(12_200, 22)).toEqual({ net: 10_000, vat: 2_200 })
    expect(splitVat(100, 22)).toEqual({ net: 82, vat: 18 }) // 81.967 → 82
    expect(splitVat(999, 0)).toEqual({ net: 999, vat: 0 })
    expect(splitVat(104, 4)).toEqual({ net: 100, vat: 4 })
    expect(splitVat(11, 10)).toEqual({ net: 10, vat: 1 })
  })

  it('divides half up exactly', () => {
    fc.assert(
      fc.property(fc.nat(Math.floor(Number.MAX_SAFE_INTEGER / 4)), fc.integer({ min: 1, max: 1_000_000 }), (n, d) => {
        expect(divideHalfUp(n, d)).toBe(Number(halfUp(BigInt(n), BigInt(d))))
      }),
    )
  })
})
