import { css, cx } from 'styled-system/css'
import { useImageHost } from '~/components/use-image-host'
import { imageUrl } from '~/lib/format/image'
import { m } from '~/paraglide/messages.js'
import type { CartLine } from '../cart-lines'
import { MAX_QUANTITY } from '../pricing'
import { CartActor } from './cart-provider'
import { lineOptions, steppedQuantity } from './dropdown-lines'
import { LineChoices } from './line-choices'
import { QuantityInput } from './quantity-input'

const stepButton = css({
  w: '8',
  h: '8',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '1px solid',
  borderColor: 'border',
  bg: 'bg.canvas',
  color: 'fg.default',
  fontSize: 'lg',
  lineHeight: 1,
  cursor: 'pointer',
  _disabled: { opacity: 0.45, cursor: 'not-allowed' },
})
const removeButton = css({
  ml: 'auto',
  bg: 'transparent',
  border: 'none',
  color: 'fg.default',
  textDecoration: 'underline',
  fontSize: 'sm',
  cursor: 'pointer',
  px: '1',
  py: '1',
})

/**
 * One line of the header's cart (issue 42 p4): its picture, what was chosen, a quantity stepper
 * and remove. Each control only sends the cart an event; the quote prices it on the server and
 * the line, its total and the subtotal follow that answer.
 */
export function CartDropdownLine({ line, total, onRemove }: { line: CartLine; total: string; onRemove: () => void }) {
  const cart = CartActor.useActorRef()
  const imageHost = useImageHost()
  const p = line.priced
  const name = p?.name ?? line.slug
  const setQuantity = (quantity: number | string) =>
    cart.send({ type: 'cart.setQuantity', cartId: line.cartId, quantity })
  return (
    <li
      data-testid="cart-dropdown-line"
      className={css({
        display: 'grid',
        gridTemplateColumns: '48px 1fr auto',
        columnGap: '3',
        rowGap: '2',
        py: '3',
        borderBottom: '1px solid',
        borderColor: 'border',
        fontSize: 'sm',
      })}
    >
      <img
        src={imageUrl(p?.image_url, imageHost, '/images/brand/logo.svg')}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className={css({ w: '12', h: '12', objectFit: 'cover', borderRadius: 'md', bg: 'bg.subtle' })}
      />
      <div className={css({ minW: 0 })}>
        <p className={css({ fontWeight: 'semibold' })}>{name}</p>
        {lineOptions(p, (label) => m.label_colon({ label })).map((option) => (
          <p key={option} className={css({ color: 'fg.muted' })}>
            {option}
          </p>
        ))}
        <LineChoices priced={p} />
        {p && !p.valid && <p className={css({ color: 'error.text' })}>{m.cart_unavailable()}</p>}
      </div>
      <p data-testid="cart-dropdown-line-total" className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>
        {total}
      </p>
      <div className={css({ gridColumn: '2 / -1', display: 'flex', alignItems: 'center', gap: '0' })}>
        <button
          type="button"
          aria-label={m.cart_quantity_decrease({ name })}
          disabled={line.quantity <= 1}
          onClick={() => setQuantity(steppedQuantity(line.quantity, -1))}
          className={cx(stepButton, css({ borderTopLeftRadius: 'md', borderBottomLeftRadius: 'md' }))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <QuantityInput cartId={line.cartId} quantity={line.quantity} name={name} look="stepper" />
        <button
          type="button"
          aria-label={m.cart_quantity_increase({ name })}
          disabled={line.quantity >= MAX_QUANTITY}
          onClick={() => setQuantity(steppedQuantity(line.quantity, 1))}
          className={cx(stepButton, css({ borderTopRightRadius: 'md', borderBottomRightRadius: 'md' }))}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          data-remove
          aria-label={m.cart_remove_line({ name })}
          onClick={onRemove}
          className={removeButton}
        >
          {m.cart_remove()}
        </button>
      </div>
    </li>
  )
}
