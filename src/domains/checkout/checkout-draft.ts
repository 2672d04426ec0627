import { z } from 'zod'
import { billingInputSchema, deliveryInputSchema } from '~/domains/orders/orders.schemas'
import { STEPS, type CheckoutDraft, type Step } from './checkout.machine'

// Issue 42: a reload must not drop the checkout's progress (decision 102). The choices made so
// far — the delivery, the shipping option, the billing data, the payment method and the step —
// are kept in this tab's session storage, per user. Never a card (the card form is Stripe's,
// after the order), never an amount (the server quotes again), never the acknowledgements
// (ticked again for the order they are for). Read back through this schema: another version's
// or a tampered record is no record.

export const CHECKOUT_DRAFT_PREFIX = 'soglia_checkout_'

const draftSchema = z.strictObject({
  v: z.literal(1),
  step: z.enum(STEPS),
  reached: z.enum(STEPS),
  delivery: deliveryInputSchema.nullable(),
  shippingOptionId: z.number().int().positive().max(2_147_483_647).nullable(),
  billing: billingInputSchema.nullable(),
  paymentMethod: z.string().trim().min(1).max(60).nullable(),
})

const order = (s: Step) => STEPS.indexOf(s)
const earlier = (a: Step, b: Step): Step => (order(a) <= order(b) ? a : b)

/**
 * The furthest step the kept choices allow: a record that says "summary" but lacks the billing
 * stops at billing, so no step opens on a choice that is not there.
 */
function consistent(d: CheckoutDraft): CheckoutDraft {
  const limit: Step =
    d.delivery === null
      ? 'delivery'
      : d.delivery.type !== 'pickup' && d.shippingOptionId === null
        ? 'shipping'
        : d.billing === null
          ? 'billing'
          : d.paymentMethod === null
            ? 'payment'
            : 'summary'
  const reached = earlier(d.reached, limit)
  const step = earlier(d.step, reached)
  return { ...d, reached, step: d.delivery?.type === 'pickup' && step === 'shipping' ? 'billing' : step }
}

/** The stored text as a draft, or null when it is not one (another version, tampered, not JSON). */
export function parseCheckoutDraft(text: string | null): CheckoutDraft | null {
  if (!text) return null
  try {
    const raw: unknown = JSON.parse(text)
    if (!draftSchema.safeParse(raw).success) return null
    // The record as the form made it, not the schema's output (which adds the address's derived
    // fields): it is sent again as it was typed, and the server decides on it then.
    const { v: _version, ...draft } = raw as z.input<typeof draftSchema>
    return consistent(draft as CheckoutDraft)
  } catch {
    return null
  }
}

const session = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

const keyOf = (userId: number) => `${CHECKOUT_DRAFT_PREFIX}${userId}`

export function readCheckoutDraft(userId: number, storage = session()): CheckoutDraft | null {
  try {
    const draft = parseCheckoutDraft(storage?.getItem(keyOf(userId)) ?? null)
    // A record that does not read is dropped, so it is not read again on every visit.
    if (!draft) storage?.removeItem(keyOf(userId))
    return draft
  } catch {
    return null
  }
}

export function saveCheckoutDraft(userId: number, draft: CheckoutDraft, storage = session()) {
  try {
    storage?.setItem(keyOf(userId), JSON.stringify({ v: 1, ...draft }))
  } catch {
    /* storage full or blocked: a reload starts again from the cart */
  }
}

export function clearCheckoutDraft(userId: number, storage = session()) {
  try {
    storage?.removeItem(keyOf(userId))
    storage?.removeItem(typedKeyOf(userId))
  } catch {
    /* nothing kept */
  }
}

// A new delivery address being typed, before its step is continued: kept apart from the
// choices (the delivery step writes it, the machine knows nothing of it), as plain strings.
const line = z.string().max(200)
const typedAddressSchema = z.strictObject({
  recipient: line,
  company: line,
  street: line,
  postcode: line,
  city: line,
  province: line,
  phone: line,
})
export type TypedAddress = z.output<typeof typedAddressSchema>

const typedKeyOf = (userId: number) => `${CHECKOUT_DRAFT_PREFIX}${userId}_address`

export function readTypedAddress(userId: number, storage = session()): TypedAddress | null {
  try {
    const text = storage?.getItem(typedKeyOf(userId))
    if (!text) return null
    const parsed = typedAddressSchema.safeParse(JSON.parse(text))
    if (!parsed.success) storage?.removeItem(typedKeyOf(userId))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function saveTypedAddress(userId: number, address: TypedAddress, storage = session()) {
  try {
    storage?.setItem(typedKeyOf(userId), JSON.stringify(address))
  } catch {
    /* storage full or blocked: the address is typed again after a reload */
  }
}
