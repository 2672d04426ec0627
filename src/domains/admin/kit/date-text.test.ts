import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { locales } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { formatTypedDay, parseTypedDay } from './date-text'

// The back office's date fields read a day as the page's language writes it (decision 074).

const isoDay = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

describe('parseTypedDay', () => {
  it('reads back every day as the field shows it, in every language', () => {
    fc.assert(
      fc.property(isoDay, fc.constantFrom(...locales), (iso, locale) => {
        expect(parseTypedDay(formatTypedDay(iso, locale), locale)).toBe(iso)
      }),
    )
  })

  it('takes the day, month and year in the language’s order, with any separator', () => {
    expect(parseTypedDay('2/12/2026', 'it')).toBe('2026-12-02')
    expect(parseTypedDay('12/2/2026', 'en')).toBe('2026-12-02')
    expect(parseTypedDay('2.12.2026', 'de')).toBe('2026-12-02')
    expect(parseTypedDay('02 12 26', 'fr')).toBe('2026-12-02')
    expect(formatTypedDay('2026-12-25', 'it')).toBe('25/12/2026')
    expect(formatTypedDay('2026-12-25', 'en')).toBe('12/25/2026')
    expect(formatTypedDay('2026-12-25', 'de')).toBe('25.12.2026')
  })

  it('shows a placeholder in each language’s order and letters', () => {
    for (const locale of locales) {
      const placeholder = m.adm_date_placeholder({}, { locale })
      // The example day written the same way has its digits where the placeholder has letters.
      const example = formatTypedDay('2026-12-25', locale)
      expect(placeholder.replace(/\p{L}/gu, '0'), locale).toBe(example.replace(/\d/g, '0'))
      // …and the first letter names the part that comes first: the month in English, the day elsewhere.
      const dayLetter = { it: 'g', en: 'd', es: 'd', fr: 'j', de: 't', pt: 'd' }[locale]
      expect(placeholder[0]!.toLowerCase(), locale).toBe(example.startsWith('12') ? 'm' : dayLetter)
    }
  })

  it('reads a four-digit year first as year, month, day in any language', () => {
    expect(parseTypedDay('2099/08/31', 'it')).toBe('2099-08-31')
    expect(parseTypedDay('2099-08-31', 'en')).toBe('2099-08-31')
  })

  it('refuses what is not a day of the calendar', () => {
    for (const text of [
      '',
      '12/2026',
      '1/2/3/2026',
      '31/31/2026',
      '30/02/2026',
      '29/02/2025',
      '0/1/2026',
      '1/0/2026',
      '1/1/202',
      '1/1/0999',
      '123/1/2026',
      'oggi',
    ]) {
      expect(parseTypedDay(text, 'it'), text).toBeUndefined()
    }
    expect(parseTypedDay('29/02/2028', 'it')).toBe('2028-02-29')
    // 13 is a day in Italian and no month in English.
    expect(parseTypedDay('13/1/2026', 'it')).toBe('2026-01-13')
    expect(parseTypedDay('13/1/2026', 'en')).toBeUndefined()
  })
})
