import { describe, expect, it } from 'vitest'
import { formToBody, parseMoney, rowToForm } from './form-values'
import type { Field } from './resource'

const label = () => 'x'
const fields: Field[] = [
  { name: 'code', label, type: 'text' },
  { name: 'price', label, type: 'money' },
  { name: 'limit', label, type: 'number', optional: true },
  { name: 'regions', label, type: 'list' },
  { name: 'active', label, type: 'checkbox' },
  { name: 'used', label, type: 'number', readOnly: true },
  { name: 'password', label, type: 'password', only: 'create' },
]

describe('form values', () => {
  it('reads euros the Italian and the English way', () => {
    expect(parseMoney('12,50')).toBe(1250)
    expect(parseMoney('1.234,5')).toBe(123450)
    expect(parseMoney('1234.50')).toBe(123450)
    expect(parseMoney('€ 9')).toBe(900)
    expect(parseMoney('')).toBeNull()
    expect(parseMoney('dodici')).toBe('dodici') // the API refuses it by field
  })
  it('turns a row into inputs and inputs into a body', () => {
    const form = rowToForm(fields, {
      code: 'A',
      price: 1999,
      limit: null,
      regions: ['nord', 'sud'],
      active: true,
      used: 3,
    })
    expect(form).toMatchObject({ code: 'A', price: '19.99', limit: '', regions: 'nord, sud', active: true, used: '3' })
    expect(formToBody(fields, form, 'edit')).toEqual({
      code: 'A',
      price: 1999,
      limit: null,
      regions: ['nord', 'sud'],
      active: true,
    })
    expect(formToBody(fields, { ...form, password: 'p' }, 'create')).toMatchObject({ password: 'p' })
  })
  it('sends picked products as ids and a picked category as a number or null', () => {
    const pickers: Field[] = [
      { name: 'product_ids', label, type: 'products', optional: true },
      { name: 'category_id', label, type: 'category', optional: true },
    ]
    const form = rowToForm(pickers, { product_ids: [3, 7], category_id: 2 })
    expect(form).toEqual({ product_ids: '3,7', category_id: '2' })
    expect(formToBody(pickers, form, 'edit')).toEqual({ product_ids: [3, 7], category_id: 2 })
    expect(formToBody(pickers, { product_ids: '', category_id: '' }, 'create')).toEqual({
      product_ids: [],
      category_id: null,
    })
  })
})
