import { CART_STORAGE_KEY, parseSavedCart, SAVED_CART_VERSION, type SavedCart } from '../cart-lines'
import { savedFromWire, wireFromSaved } from '../server-cart.schemas'
import { mergeCartWithServer, saveCartOnServer } from '../server-cart.functions'
import { cartLocale as locale, cartStorage as storage } from './cart-effects'

// Decision 028: the signed-in customer's cart also lives on the server. At sign-in the browser's
// saved copy is merged into the account's and the result becomes the browser's copy, which the
// spec §4 restoration then reads as before (products refreshed, lost lines reported). After
// each change the saved form is sent back (debounced). Failures leave the browser copy alone.

/** The browser's saved cart merged with the account's, as the text the restore reads. */
export async function readMergedSavedCart(): Promise<string | null> {
  const text = storage()?.getItem(CART_STORAGE_KEY) ?? null
  const parsed = parseSavedCart(text)
  const local = parsed && parsed !== 'unreadable' ? parsed : null
  try {
    const merged = await mergeCartWithServer({
      data: {
        locale: locale(),
        body: wireFromSaved({ items: local?.items ?? [], cart_coupon: local?.couponCode ? { code: local.couponCode } : null }),
      },
    })
    if (!merged) return text
    const saved: SavedCart = {
      version: SAVED_CART_VERSION,
      items: savedFromWire(merged),
      shipping_info: local?.shipping ?? { price: 0 },
      cart_coupon: merged.coupon_code ? { code: merged.coupon_code } : null,
      cart_iva: local?.vatRate ?? 22,
    }
    // Nothing on either side: keep "nothing saved" (the restore then has nothing to do).
    if (saved.items.length === 0 && !saved.cart_coupon && text === null) return null
    const merged_text = JSON.stringify(saved)
    try {
      storage()?.setItem(CART_STORAGE_KEY, merged_text)
    } catch {
      /* storage full or blocked: the restore still gets the merged cart */
    }
    return merged_text
  } catch (error) {
    console.warn('server cart not merged', error)
    return text
  }
}

let timer: ReturnType<typeof setTimeout> | null = null
let pending: SavedCart | null = null

/** Sends the saved form to the account's cart, at most every 800 ms. */
export function pushSavedCart(saved: SavedCart) {
  pending = saved
  if (timer) return
  timer = setTimeout(() => {
    timer = null
    const cart = pending
    pending = null
    if (!cart) return
    saveCartOnServer({ data: { locale: locale(), body: wireFromSaved(cart) } }).catch((error: unknown) => console.warn('server cart not saved', error))
  }, 800)
}
