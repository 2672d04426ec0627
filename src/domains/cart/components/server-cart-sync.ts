import { CART_STORAGE_KEY, parseSavedCart, SAVED_CART_VERSION, type SavedCart } from '../cart-lines'
import { savedFromWire, wireFromSaved } from '../server-cart.schemas'
import { mergeCartWithServer, saveCartOnServer } from '../server-cart.functions'
import { cartLocale as locale, cartStorage as storage } from './cart-effects'

// Decisions 028, 082: the signed-in customer's cart lives on the server. The first time an
// account is used in a browser, the browser's saved copy is merged into the account's; the
// answer's sync token is kept beside it, and from then on the browser's copy is a mirror: the
// account's cart wins (a line removed on another device, an order placed there, stay so). The
// result becomes the browser's copy, which the spec §4 restoration then reads as before. After
// each change the saved form is sent back (debounced). Failures leave the browser copy alone.

/** The account whose cart this browser mirrors (POST /cart/merge's `sync_token`). */
const SYNC_KEY = 'soglia_cart_synced'
const syncToken = () => {
  try {
    return storage()?.getItem(SYNC_KEY) ?? null
  } catch {
    return null
  }
}
const keepSyncToken = (token: string) => {
  try {
    storage()?.setItem(SYNC_KEY, token)
  } catch {
    /* storage blocked: the next restore merges once more, as at a first sign-in */
  }
}

/**
 * A change saved in this browser but not yet on the account (the page was left within the
 * debounce): it is the latest change, so the next restore sends it first instead of letting the
 * account's older copy win.
 */
const UNSENT_KEY = 'soglia_cart_unsent'
const setUnsent = (unsent: boolean) => {
  try {
    if (unsent) storage()?.setItem(UNSENT_KEY, '1')
    else storage()?.removeItem(UNSENT_KEY)
  } catch {
    /* storage blocked */
  }
}
const hasUnsent = () => {
  try {
    return storage()?.getItem(UNSENT_KEY) === '1'
  } catch {
    return false
  }
}

/** The browser's saved cart merged with the account's, as the text the restore reads. */
export async function readMergedSavedCart(): Promise<string | null> {
  const text = storage()?.getItem(CART_STORAGE_KEY) ?? null
  const parsed = parseSavedCart(text)
  const local = parsed && parsed !== 'unreadable' ? parsed : null
  try {
    const merged = await mergeCartWithServer({
      data: {
        locale: locale(),
        body: {
          ...wireFromSaved({
            items: local?.items ?? [],
            cart_coupon: local?.couponCode ? { code: local.couponCode } : null,
          }),
          synced: syncToken(),
          // The last change made here never reached the account: it is the newest.
          unsent: local !== null && hasUnsent(),
        },
      },
    })
    if (!merged) return text
    keepSyncToken(merged.sync_token)
    setUnsent(false)
    const saved: SavedCart = {
      version: SAVED_CART_VERSION,
      items: savedFromWire(merged),
      shipping_info: local?.shipping ?? { price: 0 },
      cart_coupon: merged.coupon_code ? { code: merged.coupon_code } : null,
      cart_iva: local?.vatRate ?? 22,
    }
    lastSent = sentForm(saved)
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
/** What the account's cart holds as far as this page knows: the restore's echo of it is no change. */
let lastSent: string | null = null
const sentForm = (saved: Pick<SavedCart, 'items' | 'cart_coupon'>) => JSON.stringify(wireFromSaved(saved))

/** Sends the saved form to the account's cart, at most every 800 ms; the account's own cart coming back is not sent. */
export function pushSavedCart(saved: SavedCart) {
  if (sentForm(saved) === lastSent) {
    // Back to what the account holds (or the restore's echo of it): nothing to send, not even a change waiting.
    pending = null
    if (!timer) setUnsent(false)
    return
  }
  pending = saved
  setUnsent(true)
  if (timer) return
  timer = setTimeout(() => {
    timer = null
    const cart = pending
    pending = null
    if (!cart) {
      setUnsent(false)
      return
    }
    lastSent = sentForm(cart)
    saveCartOnServer({ data: { locale: locale(), body: wireFromSaved(cart) } })
      .then((token) => {
        if (!token) return
        keepSyncToken(token)
        // A newer change may be waiting for the next tick; it keeps the mark.
        if (!pending) setUnsent(false)
      })
      .catch((error: unknown) => console.warn('server cart not saved', error))
  }, 800)
}
