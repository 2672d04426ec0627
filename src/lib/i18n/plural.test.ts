import { afterEach, describe, expect, it, vi } from 'vitest'
import { m } from '~/paraglide/messages.js'
import { number, plural } from '~/paraglide/registry.js'

// scripts/compile-messages.ts rewrites the compiled registry so plural() keeps one
// Intl.PluralRules per locale and options instead of building one per call (a hot path: every
// product count and cart badge).
describe('plural()', () => {
  afterEach(() => vi.restoreAllMocks())

  it('gives each locale its own categories', () => {
    expect(plural('it', 1)).toBe('one')
    expect(plural('it', 2)).toBe('other')
    expect(plural('fr', 0)).toBe('one') // French counts 0 as singular
    expect(plural('en', 1, { type: 'ordinal' })).toBe('one')
    expect(plural('en', 2, { type: 'ordinal' })).toBe('two')
  })

  it('builds the rules once per locale and options', () => {
    plural('de', 1)
    plural('de', 1, { type: 'ordinal' })
    const made = vi.spyOn(Intl, 'PluralRules')
    for (let n = 0; n < 50; n++) {
      plural('de', n)
      plural('de', n, { type: 'ordinal' })
    }
    expect(made).not.toHaveBeenCalled()
  })
})

describe('number()', () => {
  afterEach(() => vi.restoreAllMocks())

  it('writes counts in the locale’s digits, with the plural chosen from the number', () => {
    expect(m.account_orders_count({ count: 20_008 }, { locale: 'it' })).toBe('20.008 ordini in tutto')
    expect(m.account_orders_count({ count: 1 }, { locale: 'it' })).toBe('1 ordine in tutto')
    expect(m.account_orders_count({ count: 20_008 }, { locale: 'en' })).toBe('20,008 orders in all')
    expect(m.account_orders_count({ count: 1 }, { locale: 'en' })).toBe('1 order in all')
    expect(m.account_orders_count({ count: 12_345 }, { locale: 'de' })).toBe('12.345 Bestellungen insgesamt')
  })

  it('writes the pager’s page numbers in the locale’s digits', () => {
    expect(m.pagination_page({ page: 834, pages: 20_001 }, { locale: 'it' })).toBe('Pagina 834 di 20.001')
    expect(m.pagination_page({ page: 1200, pages: 2001 }, { locale: 'en' })).toBe('Page 1,200 of 2,001')
    expect(m.pagination_page({ page: 2, pages: 12_000 }, { locale: 'fr' })).toBe('Page 2 sur 12\u202f000')
  })

  it('builds the format once per locale and options', () => {
    number('pt', 1)
    const made = vi.spyOn(Intl, 'NumberFormat')
    for (let n = 0; n < 50; n++) number('pt', n)
    expect(made).not.toHaveBeenCalled()
  })
})

describe('a card’s label', () => {
  it('takes the locale’s colon: French puts a no-break space before it', () => {
    expect(m.label_colon({ label: 'Ordinato da' }, { locale: 'it' })).toBe('Ordinato da:')
    expect(m.label_colon({ label: 'Commandé par' }, { locale: 'fr' })).toBe('Commandé par\u00a0:')
  })
})
