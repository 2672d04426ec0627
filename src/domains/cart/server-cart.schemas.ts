import { z } from 'zod'
import { COUPON_CODE_MAX, MAX_QUOTE_LINES } from './cart.limits'
import { quoteLineInputSchema } from './cart.schemas'
import { sameChoice, type SavedCart, type SavedLine } from './cart-lines'
import { MAX_QUANTITY } from './pricing'
import { extraFields, extraIdsOf } from './extra-choice'

// The server-side cart (decision 028): the browser's saved form, kept per signed-in user so a
// second device finds the same cart. Choices only: prices always come from a quote.

export const serverCartLineSchema = quoteLineInputSchema.extend({
  cart_id: z.string().min(1).max(64).meta({ description: 'The line’s id in the cart (keeps removals apart)' }),
})
export type ServerCartLine = z.output<typeof serverCartLineSchema>

export const serverCartBodySchema = z
  .strictObject({
    items: z.array(serverCartLineSchema).max(MAX_QUOTE_LINES),
    coupon_code: z.string().trim().max(COUPON_CODE_MAX).nullable().default(null),
    synced: z.string().max(80).nullable().optional().meta({
      description:
        'The `sync_token` this browser last had from the account’s cart: its copy is then a mirror, and `POST /cart/merge` answers the account’s cart unchanged',
    }),
    unsent: z.boolean().optional().meta({
      description:
        'With `synced`: the browser’s copy holds a change it could not send yet, the newest one — it replaces the account’s cart',
    }),
  })
  .meta({ id: 'ServerCartInput' })

export const serverCartSchema = z
  .object({
    items: z.array(serverCartLineSchema),
    coupon_code: z.string().nullable(),
    updated_at: z.string().nullable().meta({ description: 'Last change; null when the user never had a cart here' }),
    sync_token: z.string().meta({
      description:
        'Kept by the browser and sent back as `synced`: this account’s cart has been merged into that browser once',
    }),
  })
  .meta({ id: 'ServerCart' })
export type ServerCart = z.output<typeof serverCartSchema>

type Choice = Omit<SavedLine, 'cartId' | 'quantity'>
const choiceOf = (line: ServerCartLine): Choice => ({
  slug: line.slug,
  variant_ids: line.variant_ids,
  ...extraFields(extraIdsOf(line)),
  ...(line.configuration ? { configuration: line.configuration } : {}),
})

/**
 * The server's lines with the browser's merged in (decision 028). The same choice on both sides
 * is one line with the larger quantity, not the sum: merging the same carts twice changes
 * nothing, and a device that already synced does not double its lines. Lines only the browser
 * has follow the server's; a clashing line id gets a fresh one. The browser's coupon wins (it
 * is the newer intent); at most MAX_QUOTE_LINES lines.
 */
export function mergeCarts(
  server: { items: ServerCartLine[]; coupon_code: string | null },
  browser: { items: ServerCartLine[]; coupon_code: string | null },
): { items: ServerCartLine[]; coupon_code: string | null } {
  const items = server.items.map((line) => ({ ...line }))
  for (const line of browser.items) {
    const same = items.find((l) => sameChoice(choiceOf(l), choiceOf(line)))
    if (same) {
      same.quantity = Math.min(MAX_QUANTITY, Math.max(same.quantity, line.quantity))
      continue
    }
    if (items.length >= MAX_QUOTE_LINES) break
    let cartId = line.cart_id
    for (let n = items.length; items.some((l) => l.cart_id === cartId); n++) cartId = `line-m${n}`
    items.push({ ...line, cart_id: cartId })
  }
  return { items, coupon_code: browser.coupon_code ?? server.coupon_code }
}

/** The browser's saved form as the API's body. */
export const wireFromSaved = (
  saved: Pick<SavedCart, 'items' | 'cart_coupon'>,
): { items: ServerCartLine[]; coupon_code: string | null } => ({
  items: saved.items.map((line) => ({
    cart_id: line.cartId,
    slug: line.slug,
    quantity: line.quantity,
    variant_ids: [...line.variant_ids],
    ...extraFields(extraIdsOf(line)),
    ...(line.configuration && Object.keys(line.configuration).length
      ? { configuration: { ...line.configuration } }
      : {}),
  })),
  coupon_code: saved.cart_coupon?.code ?? null,
})

/** The API's cart as the browser's saved lines. */
export const savedFromWire = (cart: { items: ServerCartLine[] }): SavedLine[] =>
  cart.items.map((line) => ({
    cartId: line.cart_id,
    slug: line.slug,
    quantity: line.quantity,
    variant_ids: [...line.variant_ids],
    ...extraFields(extraIdsOf(line)),
    ...(line.configuration ? { configuration: line.configuration } : {}),
  }))
