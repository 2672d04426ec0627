import { useForm, useStore } from '@tanstack/react-form'
import { useEffect, useId } from 'react'
import { css } from 'styled-system/css'
import { buttonStyle, schemaValidator } from '~/domains/accounts/components/form-kit'
import type { Address } from '~/domains/accounts/components/address-form'
import { addressInputSchema } from '~/domains/orders/orders.schemas'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { Delivery } from '../checkout.machine'
import { AddressFieldset, addressBody, addressText, blankAddress, type AddressValues } from './address-fieldset'
import { choiceStyle, radioStyle } from './choice-style'

// Step 2: an address from the address book, a new one (saved to the book when asked), or
// pickup at the shop when the shop allows it.

type Values = AddressValues & { choice: string; save: boolean }

const initialChoice = (current: Delivery | null, addresses: Address[]): string => {
  if (current?.type === 'pickup') return 'pickup'
  if (current && 'address_id' in current) return `saved-${current.address_id}`
  if (current) return 'new'
  const preferred = addresses.find((a) => a.is_default) ?? addresses[0]
  return preferred ? `saved-${preferred.id}` : 'new'
}

export function DeliveryStep(props: {
  locale: Locale
  addresses: Address[]
  /** Only customers (role user) have an address book to save to. */
  canSave: boolean
  pickupAvailable: boolean
  current: Delivery | null
  /** A new address typed before a reload, not yet continued (decision 102). */
  typed?: AddressValues | null
  /** Called as a new address is typed, to keep it across a reload. */
  onTyping?: (address: AddressValues) => void
  serverErrors: (name: string) => string[]
  onEdit: () => void
  onChoose: (delivery: Delivery) => void
}) {
  const current = props.current && 'address' in props.current ? props.current : null
  const typed = props.typed ?? null
  const defaults: Values = {
    ...blankAddress,
    ...(current ? Object.fromEntries(Object.entries(current.address).map(([k, v]) => [k, v ?? ''])) : {}),
    // What was typed last wins over what was last continued: it is the newer of the two.
    ...typed,
    choice: !props.current && typed ? 'new' : initialChoice(props.current, props.addresses),
    save: current?.save ?? props.canSave,
  }
  const check = schemaValidator<Values>(addressInputSchema, props.locale, (v) => addressBody(v))
  const form = useForm({
    defaultValues: defaults,
    onSubmit: ({ value }) => {
      if (value.choice === 'pickup') return props.onChoose({ type: 'pickup' })
      if (value.choice.startsWith('saved-'))
        return props.onChoose({ type: 'address', address_id: Number(value.choice.slice(6)) })
      if (check({ value })) return
      props.onChoose({ type: 'address', address: addressBody(value), save: props.canSave && value.save })
    },
  })
  const values = useStore(form.store, (s) => s.values)
  const { onTyping } = props
  const { recipient, company, street, postcode, city, province, phone } = values
  useEffect(() => {
    if (values.choice === 'new') onTyping?.({ recipient, company, street, postcode, city, province, phone })
  }, [values.choice, onTyping, recipient, company, street, postcode, city, province, phone])
  const errors = values.choice === 'new' ? (check({ value: values })?.fields ?? {}) : {}
  const legendId = useId()
  const saveId = useId()
  const options = [
    ...props.addresses.map((a) => ({ value: `saved-${a.id}`, label: a.label || a.recipient, detail: addressText(a) })),
    { value: 'new', label: m.checkout_delivery_new(), detail: null },
    ...(props.pickupAvailable
      ? [{ value: 'pickup', label: m.checkout_delivery_pickup(), detail: m.checkout_delivery_pickup_hint() }]
      : []),
  ]
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <form.Field name="choice">
        {(f) => (
          <fieldset aria-labelledby={legendId} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <legend id={legendId} className={css({ fontWeight: 'semibold', mb: '2' })}>
              {m.checkout_delivery_legend()}
            </legend>
            {options.map((o) => (
              <label key={o.value} className={choiceStyle}>
                <input
                  type="radio"
                  name="delivery"
                  value={o.value}
                  checked={f.state.value === o.value}
                  onChange={() => f.handleChange(o.value)}
                  className={radioStyle}
                />
                <span>
                  <span className={css({ fontWeight: 'semibold', display: 'block' })}>{o.label}</span>
                  {o.detail && <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{o.detail}</span>}
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </form.Field>
      {values.choice === 'new' && (
        <>
          <AddressFieldset
            Field={form.Field}
            prefix=""
            errors={errors}
            serverErrors={(n) => props.serverErrors(`delivery.address.${n}`)}
            onEdit={props.onEdit}
            section="shipping"
          />
          {props.canSave && (
            <form.Field name="save">
              {(f) => (
                <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  <input
                    id={saveId}
                    type="checkbox"
                    checked={f.state.value}
                    onChange={(e) => f.handleChange(e.target.checked)}
                    className={css({ w: '5', h: '5' })}
                  />
                  <label htmlFor={saveId}>{m.checkout_delivery_save()}</label>
                </div>
              )}
            </form.Field>
          )}
        </>
      )}
      {props.serverErrors('delivery').map((e) => (
        <p key={e} role="alert" className={css({ color: 'error.text' })}>
          {e}
        </p>
      ))}
      <div>
        <button type="submit" className={buttonStyle.primary} data-testid="checkout-delivery-continue">
          {m.checkout_continue()}
        </button>
      </div>
    </form>
  )
}
