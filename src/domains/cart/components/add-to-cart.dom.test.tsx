import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Product } from '~/domains/catalog/catalog.schemas'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { priceDisplayFor } from '~/domains/catalog/price-view'
import { AddToCartForm } from './add-to-cart'

// Spec §4/§9 add to cart: no variant is chosen for the customer in a required group (the button
// waits, with a hint); the unit price shown = product + chosen variants + package.
beforeAll(() => overwriteGetLocale(() => 'en'))
afterEach(cleanup)

const variant = (id: number, name: string, price: number) => ({
  id,
  sku: `V${id}`,
  name,
  price,
  prices: { base_price: price },
  swatch: null,
  image: null,
  images: [],
})

const product: Product = {
  id: 7,
  sku: 'PI-LAM-080',
  slug: 'porta-trento',
  name: 'Trento door',
  short_description: null,
  category: { id: 1, slug: 'porte-interne', name: 'Interior doors' },
  price: 22900,
  regular_price: null,
  promotion: null,
  base_price: 22900,
  tier: 'base',
  image_url: null,
  made_to_measure: false,
  featured: false,
  description: null,
  weight_grams: 32000,
  lead_time_days: 3,
  size_limits_mm: null,
  configurator_models: [],
  images: [],
  attributes: [],
  variant_groups: [
    {
      id: 1,
      code: 'finitura',
      name: 'Finish',
      required: true,
      variants: [variant(11, 'White laminate', 0), variant(12, 'Walnut laminate', 4000)],
    },
    {
      id: 2,
      code: 'verso',
      name: 'Opening direction',
      required: true,
      variants: [variant(21, 'Left, push', 0), variant(22, 'Right, push', 1500)],
    },
    { id: 3, code: 'maniglia', name: 'Handle', required: false, variants: [variant(31, 'Chrome handle', 2500)] },
  ],
  extra_options: [
    { id: 41, code: 'kit-posa', name: 'Fitting kit', description: null, package_price: 3000 },
    { id: 42, code: 'posa', name: 'Installation', description: null, package_price: 12000 },
  ],
  extras_combinable: false,
  lowest_price_30d: null,
  rating: null,
  post_meta_fields: { ratings_average: 0, ratings_score: 0, rd_ratings_average: 0, rd_ratings_score: 0 },
  slugs: {},
  category_slugs: {},
}

const button = () => screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement
const price = () => screen.getByTestId('unit-price').textContent
const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) })
const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) }) as HTMLInputElement

describe('AddToCartForm', () => {
  it('chooses nothing for the customer and keeps the button disabled until every required group has a choice', () => {
    const onAdd = vi.fn()
    render(<AddToCartForm product={product} locale="en" onAdd={onAdd} />)
    expect(group('Finish')).toBeTruthy()
    for (const name of ['White laminate', 'Walnut laminate', 'Left, push', 'Right, push'])
      expect(radio(name).checked).toBe(false)
    expect(button().disabled).toBe(true)
    expect(screen.getByText('To continue, choose: Finish, Opening direction')).toBeTruthy()

    fireEvent.click(radio('Walnut laminate'))
    expect(button().disabled).toBe(true)
    expect(screen.getByText('To continue, choose: Opening direction')).toBeTruthy()

    fireEvent.click(radio('Left, push'))
    expect(button().disabled).toBe(false)
    expect(screen.queryByText(/To continue, choose/)).toBeNull()

    fireEvent.click(button())
    expect(onAdd).toHaveBeenCalledWith({ quantity: 1, variant_ids: [12, 21], extra_option_id: null })
  })

  it('shows the live unit price as product + variants + package', () => {
    render(<AddToCartForm product={product} locale="en" onAdd={() => {}} />)
    expect(price()).toBe('€229.00')
    fireEvent.click(radio('Walnut laminate'))
    expect(price()).toBe('€269.00')
    fireEvent.click(radio('Right, push'))
    expect(price()).toBe('€284.00')
    fireEvent.click(radio('Chrome handle'))
    expect(price()).toBe('€309.00')
    fireEvent.click(radio('Installation'))
    expect(price()).toBe('€429.00') // 229 + 40 + 15 + 25 + 120
    fireEvent.click(radio('Fitting kit'))
    expect(price()).toBe('€339.00')
    fireEvent.click(radio('None'))
    expect(price()).toBe('€309.00')
  })

  it("labels the unit price with the locale's colon (French: a no-break space before it)", () => {
    render(<AddToCartForm product={product} locale="en" onAdd={() => {}} />)
    expect(price()).toBe('€229.00')
    expect(screen.getByTestId('unit-price').parentElement?.textContent).toBe('Unit price: €229.00')
    cleanup()
    overwriteGetLocale(() => 'fr')
    try {
      render(<AddToCartForm product={product} locale="fr" onAdd={() => {}} />)
      expect(screen.getByTestId('unit-price').parentElement?.textContent).toMatch(/^Prix unitaire\u00a0: 229,00\s€$/)
    } finally {
      overwriteGetLocale(() => 'en')
    }
  })

  it('shows a trade customer the surcharges net + VAT, like the price beside them (issue 39)', () => {
    render(<AddToCartForm product={product} locale="en" onAdd={() => {}} display={priceDisplayFor('reseller')} />)
    // 40.00 € and 120.00 € VAT included: 32.79 € and 98.36 € net.
    expect(radio('Walnut laminate').closest('label')!.textContent).toContain('+€32.79 + VAT')
    expect(radio('Installation').closest('label')!.textContent).toContain('+€98.36 + VAT')
    cleanup()
    render(<AddToCartForm product={product} locale="en" onAdd={() => {}} />)
    expect(radio('Walnut laminate').closest('label')!.textContent).toContain('+€40.00')
    expect(radio('Walnut laminate').closest('label')!.textContent).not.toContain('VAT')
  })

  it('takes whole quantities from 1 only', () => {
    const onAdd = vi.fn()
    render(<AddToCartForm product={product} locale="en" onAdd={onAdd} />)
    fireEvent.click(radio('White laminate'))
    fireEvent.click(radio('Left, push'))
    const quantity = screen.getByLabelText('Quantity') as HTMLInputElement
    for (const bad of ['0', '1.5', '']) {
      fireEvent.change(quantity, { target: { value: bad } })
      expect(button().disabled).toBe(true)
    }
    fireEvent.change(quantity, { target: { value: '3' } })
    expect(button().disabled).toBe(false)
    fireEvent.click(radio('Fitting kit'))
    fireEvent.click(button())
    expect(onAdd).toHaveBeenCalledWith({ quantity: 3, variant_ids: [11, 21], extra_option_id: 41 })
  })

  it('offers check boxes where the extras combine, adds each package, and sends the set (decision 109)', () => {
    const onAdd = vi.fn()
    render(<AddToCartForm product={{ ...product, extras_combinable: true }} locale="en" onAdd={onAdd} />)
    fireEvent.click(radio('White laminate'))
    fireEvent.click(radio('Left, push'))
    const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement
    expect(screen.queryByRole('radio', { name: 'None' })).toBeNull()
    fireEvent.click(box('Installation'))
    fireEvent.click(box('Fitting kit'))
    expect(price()).toBe('€379.00') // 229 + 120 + 30
    fireEvent.click(button())
    expect(onAdd).toHaveBeenLastCalledWith({
      quantity: 1,
      variant_ids: [11, 21],
      extra_option_id: 41,
      extra_option_ids: [41, 42],
    })
    fireEvent.click(box('Installation'))
    expect(price()).toBe('€259.00')
    fireEvent.click(button())
    expect(onAdd).toHaveBeenLastCalledWith({ quantity: 1, variant_ids: [11, 21], extra_option_id: 41 })
  })
})

// Issue 42: a visitor chooses like a customer; a kept click (through the sign-in) comes back chosen.
describe('AddToCartForm for a visitor and a kept choice', () => {
  it('says before the click that adding will ask for a sign-in, and still adds through onAdd', () => {
    const onAdd = vi.fn()
    render(<AddToCartForm product={product} locale="en" onAdd={onAdd} visitor />)
    expect(button().getAttribute('aria-describedby')).toContain(screen.getByTestId('visitor-add-hint').id)
    expect(screen.getByTestId('visitor-add-hint').textContent).toBe(
      'To add to the cart we will ask you to sign in: your choices are kept.',
    )
    fireEvent.click(radio('Walnut laminate'))
    fireEvent.click(radio('Right, push'))
    fireEvent.click(radio('Installation'))
    expect(price()).toBe('€404.00') // 229 + 40 + 15 + 120
    fireEvent.click(button())
    expect(onAdd).toHaveBeenCalledWith({ quantity: 1, variant_ids: [12, 22], extra_option_id: 42 })
  })

  it('shows no sign-in line to a signed-in customer', () => {
    render(<AddToCartForm product={product} locale="en" onAdd={() => {}} />)
    expect(screen.queryByTestId('visitor-add-hint')).toBeNull()
  })

  it('starts from a kept choice, dropping what the product no longer offers', () => {
    const onAdd = vi.fn()
    render(
      <AddToCartForm
        product={product}
        locale="en"
        onAdd={onAdd}
        initial={{ quantity: 2, variant_ids: [12, 22, 99], extra_option_id: 41 }}
      />,
    )
    expect(radio('Walnut laminate').checked).toBe(true)
    expect(radio('Right, push').checked).toBe(true)
    expect(radio('Fitting kit').checked).toBe(true)
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('2')
    expect(price()).toBe('€314.00') // 229 + 40 + 15 + 30
    fireEvent.click(button())
    expect(onAdd).toHaveBeenCalledWith({ quantity: 2, variant_ids: [12, 22], extra_option_id: 41 })
    cleanup()
    render(
      <AddToCartForm
        product={product}
        locale="en"
        onAdd={() => {}}
        initial={{ quantity: 1, variant_ids: [], extra_option_id: 77 }}
      />,
    )
    expect(radio('None').checked).toBe(true)
  })

  it('tells the page the price and whether it can add, for the buy bar', () => {
    const onChange = vi.fn()
    render(<AddToCartForm product={product} locale="en" onAdd={() => {}} onChange={onChange} />)
    expect(onChange).toHaveBeenLastCalledWith({
      picked: { 1: null, 2: null, 3: null },
      unitPrice: 22900,
      canAdd: false,
    })
    fireEvent.click(radio('Walnut laminate'))
    fireEvent.click(radio('Left, push'))
    expect(onChange).toHaveBeenLastCalledWith({ picked: { 1: 12, 2: 21, 3: null }, unitPrice: 26900, canAdd: true })
  })
})
