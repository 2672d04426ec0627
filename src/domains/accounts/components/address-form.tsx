import { useServerFn } from '@tanstack/react-start'
import { useId } from 'react'
import type { z } from 'zod'
import { css } from 'styled-system/css'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { addressInputSchema, type addressSchema } from '../accounts.schemas'
import { createAddress, updateAddress } from '../accounts.functions'
import { provinceOptions } from '~/domains/addresses/provinces'
import { blankToNull, FormActions, FormMessage, schemaValidator, TextField } from './form-kit'
import { useAccountForm } from './use-account-form'

export type Address = z.output<typeof addressSchema>

type Values = {
  label: string
  recipient: string
  company: string
  street: string
  postcode: string
  city: string
  province: string
  phone: string
  is_default: boolean
}

const toValues = (a: Address | null): Values => ({
  label: a?.label ?? '',
  recipient: a?.recipient ?? '',
  company: a?.company ?? '',
  street: a?.street ?? '',
  postcode: a?.postcode ?? '',
  city: a?.city ?? '',
  province: a?.province ?? '',
  phone: a?.phone ?? '',
  is_default: a?.is_default ?? false,
})

/** The form's strings as the API wants them: blanks as null. */
const toBody = (v: Values) => ({
  label: blankToNull(v.label),
  recipient: v.recipient.trim(),
  company: blankToNull(v.company),
  street: v.street.trim(),
  postcode: v.postcode.trim(),
  city: v.city.trim(),
  province: blankToNull(v.province),
  phone: blankToNull(v.phone),
  is_default: v.is_default,
})

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(6, 1fr)' } })
const span = {
  full: css({ gridColumn: { sm: 'span 6' } }),
  half: css({ gridColumn: { sm: 'span 3' } }),
  third: css({ gridColumn: { sm: 'span 2' } }),
}

/** Adds or changes an Italian shipping address (a CAP of 5 digits, one of the provinces). */
export function AddressForm(props: {
  address: Address | null
  onSaved: (saved: Address) => void
  onCancel: () => void
}) {
  const locale = getLocale() as Locale
  const create = useServerFn(createAddress)
  const update = useServerFn(updateAddress)
  const checkboxId = useId()
  const editingDefault = props.address?.is_default === true
  const { form, busy, errors, formError, errorsOf, clear, onSubmit } = useAccountForm({
    locale,
    defaultValues: toValues(props.address),
    validate: schemaValidator<Values>(addressInputSchema, locale, toBody),
    send: (value) => {
      const body = toBody(value)
      // The default address stays the default (another one is made default from the list).
      // `is_default` is always sent: the API resets a missing one to false (accounts.api.test.ts).
      return props.address
        ? update({
            data: { locale, id: props.address.id, body: editingDefault ? { ...body, is_default: true } : body },
          })
        : create({ data: { locale, body } })
    },
    onSaved: props.onSaved,
  })
  const titleId = useId()

  return (
    <section
      aria-labelledby={titleId}
      className={css({ border: '1px solid', borderColor: 'primary', borderRadius: 'lg', p: { base: '4', md: '6' } })}
    >
      <h2 id={titleId} className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })}>
        {props.address ? m.account_shipping_edit_title() : m.account_shipping_new_title()}
      </h2>
      <form
        noValidate
        method="post"
        onSubmit={onSubmit}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <div className={grid}>
          <form.Field name="recipient">
            {(f) => (
              <TextField
                field={f}
                error={errors.recipient}
                className={span.half}
                label={m.account_field_recipient()}
                autoComplete="shipping name"
                serverErrors={errorsOf('recipient')}
                onEdit={clear}
              />
            )}
          </form.Field>
          <form.Field name="company">
            {(f) => (
              <TextField
                field={f}
                error={errors.company}
                className={span.half}
                optional
                label={m.account_field_company()}
                autoComplete="shipping organization"
                serverErrors={errorsOf('company')}
                onEdit={clear}
              />
            )}
          </form.Field>
          <form.Field name="street">
            {(f) => (
              <TextField
                field={f}
                error={errors.street}
                className={span.full}
                label={m.account_field_street()}
                autoComplete="shipping street-address"
                serverErrors={errorsOf('street')}
                onEdit={clear}
              />
            )}
          </form.Field>
          <form.Field name="postcode">
            {(f) => (
              <TextField
                field={f}
                error={errors.postcode}
                className={span.third}
                label={m.account_field_postcode()}
                autoComplete="shipping postal-code"
                inputMode="numeric"
                maxLength={5}
                serverErrors={errorsOf('postcode')}
                onEdit={clear}
              />
            )}
          </form.Field>
          <form.Field name="city">
            {(f) => (
              <TextField
                field={f}
                error={errors.city}
                className={span.third}
                label={m.account_field_city()}
                autoComplete="shipping address-level2"
                serverErrors={errorsOf('city')}
                onEdit={clear}
              />
            )}
          </form.Field>
          <form.Field name="province">
            {(f) => (
              <TextField
                field={f}
                error={errors.province}
                className={span.third}
                label={m.account_field_province()}
                options={provinceOptions}
                placeholder={m.account_field_province_choose()}
                autoComplete="shipping address-level1"
                serverErrors={errorsOf('province')}
                onEdit={clear}
              />
            )}
          </form.Field>
          <form.Field name="phone">
            {(f) => (
              <TextField
                field={f}
                error={errors.phone}
                className={span.half}
                type="tel"
                optional
                label={m.account_field_phone()}
                autoComplete="shipping tel"
                serverErrors={errorsOf('phone')}
                onEdit={clear}
              />
            )}
          </form.Field>
          <form.Field name="label">
            {(f) => (
              <TextField
                field={f}
                error={errors.label}
                className={span.half}
                optional
                label={m.account_field_label()}
                hint={m.account_field_label_hint()}
                serverErrors={errorsOf('label')}
                onEdit={clear}
              />
            )}
          </form.Field>
        </div>
        {!editingDefault && (
          <form.Field name="is_default">
            {(f) => (
              <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={f.state.value}
                  onChange={(e) => f.handleChange(e.target.checked)}
                  className={css({ w: '4', h: '4' })}
                />
                <label htmlFor={checkboxId}>{m.account_field_is_default()}</label>
              </div>
            )}
          </form.Field>
        )}
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        <FormActions busy={busy} label={m.account_shipping_save()} onCancel={props.onCancel} />
      </form>
    </section>
  )
}
