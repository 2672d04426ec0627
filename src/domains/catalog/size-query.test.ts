import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSizeQuery, SIZE_LIMITS_MM } from './size-query'

// Issue 42 point 2: "search understands '90x210', '90 x 210', '900×2100 mm'" (decision 098).

describe('parseSizeQuery', () => {
  it.each([
    ['90x210', 900, 2100],
    ['90 x 210', 900, 2100],
    ['90×210', 900, 2100],
    ['90 X 210', 900, 2100],
    ['90*210', 900, 2100],
    ['90 per 210', 900, 2100],
    ['900×2100 mm', 900, 2100],
    ['900x2100mm', 900, 2100],
    ['900 mm x 2100 mm', 900, 2100],
    ['90 cm x 210 cm', 900, 2100],
    ['92,5x210', 925, 2100],
    ['0,9 x 2,1 m', 900, 2100],
    ['60x60', 600, 600],
    ['500x600', 500, 600],
  ])('"%s" → %i × %i mm', (q, widthMm, heightMm) => {
    expect(parseSizeQuery(q)).toEqual({ widthMm, heightMm, text: '' })
  })

  it('keeps the other words for the text search', () => {
    expect(parseSizeQuery('blindata 90x210')).toEqual({ widthMm: 900, heightMm: 2100, text: 'blindata' })
    expect(parseSizeQuery('porta 80 x 210 bianca')).toEqual({ widthMm: 800, heightMm: 2100, text: 'porta bianca' })
  })

  it('finds no size where there is none, or none of ours', () => {
    for (const q of [
      'blindata',
      'PB-CL3-090',
      'classe 3',
      '3x4',
      'box2x3',
      '90x210x40',
      '',
      '9000x21000',
      '90x',
      'x210',
    ]) {
      expect(parseSizeQuery(q), q).toBeNull()
    }
    expect(parseSizeQuery(undefined)).toBeNull()
  })

  it('never throws, and what it finds is in bounds and shorter text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (q) => {
        const size = parseSizeQuery(q)
        if (size === null) return
        expect(size.widthMm).toBeGreaterThanOrEqual(SIZE_LIMITS_MM.min)
        expect(size.heightMm).toBeLessThanOrEqual(SIZE_LIMITS_MM.max)
        expect(size.text.length).toBeLessThan(q.length)
      }),
    )
  })

  it('round-trips centimetres and millimetres written the ways people write them', () => {
    const word = fc.stringMatching(/^[a-zà-ù]{2,10}$/)
    const separator = fc.constantFrom('x', ' x ', '×', ' × ', 'X', ' per ')
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 399 }),
        fc.integer({ min: 20, max: 399 }),
        separator,
        word,
        (w, h, sep, before) => {
          expect(parseSizeQuery(`${before} ${w}${sep}${h}`)).toEqual({
            widthMm: w * 10,
            heightMm: h * 10,
            text: before,
          })
        },
      ),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 6000 }),
        fc.integer({ min: 400, max: 6000 }),
        separator,
        fc.constantFrom('', ' mm', 'mm'),
        (w, h, sep, unit) => {
          expect(parseSizeQuery(`${w}${sep}${h}${unit}`)).toEqual({ widthMm: w, heightMm: h, text: '' })
        },
      ),
    )
  })
})
