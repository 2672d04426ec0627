import { describe, expect, it } from 'vitest'
import { toTsQueryText } from './product-search'
import { activeFilterCount, openingMm, priceRangeCents, toSearchParams } from './shop-search'
import { shopSearchSchema } from './shop-search.schemas'
import { locales } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'

describe('shop search params', () => {
  it('reads filters written by the app and by a plain GET form alike', () => {
    expect(shopSearchSchema.parse({ f: 'materiale.legno,colore.bianco' }).f).toBe('materiale.legno,colore.bianco')
    expect(shopSearchSchema.parse({ f: ['materiale.legno', 'colore.bianco', 'materiale.legno'] }).f).toBe(
      'materiale.legno,colore.bianco',
    )
  })

  it('drops bad values instead of failing', () => {
    const s = shopSearchSchema.parse({ f: ['../etc', 'x', 42], min: 'abc', max: -5, sort: 'cheapest', page: 0, q: '' })
    expect(s).toEqual({ f: undefined, min: undefined, max: undefined, sort: undefined, page: undefined, q: undefined })
    // An empty field of a GET form is no bound, not zero.
    expect(shopSearchSchema.parse({ min: '', max: '' })).toMatchObject({ min: undefined, max: undefined })
    expect(shopSearchSchema.parse({ min: '120', max: 900 })).toMatchObject({ min: 120, max: 900 })
  })

  it('writes compact params and prices in cents, in order', () => {
    expect(toSearchParams({ q: '', f: 'a.b,c.d', min: 10 })).toEqual({
      q: undefined,
      sort: undefined,
      f: 'a.b,c.d',
      min: 10,
      max: undefined,
    })
    expect(priceRangeCents(900, 100)).toEqual({ price_min: 10_000, price_max: 90_000 })
    expect(priceRangeCents(undefined, 5)).toEqual({ price_min: undefined, price_max: 500 })
  })
})

describe('the opening in the address (decision 098)', () => {
  it('takes whole centimetres within the bounds, ignores the rest', () => {
    expect(shopSearchSchema.parse({ w: '90', h: 210 })).toMatchObject({ w: 90, h: 210 })
    expect(shopSearchSchema.parse({ w: '', h: '9' })).toMatchObject({ w: undefined, h: undefined })
    expect(shopSearchSchema.parse({ w: '90.5', h: '601' })).toMatchObject({ w: undefined, h: undefined })
  })

  it('sends millimetres only for a pair, and counts a pair as one filter', () => {
    expect(openingMm(90, 210)).toEqual({ width_mm: 900, height_mm: 2100 })
    expect(openingMm(90, undefined)).toEqual({})
    expect(activeFilterCount({ w: 90, h: 210 })).toBe(1)
    expect(activeFilterCount({ w: 90 })).toBe(0)
    expect(toSearchParams({ w: 90, h: 210 })).toMatchObject({ w: 90, h: 210 })
  })
})

describe('toTsQueryText', () => {
  it('keeps words only, ANDs them and makes the last one a prefix', () => {
    expect(toTsQueryText('porte blindate')).toBe('porte & blindate:*')
    expect(toTsQueryText("  l'ingresso!! & | (x) ")).toBe('l & ingresso & x:*')
    expect(toTsQueryText('perché')).toBe('perché:*')
    expect(toTsQueryText(':* & !')).toBeNull()
    expect(toTsQueryText(undefined)).toBeNull()
    expect(toTsQueryText('a b c d e f g h i j')?.split(' & ')).toHaveLength(8)
  })
})

describe('capped listing count (decision 014)', () => {
  it('says "more than" in every locale, in the plural', () => {
    const texts = locales.map((locale) => m.shop_products_count_capped({ count: '1000' }, { locale }))
    expect(texts).toEqual([
      'Oltre 1000 prodotti',
      'More than 1000 products',
      'Más de 1000 productos',
      'Plus de 1000 produits',
      'Mehr als 1000 Produkte',
      'Mais de 1000 produtos',
    ])
  })
})
