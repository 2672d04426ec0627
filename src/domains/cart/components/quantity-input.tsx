import { useEffect, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { MAX_QUANTITY } from '../pricing'
import { CartActor } from './cart-provider'

// A cart line's quantity box, shared by the header's dropdown and the cart page (defect D1).
// What is typed stays in the box while it is being typed; the cart machine takes only a whole
// number from 1 (spec §4) and ignores the rest, and on leaving the box it shows the line's
// quantity again.

const looks = {
  // Between the dropdown's − and + buttons: square edges, no spinner.
  stepper: (invalid: boolean) =>
    css({
      w: '14',
      h: '8',
      textAlign: 'center',
      borderY: '1px solid',
      borderX: 'none',
      borderColor: invalid ? 'error.text' : 'border',
      bg: 'bg.canvas',
      color: 'fg.default',
      appearance: 'textfield',
      '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { appearance: 'none', m: 0 },
    }),
  // A field of its own in the cart page's table.
  field: (invalid: boolean) =>
    css({
      w: '20',
      px: '2',
      py: '1',
      border: '1px solid',
      borderColor: invalid ? 'error.text' : 'border',
      borderRadius: 'md',
      bg: 'bg.canvas',
      color: 'fg.default',
    }),
}

export function QuantityInput({
  cartId,
  quantity,
  name,
  look,
}: {
  cartId: string
  quantity: number
  name: string
  look: keyof typeof looks
}) {
  const cart = CartActor.useActorRef()
  const id = useId()
  const [draft, setDraft] = useState(String(quantity))
  useEffect(() => setDraft(String(quantity)), [quantity])
  const invalid = !/^\s*\d+\s*$/.test(draft) || Number(draft) < 1 || Number(draft) > MAX_QUANTITY
  return (
    <>
      <label htmlFor={id} className={css({ srOnly: true })}>
        {m.cart_quantity_of({ name })}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY}
        step={1}
        value={draft}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          setDraft(e.target.value)
          cart.send({ type: 'cart.setQuantity', cartId, quantity: e.target.value })
        }}
        onBlur={() => setDraft(String(quantity))}
        className={looks[look](invalid)}
      />
    </>
  )
}
