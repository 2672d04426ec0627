import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { BillingStep } from './billing-step'

// Issue 42: the invoice's identifiers are checked at their own step as each field is left, by
// the server's own rules (partita IVA check digit, codice fiscale check character, SDI or PEC
// for a business), with translated messages; the step is not left while one fails.
beforeAll(() => overwriteGetLocale(() => 'en'))
afterEach(cleanup)

const delivery = {
  recipient: 'Marco Conti',
  company: null,
  street: 'Via Roma 1',
  postcode: '37121',
  city: 'Verona',
  province: 'VR',
  phone: null,
  country: 'IT',
}
const mount = (onChoose = vi.fn()) => {
  render(
    <BillingStep
      locale="en"
      current={null}
      customerName="Marco Conti"
      trade={false}
      deliveryAddress={delivery}
      serverErrors={() => []}
      onEdit={() => {}}
      onChoose={onChoose}
    />,
  )
  fireEvent.click(screen.getByRole('radio', { name: 'Invoice' }))
  return onChoose
}
const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label)
const type = (label: RegExp, value: string) => {
  fireEvent.change(field(label), { target: { value } })
  fireEvent.blur(field(label))
}
const errorOf = (label: RegExp) =>
  field(label).getAttribute('aria-invalid') === 'true'
    ? document.getElementById(field(label).getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent
    : null
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
/** The form submits asynchronously: a refusal is only a refusal once the submit has run. */
const settled = () => new Promise((r) => setTimeout(r, 50))

describe('BillingStep on blur', () => {
  it('flags a wrong partita IVA when the field is left, and keeps the step until it is right', async () => {
    const onChoose = mount()
    fireEvent.change(field(/^VAT number/), { target: { value: '12345678901' } })
    // Not yet left: nothing said while typing.
    expect(errorOf(/^VAT number/)).toBeNull()
    fireEvent.blur(field(/^VAT number/))
    expect(errorOf(/^VAT number/)).toBe('Invalid partita IVA: the check digit does not match.')
    submit()
    await settled()
    expect(onChoose).not.toHaveBeenCalled()
    type(/^VAT number/, 'IT 12345678903')
    expect(errorOf(/^VAT number/)).toBeNull()
  })

  it('asks a business for the SDI code or a PEC, as the server does', async () => {
    const onChoose = mount()
    type(/^VAT number/, '12345678903')
    type(/^SDI recipient code/, '0000000')
    expect(errorOf(/^SDI recipient code/)).toBe('A company invoice needs the SDI recipient code or a PEC address.')
    type(/^PEC/, 'conti@pec.it')
    expect(errorOf(/^SDI recipient code/)).toBeNull()
    submit()
    await waitFor(() =>
      expect(onChoose).toHaveBeenCalledWith(
        expect.objectContaining({
          document: 'invoice',
          vat_number: '12345678903',
          pec: 'conti@pec.it',
          sdi_code: '0000000',
        }),
      ),
    )
  })

  it('checks the codice fiscale’s check character once its check has loaded', async () => {
    const onChoose = mount()
    type(/^Tax code/, 'RSSMRA80A01H501A')
    await waitFor(() =>
      expect(errorOf(/^Tax code/)).toBe('Invalid codice fiscale: the check character does not match.'),
    )
    submit()
    await settled()
    expect(onChoose).not.toHaveBeenCalled()
    type(/^Tax code/, 'rssmra80a01h501u')
    expect(errorOf(/^Tax code/)).toBeNull()
    submit()
    await waitFor(() =>
      expect(onChoose).toHaveBeenCalledWith(
        expect.objectContaining({ tax_code: 'rssmra80a01h501u', vat_number: null }),
      ),
    )
  })
})
