// Extra options as a set (decision 109): a line carries none, one, or — where the product
// allows it — several of its extras (installation and disposal). The set is what counts: the
// order they were chosen in is not, nor is the same id twice. Pure, client-safe.

/** A line's extras in either spelling: `extra_option_ids` (a set), or the older single `extra_option_id`. */
export type ExtraChoice = { extra_option_ids?: readonly number[] | null; extra_option_id?: number | null }

/** The chosen extras as a set: distinct ids, ascending, from both spellings. */
export function extraIdsOf(choice: ExtraChoice): number[] {
  const ids = new Set(choice.extra_option_ids ?? [])
  if (choice.extra_option_id != null) ids.add(choice.extra_option_id)
  return [...ids].sort((a, b) => a - b)
}

/**
 * A set in the spelling lines are kept and sent in: none or one as the single `extra_option_id`
 * (what every line had before decision 109, so saved carts and older readers stay as they were),
 * two or more also as `extra_option_ids`.
 */
export const extraFields = (
  ids: readonly number[],
): { extra_option_id: number | null; extra_option_ids?: number[] } => {
  const set = extraIdsOf({ extra_option_ids: ids })
  return set.length > 1 ? { extra_option_id: set[0]!, extra_option_ids: set } : { extra_option_id: set[0] ?? null }
}

export const sameExtras = (a: ExtraChoice, b: ExtraChoice): boolean => {
  const x = extraIdsOf(a)
  const y = extraIdsOf(b)
  return x.length === y.length && x.every((v, i) => v === y[i])
}

/** The extras a quoted or ordered line carries: its `extra_options`, else its one `extra_option`. */
export const quotedExtraIds = (line: {
  extra_option: { id: number } | null
  extra_options?: ReadonlyArray<{ id: number }>
}): number[] =>
  extraIdsOf({
    extra_option_ids: line.extra_options?.map((o) => o.id) ?? [],
    extra_option_id: line.extra_option?.id ?? null,
  })

/** A line's extras to show: its `extra_options`, else its one `extra_option` (a line from before decision 109). */
export const extrasOf = <E extends { id: number }>(
  line: { extra_option: E | null; extra_options?: readonly E[] } | null | undefined,
): readonly E[] => (line ? (line.extra_options ?? (line.extra_option ? [line.extra_option] : [])) : [])
