// The JSON text of a kept value (decision 056). A value kept per data version (`versionedMemo`)
// is never mutated, by that memo's contract, so its JSON is the same every time it is answered:
// the in-process API wrote the category tree (4.6 kB) and the settings again for every
// uncached page. Only values marked here are trusted that way; any other value is written anew.

const texts = new WeakMap<object, string | null>()

/** Marks `value` (an object or array) as never mutated again. */
export function markKept(value: unknown): void {
  if (typeof value === 'object' && value !== null && !texts.has(value)) texts.set(value, null)
}

/** `JSON.stringify(value)`, written once for a kept value. */
export function jsonOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value)
  const kept = texts.get(value)
  if (kept === undefined) return JSON.stringify(value)
  if (kept !== null) return kept
  const text = JSON.stringify(value)
  texts.set(value, text)
  return text
}

/**
 * An API answer's JSON: `{ data }` (the shape of every read) whose `data` is kept is written
 * around the kept text; anything else is `JSON.stringify` as usual.
 */
export function answerJson(value: unknown): string {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const keys = Object.keys(value)
    const data = (value as { data?: unknown }).data
    if (keys.length === 1 && keys[0] === 'data' && typeof data === 'object' && data !== null && texts.has(data)) return `{"data":${jsonOf(data)}}`
  }
  return JSON.stringify(value)
}
