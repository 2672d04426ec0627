import { useId } from 'react'
import { css } from 'styled-system/css'
import type { FieldErrors } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { provinceOptions } from '~/domains/addresses/provinces'
import { inputStyle, labelStyle } from '../../kit/styles'

export type AddressValues = {
  recipient: string
  street: string
  postcode: string
  city: string
  province: string
  phone: string
  save: boolean
}
export const emptyAddress: AddressValues = {
  recipient: '',
  street: '',
  postcode: '',
  city: '',
  province: '',
  phone: '',
  save: true,
}

const keys = ['recipient', 'street', 'postcode', 'city', 'province', 'phone'] as const
const labels: Record<(typeof keys)[number], () => string> = {
  recipient: () => m.oa_addr_recipient(),
  street: () => m.oa_addr_street(),
  postcode: () => m.oa_addr_postcode(),
  city: () => m.oa_addr_city(),
  province: () => m.oa_addr_province(),
  phone: () => m.oa_addr_phone(),
}

/** A new delivery address (Italy), with the API's errors in place; saved to the customer's book when asked. */
export function AddressFields({
  value,
  onChange,
  errors,
}: {
  value: AddressValues
  onChange: (v: AddressValues) => void
  errors: FieldErrors
}) {
  const id = useId()
  const control = (k: (typeof keys)[number], error: string[] | undefined) => ({
    id: `${id}-${k}`,
    name: k,
    className: inputStyle,
    value: value[k],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-${k}-error` : undefined,
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [k]: e.target.value }),
  })
  return (
    <div
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
        mt: '3',
      })}
      data-new-address
    >
      {keys.map((k) => {
        const error = errors[`delivery.address.${k}`]
        return (
          <div key={k} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <label htmlFor={`${id}-${k}`} className={labelStyle}>
              {labels[k]()}
            </label>
            {k === 'province' ? (
              <select {...control(k, error)}>
                <option value="">{m.account_field_province_choose()}</option>
                {provinceOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input {...control(k, error)} maxLength={200} />
            )}
            {error && (
              <p id={`${id}-${k}-error`} className={css({ color: 'error.text', fontSize: 'sm' })}>
                {error.join(' ')}
              </p>
            )}
          </div>
        )
      })}
      <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        <input type="checkbox" checked={value.save} onChange={(e) => onChange({ ...value, save: e.target.checked })} />
        {m.oa_addr_save()}
      </label>
    </div>
  )
}
