import type { LineSnapshot } from '../cart-lines'
import { MAX_QUANTITY } from '../pricing'
import { extrasOf } from '../extra-choice'

// The header dropdown's small rules (issue 42 p4), apart from React so they are tested alone.
// The dropdown only asks; the cart machine and the server's quote decide (decision 105).

/** The quantity a stepper button asks for: one less or one more, within 1…MAX_QUANTITY. */
export const steppedQuantity = (quantity: number, step: -1 | 1): number =>
  Math.min(MAX_QUANTITY, Math.max(1, quantity + step))

/**
 * What the line says it is: each chosen variant as "Group: name" (finish, opening side), then
 * the extra options (decision 109). A configured door's steps come as `choices`, shown apart.
 */
export function lineOptions(
  priced: Pick<LineSnapshot, 'variants' | 'extra_option' | 'extra_options'> | null,
  colon: (label: string) => string,
): string[] {
  if (!priced) return []
  const variants = priced.variants.map((v) => (v.group ? `${colon(v.group)} ${v.name}` : v.name))
  return [...variants, ...extrasOf(priced).map((e) => e.name)]
}

/**
 * Where the focus goes when the line at `index` of `count` lines is removed: the line that takes
 * its place, else the one before, else nothing (-1: the dropdown itself), so a keyboard user is
 * never dropped onto the page behind the dropdown.
 */
export function focusAfterRemoval(index: number, count: number): number {
  const left = count - 1
  if (left <= 0) return -1
  return Math.min(index, left - 1)
}
