import { describe, expect, it } from 'vitest'
import { checkJobLines, renovationVatSplit, vatOn, type JobLine } from './renovation-vat'

// Hand-worked examples of the rules decision 099 cites, in euro cents.
const eur = (n: number) => n * 100

describe('renovationVatSplit: hand-worked examples', () => {
  it('circolare 71/E 2000: a 10 000 job with 6 000 of beni significativi → 8 000 at 10 %, 2 000 at the standard rate', () => {
    // The circular's figures are in lire (10 and 6 million) at the then 20 %; the mechanism is the same.
    const split = renovationVatSplit(
      [
        { kind: 'significant', net: eur(6_000) },
        { kind: 'service', net: eur(4_000) },
      ],
      'maintenance',
    )
    expect(split.byRate).toEqual([
      { rate: 10, net: eur(8_000) },
      { rate: 22, net: eur(2_000) },
    ])
    expect(split.significantValue).toBe(eur(6_000))
    expect(split.restValue).toBe(eur(4_000))
    expect(split.lines).toEqual([
      [
        { rate: 10, net: eur(4_000) },
        { rate: 22, net: eur(2_000) },
      ],
      [{ rate: 10, net: eur(4_000) }],
    ])
  })

  it('a 1 000 job with an 800 bene significativo: 10 % on 2 × (1 000 − 800) = 400, 22 % on 600', () => {
    const split = renovationVatSplit(
      [
        { kind: 'significant', net: eur(800) },
        { kind: 'service', net: eur(200) },
      ],
      'maintenance',
    )
    expect(split.byRate).toEqual([
      { rate: 10, net: eur(400) },
      { rate: 22, net: eur(600) },
    ])
  })

  it('beni significativi worth no more than the rest of the job: all at 10 %', () => {
    const split = renovationVatSplit(
      [
        { kind: 'significant', net: eur(500) },
        { kind: 'service', net: eur(350) },
        { kind: 'good', net: eur(150) },
      ],
      'maintenance',
    )
    expect(split.byRate).toEqual([{ rate: 10, net: eur(1_000) }])
  })

  it('circolare 15/E 2018: the mark-up on a door is part of the service, so the value stated moves the split', () => {
    const door: JobLine = { kind: 'significant', net: eur(1_500) }
    const installation: JobLine = { kind: 'service', net: eur(300) }
    // Stated at its price: 1 500 against 300 → 600 at 10 %, 1 200 at 22 %.
    expect(renovationVatSplit([door, installation], 'maintenance').byRate).toEqual([
      { rate: 10, net: eur(600) },
      { rate: 22, net: eur(1_200) },
    ])
    // Stated at what it costs to make (900): the rest is 300 + 600 of mark-up ≥ 900 → all at 10 %.
    const split = renovationVatSplit([{ ...door, significantValue: eur(900) }, installation], 'maintenance')
    expect(split.byRate).toEqual([{ rate: 10, net: eur(1_800) }])
    expect(split.significantValue).toBe(eur(900))
  })

  it('circolare 15/E 2018: a detached part with its own function (a mosquito net) is not part of the bene significativo', () => {
    const lines: JobLine[] = [
      { kind: 'significant', net: eur(2_000) },
      { kind: 'good', net: eur(400) },
      { kind: 'service', net: eur(600) },
    ]
    // Net apart: 2 000 against 1 000 → 1 000 of the windows at 22 %.
    expect(renovationVatSplit(lines, 'maintenance').byRate.at(-1)).toEqual({ rate: 22, net: eur(1_000) })
    // Taken as part of the windows (no own function): 2 400 against 600 → 1 800 at 22 %.
    const joined: JobLine[] = [{ kind: 'significant', net: eur(2_400) }, lines[2]!]
    expect(renovationVatSplit(joined, 'maintenance').byRate.at(-1)).toEqual({ rate: 22, net: eur(1_800) })
  })

  it('two doors share the excess in proportion to their values, to the cent', () => {
    const split = renovationVatSplit(
      [
        { kind: 'significant', net: 100_001 },
        { kind: 'significant', net: 200_000 },
        { kind: 'service', net: 50_000 },
      ],
      'maintenance',
    )
    // Excess 300 001 − 50 000 = 250 001, shared 1 : 2 (largest remainder takes the odd cent).
    expect(split.lines[0]!.find((p) => p.rate === 22)!.net + split.lines[1]!.find((p) => p.rate === 22)!.net).toBe(
      250_001,
    )
    expect(split.lines[1]!.find((p) => p.rate === 22)!.net).toBe(166_667)
  })

  it('renovation (lett. c, d) takes 10 % on the whole; no declaration takes 22 % on the whole', () => {
    const lines: JobLine[] = [
      { kind: 'significant', net: eur(5_000) },
      { kind: 'service', net: eur(500) },
    ]
    expect(renovationVatSplit(lines, 'renovation').byRate).toEqual([{ rate: 10, net: eur(5_500) }])
    expect(renovationVatSplit(lines, 'none').byRate).toEqual([{ rate: 22, net: eur(5_500) }])
  })

  it('an empty job or zero lines keep one part per line and no rate rows', () => {
    expect(renovationVatSplit([], 'maintenance')).toEqual({ lines: [], byRate: [], significantValue: 0, restValue: 0 })
    expect(renovationVatSplit([{ kind: 'service', net: 0 }], 'maintenance').lines).toEqual([[{ rate: 10, net: 0 }]])
  })
})

describe('checkJobLines', () => {
  it.each([
    [[{ kind: 'service', net: -1 }], 'negative cents'],
    [[{ kind: 'service', net: 10.5 }], 'fractional cents'],
    [[{ kind: 'significant', net: 100, significantValue: 101 }], 'a value above its line'],
    [[{ kind: 'service', net: 100, significantValue: 50 }], 'a significant value on a service'],
  ] as [JobLine[], string][])('refuses %j (%s), and the split throws on it', (lines) => {
    expect(checkJobLines(lines)).toMatch(/line 0/)
    expect(() => renovationVatSplit(lines, 'maintenance')).toThrow(RangeError)
  })
})

describe('vatOn', () => {
  it('rounds half up to the cent', () => {
    expect(vatOn(105, 10)).toBe(11) // 10.5 → 11
    expect(vatOn(104, 10)).toBe(10)
    expect(vatOn(800_000, 10)).toBe(80_000)
    expect(vatOn(200_000, 22)).toBe(44_000)
  })
})
