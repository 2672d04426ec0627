import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { renovationVatSplit, type JobLine, type JobUse, type RatePart } from './renovation-vat'

// The split held to the rule over generated jobs (decision 099): on a home's maintenance job the
// beni significativi take 10 % only up to the value of the rest of the job, the excess 22 %, and
// nothing else of the job leaves 10 %.

const amount = fc.integer({ min: 0, max: 5_000_000 })
const line: fc.Arbitrary<JobLine> = fc.oneof(
  fc.record({ kind: fc.constant('service' as const), net: amount }),
  fc.record({ kind: fc.constant('good' as const), net: amount }),
  amount.chain((net) =>
    fc
      .option(fc.integer({ min: 0, max: net }), { nil: undefined })
      .map((significantValue) => ({ kind: 'significant' as const, net, significantValue })),
  ),
)
const job = fc.array(line, { maxLength: 12 })
const use = fc.constantFrom<JobUse>('maintenance', 'renovation', 'none')

const at = (parts: readonly RatePart[], rate: number) =>
  parts.filter((p) => p.rate === rate).reduce((n, p) => n + p.net, 0)
const total = (lines: readonly JobLine[]) => lines.reduce((n, l) => n + l.net, 0)
const valueOf = (l: JobLine) => (l.kind === 'significant' ? (l.significantValue ?? l.net) : 0)

describe('renovationVatSplit over generated jobs', () => {
  it('keeps every cent: each line’s parts add up to the line, the rates to the job, all whole and non-negative', () => {
    fc.assert(
      fc.property(job, use, (lines, u) => {
        const split = renovationVatSplit(lines, u)
        expect(split.lines).toHaveLength(lines.length)
        split.lines.forEach((parts, i) => expect(parts.reduce((n, p) => n + p.net, 0)).toBe(lines[i]!.net))
        expect(split.byRate.reduce((n, r) => n + r.net, 0)).toBe(total(lines))
        for (const p of [...split.lines.flat(), ...split.byRate])
          expect(Number.isSafeInteger(p.net) && p.net >= 0).toBe(true)
        expect(split.significantValue + split.restValue).toBe(total(lines))
      }),
    )
  })

  it('maintenance: 22 % on exactly max(0, beni significativi − rest of the job), and only on beni significativi, each within its value', () => {
    fc.assert(
      fc.property(job, (lines) => {
        const split = renovationVatSplit(lines, 'maintenance')
        const b = lines.reduce((n, l) => n + valueOf(l), 0)
        expect(at(split.byRate, 22)).toBe(Math.max(0, b - (total(lines) - b)))
        split.lines.forEach((parts, i) => {
          expect(at(parts, 22)).toBeLessThanOrEqual(valueOf(lines[i]!))
          if (lines[i]!.kind !== 'significant') expect(parts).toEqual([{ rate: 10, net: lines[i]!.net }])
        })
      }),
    )
  })

  it('more labour never raises the 22 % part; a higher value stated for a door never lowers it', () => {
    fc.assert(
      fc.property(job, amount, (lines, extra) => {
        const before = at(renovationVatSplit(lines, 'maintenance').byRate, 22)
        const withLabour = at(renovationVatSplit([...lines, { kind: 'service', net: extra }], 'maintenance').byRate, 22)
        expect(withLabour).toBeLessThanOrEqual(before)
        const statedAtPrice = lines.map((l) => (l.kind === 'significant' ? { kind: l.kind, net: l.net } : l))
        expect(at(renovationVatSplit(statedAtPrice, 'maintenance').byRate, 22)).toBeGreaterThanOrEqual(before)
      }),
    )
  })

  it('the totals per rate do not depend on the order of the lines', () => {
    fc.assert(
      fc.property(job, (lines) => {
        const forward = renovationVatSplit(lines, 'maintenance').byRate
        const backward = renovationVatSplit([...lines].reverse(), 'maintenance').byRate
        expect(backward).toEqual(forward)
      }),
    )
  })

  it('renovation is 10 % and no declaration 22 % on every line', () => {
    fc.assert(
      fc.property(job, (lines) => {
        for (const [u, rate] of [
          ['renovation', 10],
          ['none', 22],
        ] as const) {
          const split = renovationVatSplit(lines, u)
          split.lines.forEach((parts, i) => expect(parts).toEqual([{ rate, net: lines[i]!.net }]))
        }
      }),
    )
  })
})
