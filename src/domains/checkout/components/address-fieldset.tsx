import type { ComponentType, ReactNode } from 'react'
import { css } from 'styled-system/css'
import { TextField } from '~/domains/accounts/components/form-kit'
import { provinceOptions } from '~/domains/addresses/provinces'
import { m } from '~/paraglide/messages.js'

// The Italian address fields (as the address book has them), inside a TanStack form, under a
// name prefix ('' for delivery, 'address.' for the invoice).

export type AddressValues = {
  recipient: string
  company: string
  street: string
  postcode: string
  city: string
  province: string
  phone: string
}

export const blankAddress: AddressValues = {
  recipient: '',
  company: '',
  street: '',
  postcode: '',
  city: '',
  province: '',
  phone: '',
}

/** The form's strings as the API wants them: blanks as null. */
export const addressBody = (v: AddressValues) => ({
  recipient: v.recipient.trim(),
  company: v.company.trim() || null,
  street: v.street.trim(),
  postcode: v.postcode.trim(),
  city: v.city.trim(),
  province: v.province || null,
  phone: v.phone.trim() || null,
  country: 'IT',
})

type AddressLike = {
  recipient: string
  street: string
  postcode: string
  city: string
  company?: string | null
  province?: string | null
  phone?: string | null
}

export const addressValuesOf = (a: AddressLike): AddressValues => ({
  recipient: a.recipient,
  company: a.company ?? '',
  street: a.street,
  postcode: a.postcode,
  city: a.city,
  province: a.province ?? '',
  phone: a.phone ?? '',
})

export const addressText = (a: {
  recipient: string
  company?: string | null
  street: string
  postcode: string
  city: string
  province?: string | null
}) =>
  [a.recipient, a.company, a.street, `${a.postcode} ${a.city}${a.province ? ` (${a.province})` : ''}`]
    .filter(Boolean)
    .join(', ')

// TanStack Form's field names are typed per form; this fieldset serves two forms, so it takes
// the Field component loosely and the caller's prefix.
type FieldComponent = ComponentType<{ name: string; children: (field: never) => ReactNode }>

const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'repeat(6, 1fr)' } })
const span = {
  full: css({ gridColumn: { sm: 'span 6' } }),
  half: css({ gridColumn: { sm: 'span 3' } }),
  third: css({ gridColumn: { sm: 'span 2' } }),
}

export function AddressFieldset(props: {
  Field: unknown
  prefix: string
  errors: Record<string, string | undefined>
  serverErrors: (name: string) => string[]
  onEdit: () => void
  section: 'shipping' | 'billing'
}) {
  const Field = props.Field as FieldComponent
  const { prefix, section } = props
  const one = (
    name: keyof AddressValues,
    label: string,
    className: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <Field name={`${prefix}${name}`}>
      {(f: never) => (
        <TextField
          field={f}
          label={label}
          className={className}
          error={props.errors[`${prefix}${name}`]}
          serverErrors={props.serverErrors(`${prefix}${name}`)}
          onEdit={props.onEdit}
          {...extra}
        />
      )}
    </Field>
  )
  return (
    <div className={grid}>
      {one('recipient', m.account_field_recipient(), span.half, { autoComplete: `${section} name` })}
      {one('company', m.account_field_company(), span.half, {
        optional: true,
        autoComplete: `${section} organization`,
      })}
      {one('street', m.account_field_street(), span.full, { autoComplete: `${section} street-address` })}
      {one('postcode', m.account_field_postcode(), span.third, {
        autoComplete: `${section} postal-code`,
        inputMode: 'numeric',
        maxLength: 5,
      })}
      {one('city', m.account_field_city(), span.third, { autoComplete: `${section} address-level2` })}
      {one('province', m.account_field_province(), span.third, {
        options: provinceOptions,
        placeholder: m.account_field_province_choose(),
        autoComplete: `${section} address-level1`,
      })}
      {one('phone', m.account_field_phone(), span.half, {
        optional: true,
        type: 'tel',
        autoComplete: `${section} tel`,
      })}
    </div>
  )
}
