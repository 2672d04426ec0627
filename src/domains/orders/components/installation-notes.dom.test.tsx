import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import type { Order } from '../orders.schemas'
import { InstallationNotes } from './installation-notes'

// An installation order's screen section (decisions 099, 108): VAT per rate, the beni
// significativi apart, the deduction, and the bonifico parlante only while a transfer is awaited.
beforeAll(() => overwriteGetLocale(() => 'it'))
afterEach(cleanup)

const order = {
  number: '2026-000042',
  installation: {
    use: 'maintenance',
    deduction: 'ecobonus',
    tax_code: 'RSSMRA85T10A562S',
    declared_at: '2026-10-15T10:00:00.000Z',
    declared_by: { name: 'Carla', email: 'c@example.it' },
    text_version: 'v1',
    significant_value: 100_000,
    rest_value: 40_000,
    shop_vat_number: '01234567897',
  },
  payment_method: {
    code: 'bank_transfer',
    kind: 'local',
    name: 'Bonifico',
    instructions: null,
    iban: 'IT60X0542811101000000123456',
    reference: '2026-000042',
  },
  payment_status: 'unpaid',
  vat_breakdown: [
    { rate: 22, net: 60_000, vat: 13_200, gross: 73_200 },
    { rate: 10, net: 80_000, vat: 8_000, gross: 88_000 },
  ],
} satisfies Pick<Order, 'installation' | 'number' | 'payment_method' | 'payment_status' | 'vat_breakdown'>

describe('InstallationNotes', () => {
  it('states the rates, the beni significativi, the ecobonus and the bonifico’s causale', () => {
    render(<InstallationNotes order={order} locale="it" />)
    expect(screen.getByTestId('order-vat-rates').textContent).toMatch(
      /Imponibile al 22 %: 600,00\s€ · IVA 132,00\s€.*Imponibile al 10 %: 800,00\s€ · IVA 80,00\s€/,
    )
    expect(screen.getByTestId('order-installation').textContent).toMatch(
      /valore 1\.000,00\s€; resto della prestazione 400,00\s€/,
    )
    expect(screen.getByTestId('order-bonifico').textContent).toContain(
      'Causale: Bonifico per detrazione art. 1 c. 344-347 L. 296/2006 - pagamento ordine n. 2026-000042 - C.F. beneficiario detrazione RSSMRA85T10A562S - P.IVA beneficiario bonifico 01234567897',
    )
  })

  it('says nothing of the bonifico once paid, and nothing at all without a declaration', () => {
    render(<InstallationNotes order={{ ...order, payment_status: 'paid' }} locale="it" />)
    expect(screen.queryByTestId('order-bonifico')).toBeNull()
    cleanup()
    const { container } = render(<InstallationNotes order={{ ...order, installation: null }} locale="it" />)
    expect(container.innerHTML).toBe('')
  })
})
