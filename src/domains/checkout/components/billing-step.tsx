import { useForm, useStore } from '@tanstack/react-form'
import { useId } from 'react'
import { css } from 'styled-system/css'
import { buttonStyle, schemaValidator, TextField } from '~/domains/accounts/components/form-kit'
import { billingInputSchema } from '~/domains/orders/orders.schemas'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { Billing } from '../checkout.machine'
import { AddressFieldset, addressBody, blankAddress, type AddressValues } from './address-fieldset'
import { invoiceIdErrors, useCodiceFiscaleCheck } from './invoice-id-check'
import { choiceStyle, radioStyle } from './choice-style'

// Step 5: a receipt, or an Italian invoice (name or company, partita IVA and/or codice fiscale,
// SDI code or PEC, address). Formats and the server's own rules on the identifiers (check
// digits, SDI or PEC) are checked here as each field is left, and the step is not left while
// one fails (issue 42); the server still decides at "Ordina", its refusal under its field.

type Values = {
  document: 'receipt' | 'invoice'
  name: string
  company: string
  vat_number: string
  eu_vat_number: string
  tax_code: string
  sdi_code: string
  pec: string
  same: boolean
  address: AddressValues
}

type Body = ReturnType<typeof addressBody>

const orNull = (v: string) => (v.trim() === '' ? null : v.trim())

export function billingBody(v: Values, deliveryAddress: Body | null): Billing {
  if (v.document === 'receipt') return { document: 'receipt' }
  return {
    document: 'invoice',
    name: v.name.trim(),
    company: orNull(v.company),
    vat_number: orNull(v.vat_number),
    eu_vat_number: orNull(v.eu_vat_number),
    tax_code: orNull(v.tax_code),
    sdi_code: orNull(v.sdi_code),
    pec: orNull(v.pec),
    address: v.same && deliveryAddress ? deliveryAddress : addressBody(v.address),
  }
}

const valuesOf = (b: Billing | null, name: string, trade: boolean, hasDelivery: boolean): Values => {
  const inv = b?.document === 'invoice' ? (b as Record<string, unknown>) : null
  const s = (k: string) => (typeof inv?.[k] === 'string' ? (inv[k] as string) : '')
  return {
    document: b ? b.document : trade ? 'invoice' : 'receipt',
    name: s('name') || name,
    company: s('company'),
    vat_number: s('vat_number'),
    eu_vat_number: s('eu_vat_number'),
    tax_code: s('tax_code'),
    sdi_code: s('sdi_code'),
    pec: s('pec'),
    same: hasDelivery,
    address: inv?.address
      ? { ...blankAddress, ...Object.fromEntries(Object.entries(inv.address as object).map(([k, v]) => [k, v ?? ''])) }
      : blankAddress,
  }
}

export function BillingStep(props: {
  locale: Locale
  current: Billing | null
  customerName: string
  trade: boolean
  /** An administrator's 0 % sale to an EU business (art. 41): the buyer's EU VAT number is required instead of Italian ids. */
  euBuyer?: boolean
  /** The delivery address, when there is one to copy. */
  deliveryAddress: Body | null
  serverErrors: (name: string) => string[]
  onEdit: () => void
  onChoose: (billing: Billing) => void
}) {
  const schemaCheck = schemaValidator<Values>(billingInputSchema, props.locale, (v) =>
    billingBody(v, props.deliveryAddress),
  )
  const check = ({ value }: { value: Values }) => {
    const fields: Record<string, string> = { ...schemaCheck({ value })?.fields }
    // A shape error stays the one shown; the rules add what a shape cannot tell.
    if (value.document === 'invoice')
      for (const [k, e] of Object.entries(invoiceIdErrors(value, codiceFiscale, props.locale))) fields[k] ??= e
    if (props.euBuyer) {
      if (value.document !== 'invoice' || !value.eu_vat_number.trim())
        fields.eu_vat_number ??= m.validation_eu_vat_required()
    } else if (value.document === 'invoice' && !value.vat_number.trim() && !value.tax_code.trim())
      fields.vat_number ??= m.checkout_billing_need_id()
    return Object.keys(fields).length ? { fields } : undefined
  }
  const form = useForm({
    defaultValues: valuesOf(props.current, props.customerName, props.trade, props.deliveryAddress !== null),
    onSubmit: ({ value }) => {
      if (check({ value })) return
      props.onChoose(billingBody(value, props.deliveryAddress))
    },
  })
  const values = useStore(form.store, (s) => s.values)
  // Declared after `check`, read by it only once the render has reached here.
  const codiceFiscale = useCodiceFiscaleCheck(values.document === 'invoice')
  const attempts = useStore(form.store, (s) => s.submissionAttempts)
  const errors = check({ value: values })?.fields ?? {}
  const server = (n: string) => props.serverErrors(`billing.${n}`)
  const legendId = useId()
  const sameId = useId()
  const field = (
    name: 'name' | 'company' | 'vat_number' | 'eu_vat_number' | 'tax_code' | 'sdi_code' | 'pec',
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <form.Field name={name}>
      {(f) => (
        <TextField
          field={f}
          label={label}
          error={errors[name]}
          serverErrors={server(name)}
          onEdit={props.onEdit}
          {...extra}
        />
      )}
    </form.Field>
  )
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <form.Field name="document">
        {(f) => (
          <fieldset
            aria-labelledby={legendId}
            className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}
          >
            <legend id={legendId} className={css({ fontWeight: 'semibold', mb: '2' })}>
              {m.checkout_billing_legend()}
            </legend>
            {(['receipt', 'invoice'] as const).map((d) => (
              <label key={d} className={choiceStyle}>
                <input
                  type="radio"
                  name="document"
                  value={d}
                  checked={f.state.value === d}
                  onChange={() => f.handleChange(d)}
                  className={radioStyle}
                />
                <span className={css({ fontWeight: 'semibold' })}>
                  {d === 'receipt' ? m.checkout_billing_receipt() : m.checkout_billing_invoice()}
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </form.Field>
      {values.document === 'invoice' && (
        <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
          {field('name', m.checkout_billing_name(), { autoComplete: 'billing name' })}
          {field('company', m.checkout_billing_company(), { optional: true, autoComplete: 'billing organization' })}
          {props.euBuyer ? (
            field('eu_vat_number', m.checkout_billing_eu_vat(), {
              maxLength: 20,
              hint: m.checkout_billing_eu_vat_hint(),
            })
          ) : (
            <>
              {field('vat_number', m.checkout_billing_vat(), {
                inputMode: 'numeric',
                maxLength: 13,
                hint: m.checkout_billing_ids_hint(),
              })}
              {field('tax_code', m.checkout_billing_tax_code(), { maxLength: 16 })}
              {field('sdi_code', m.checkout_billing_sdi(), {
                maxLength: 7,
                optional: true,
                hint: m.checkout_billing_sdi_hint(),
              })}
            </>
          )}
          {field('pec', m.checkout_billing_pec(), { type: 'email', optional: true })}
          <div className={css({ gridColumn: { sm: 'span 2' }, display: 'flex', flexDirection: 'column', gap: '3' })}>
            {props.deliveryAddress && (
              <form.Field name="same">
                {(f) => (
                  <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                    <input
                      id={sameId}
                      type="checkbox"
                      checked={f.state.value}
                      onChange={(e) => f.handleChange(e.target.checked)}
                      className={css({ w: '5', h: '5' })}
                    />
                    <label htmlFor={sameId}>{m.checkout_billing_address_same()}</label>
                  </div>
                )}
              </form.Field>
            )}
            {!(values.same && props.deliveryAddress) && (
              <fieldset>
                <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{m.checkout_billing_address()}</legend>
                <AddressFieldset
                  Field={form.Field}
                  prefix="address."
                  errors={errors}
                  serverErrors={server}
                  onEdit={props.onEdit}
                  section="billing"
                />
              </fieldset>
            )}
          </div>
        </div>
      )}
      {attempts > 0 && Object.keys(errors).length > 0 && (
        <p role="alert" className={css({ color: 'error.text' })}>
          {m.checkout_billing_fix()}
        </p>
      )}
      <div>
        <button type="submit" className={buttonStyle.primary} data-testid="checkout-billing-continue">
          {m.checkout_continue()}
        </button>
      </div>
    </form>
  )
}
