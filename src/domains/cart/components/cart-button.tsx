import { lazy, Suspense, useState } from 'react'
import { m } from '~/paraglide/messages.js'
import { useItemCount, useSignedIn } from './cart-provider'
import { CartTriggerContent, cartTriggerClass } from './cart-trigger'

// The dropdown (Ark popover, positioning) is loaded on the first use of the button, not with
// every page (decision 010): hovering or focusing the button starts the download.
const loadPopover = () => import('./cart-popover')
const CartPopover = lazy(() => loadPopover().then((mod) => ({ default: mod.CartPopover })))

/** The header's cart: a button with the item count (signed in only) and a dropdown of the lines. */
export function CartButton() {
  const signedIn = useSignedIn()
  const count = useItemCount()
  const [used, setUsed] = useState(false)
  const trigger = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={m.cart_button_label({ count: String(count) })}
      className={cartTriggerClass}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => setUsed(true)}
    >
      <CartTriggerContent signedIn={signedIn} count={count} />
    </button>
  )
  if (!used) return trigger
  return (
    <Suspense fallback={trigger}>
      <CartPopover defaultOpen />
    </Suspense>
  )
}
