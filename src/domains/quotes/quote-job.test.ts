import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jobKindOf, quoteJob } from './quote-job'

// A quote's lines as an installation job (decisions 099, 108): the kinds the split reads, the
// discount inside the job's price, and document lines that add up to each rate's row.

const door = { kind: 'free' as const, quantity: 1, unitCents: 122_000, vatRate: 22, vatKind: 'significant' }
const posa = { kind: 'free' as const, quantity: 1, unitCents: 33_000, vatRate: 10 }

describe('quoteJob', () => {
  it('derives the kinds: products and configured doors significant, free lines services, the shop’s choice first', () => {
    expect(jobKindOf({ kind: 'product' })).toBe('significant')
    expect(jobKindOf({ kind: 'configured' })).toBe('significant')
    expect(jobKindOf({ kind: 'free' })).toBe('service')
    expect(jobKindOf({ kind: 'product', vatKind: 'good' })).toBe('good')
    expect(jobKindOf({ kind: 'free', vatKind: 'nonsense' })).toBe('service')
  })

  it('takes the discount out of the job before the split: 1 000 + 300 net less 10 %', () => {
    // 1 550,00 VAT incl. less 155,00 → door 1 098,00 (900,00 net), posa 297,00 (270,00 net).
    const job = quoteJob([door, posa, { kind: 'discount', quantity: 1, unitCents: 15_500, vatRate: 22 }], 'maintenance')
    expect(job.significantValue).toBe(90_000)
    expect(job.restValue).toBe(27_000)
    expect(job.byRate).toEqual([
      { rate: 10, net: 54_000, vat: 5_400, gross: 59_400 },
      { rate: 22, net: 63_000, vat: 13_860, gross: 76_860 },
    ])
    expect(job.parts.map((p) => [p.line, p.rate, p.net, p.gross])).toEqual([
      [0, 10, 27_000, 29_700],
      [0, 22, 63_000, 76_860],
      [1, 10, 27_000, 29_700],
    ])
  })

  it('keeps every cent: the parts add up to the rates’ rows and the total, whatever the lines', () => {
    const line = fc.record({
      kind: fc.constantFrom('product' as const, 'configured' as const, 'free' as const),
      quantity: fc.integer({ min: 1, max: 5 }),
      unitCents: fc.integer({ min: 0, max: 500_000 }),
      vatRate: fc.constantFrom(10, 22),
      vatKind: fc.constantFrom(null, 'significant', 'good', 'service'),
    })
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('maintenance' as const, 'renovation' as const, 'none' as const),
        (lines, use) => {
          const job = quoteJob(lines, use)
          for (const r of job.byRate) {
            const mine = job.parts.filter((p) => p.rate === r.rate)
            expect(mine.reduce((n, p) => n + p.net, 0)).toBe(r.net)
            expect(mine.reduce((n, p) => n + p.gross, 0)).toBe(r.gross)
          }
          expect(job.parts.reduce((n, p) => n + p.gross, 0)).toBe(job.total)
          if (use === 'none') expect(job.parts.every((p) => p.rate === 22)).toBe(true)
        },
      ),
    )
  })
})
