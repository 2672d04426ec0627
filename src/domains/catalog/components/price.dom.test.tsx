import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { priceDisplayFor, priceParts } from '../price-view'
import { Price } from './price'

// Issue 11 / 16: one price everywhere — VAT included for consumers, net + "+ IVA" for trade
// customers; a promotion shows the former price struck through, a badge and the Omnibus line.

beforeAll(() => overwriteGetLocale(() => 'it'))
afterEach(cleanup)

const norm = (t: string | null) => t!.replace(/\s+/g, ' ')
const text = () => norm(document.body.textContent)

describe('price display by customer type', () => {
  it('consumers and administrators see VAT included; retailers, resellers and other see net', () => {
    for (const role of [null, 'user', 'admin']) expect(priceDisplayFor(role).net).toBe(false)
    for (const role of ['retailer', 'reseller', 'other']) expect(priceDisplayFor(role).net).toBe(true)
    // Trade *tiers* are labelled; a retailer buys at the base tier.
    expect(priceDisplayFor('reseller').trade).toBe(true)
    expect(priceDisplayFor('retailer').trade).toBe(false)
  })

  it('net is gross ÷ 1.22 rounded half up, for the price, the former price and the Omnibus line', () => {
    expect(priceParts({ cents: 12_200, regular: 15_250, lowest30d: 12_810 }, priceDisplayFor('reseller'))).toEqual({
      amount: 10_000,
      regular: 12_500,
      lowest30d: 10_500,
      onSale: true,
    })
    expect(priceParts({ cents: 100 }, priceDisplayFor('other')).amount).toBe(82) // 81.97 → 82
    expect(priceParts({ cents: 12_200, regular: 12_200 }, priceDisplayFor('user'))).toMatchObject({
      amount: 12_200,
      regular: null,
      onSale: false,
    })
  })
})

describe('<Price>', () => {
  it('a consumer sees the VAT-inclusive price, no trade label', () => {
    render(<Price cents={12_200} display={priceDisplayFor('user')} locale="it" />)
    expect(text()).toContain('122,00 €')
    expect(text()).toContain('IVA inclusa')
    expect(text()).not.toContain('+ IVA')
    expect(text()).not.toContain('rivenditori')
  })

  it('a reseller sees the net price with "+ IVA" and the trade label', () => {
    render(<Price cents={12_200} display={priceDisplayFor('reseller')} locale="it" />)
    expect(norm(screen.getByTestId('price-amount').textContent)).toContain('100,00 €')
    expect(text()).toContain('+ IVA')
    expect(text()).toContain('Prezzo riservato ai rivenditori')
  })

  it('a promotion shows the badge, the struck-through former price and the Omnibus line', () => {
    render(<Price cents={5_900} regular={7_900} lowest30d={6_900} display={priceDisplayFor('user')} locale="it" />)
    expect(screen.getByText('Offerta')).toBeTruthy()
    const former = screen.getByTestId('price-regular')
    expect(former.tagName).toBe('S')
    expect(norm(former.textContent)).toContain('79,00 €')
    expect(norm(screen.getByTestId('price-amount').textContent)).toContain('59,00 €')
    expect(text()).toContain('69,00 €')
  })

  it('compact: amount and "+ IVA" only for trade, nothing extra for consumers', () => {
    render(<Price cents={12_200} display={priceDisplayFor('retailer')} locale="it" compact testId="a" />)
    render(<Price cents={12_200} display={priceDisplayFor('user')} locale="it" compact testId="b" />)
    expect(screen.getByTestId('a').textContent!.replace(/\s+/g, ' ')).toBe('100,00 € + IVA')
    expect(screen.getByTestId('b').textContent!.replace(/\s+/g, ' ')).toBe('122,00 €')
  })

  it('compact and wrap: the parts may go onto two lines in a narrow card, each part whole', () => {
    render(
      <Price
        cents={12_200}
        regular={15_250}
        display={priceDisplayFor('retailer')}
        locale="it"
        compact
        wrap
        testId="w"
      />,
    )
    render(
      <Price cents={12_200} regular={15_250} display={priceDisplayFor('retailer')} locale="it" compact testId="one" />,
    )
    const nowrap = 'white-space_nowrap' // Panda's class for whiteSpace: nowrap
    expect(screen.getByTestId('one').className).toContain(nowrap)
    const wrapped = screen.getByTestId('w')
    expect(wrapped.className).not.toContain(nowrap)
    expect(wrapped.textContent!.replace(/\s+/g, ' ')).toBe('Prezzo precedente: 125,00 € Prezzo attuale: 100,00 € + IVA')
    // Each amount keeps its figure and € together (a no-break space), "+ IVA" is kept whole.
    expect(wrapped.textContent).toMatch(/100,00\u00a0€/)
    expect(screen.getAllByText('+ IVA').every((el) => el.className.includes(nowrap))).toBe(true)
  })
})
