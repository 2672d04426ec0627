const DAY_MS = 86_400_000

export type PricePoint = { price: number; at: Date }

/**
 * Omnibus directive (art. 17-bis Codice del Consumo): when a price is reduced, the shop shows the
 * lowest price applied in the 30 days before the reduction. `history` is every recorded price of
 * one product and tier, oldest first. Returns that lowest price, or null when the current price
 * is not a reduction (no earlier price, or it went up or stayed the same).
 */
export function lowestBeforeReduction(history: readonly PricePoint[], current: number): number | null {
  if (history.length === 0) return null
  // The reduction happened where the current price's latest unbroken run began.
  let start = history.length
  while (start > 0 && history[start - 1]!.price === current) start--
  if (start === 0) return null
  const reducedAt = history[start]?.at.getTime() ?? Number.POSITIVE_INFINITY
  const windowStart = reducedAt - 30 * DAY_MS
  const before = history.slice(0, start)
  // Prices applied during the window: those recorded in it, and the one in force when it opened.
  // One recorded at the very moment of the reduction was replaced at once: never in force.
  const inForceAtStart = before.filter((p) => p.at.getTime() <= windowStart).at(-1)
  const inWindow = before.filter((p) => p.at.getTime() > windowStart && p.at.getTime() < reducedAt)
  const applied = [...(inForceAtStart ? [inForceAtStart] : []), ...inWindow].map((p) => p.price)
  if (applied.length === 0) return null
  const lowest = Math.min(...applied)
  return lowest > current ? lowest : null
}

/**
 * Omnibus for a promotion: the lowest price applied in the 30 days before it started (`since`),
 * from the recorded history; the regular price when nothing else was applied then.
 */
export function lowestBeforePromotion(history: readonly PricePoint[], since: Date, regular: number): number {
  const windowStart = since.getTime() - 30 * DAY_MS
  const before = history.filter((p) => p.at.getTime() <= since.getTime())
  const inForceAtStart = before.filter((p) => p.at.getTime() <= windowStart).at(-1)
  const inWindow = before.filter((p) => p.at.getTime() > windowStart)
  const applied = [...(inForceAtStart ? [inForceAtStart] : []), ...inWindow].map((p) => p.price)
  return applied.length === 0 ? regular : Math.min(...applied)
}
