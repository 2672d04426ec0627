// The JSON text of a kept value (decision 056). A value kept per data version (`versionedMemo`)
// is never mutated, by that memo's contract, so its JSON is the same every time it is answered:
// the in-process API wrote the category tree (4.6 kB) and the settings again for every
// uncached page. Only values marked here are trusted that way; any other value is written anew.

const texts = new WeakMap<object, string | null>()

// Under Vitest a kept value is also frozen, deeply: a caller that mutates one (which would
// change every later request's copy, and leave its kept JSON stale) fails in the tests instead
// of misbehaving in production. Not in production: freezing costs a walk of the value.
const freezeKept = typeof process !== 'undefined' && process.env?.VITEST === 'true'

function deepFreeze(value: unknown, seen = new WeakSet<object>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value) || ArrayBuffer.isView(value)) return
  seen.add(value)
  if (value instanceof Map) for (const entry of value.values()) deepFreeze(entry, seen)
  else if (!(value instanceof Set) && !(value instanceof Date))
    for (const child of Object.values(value)) deepFreeze(child, seen)
  Object.freeze(value)
}

/** Marks `value` (an object or array) as never mutated again. */
export function markKept(value: unknown): void {
  if (typeof value !== 'object' || value === null || texts.has(value)) return
  texts.set(value, null)
  if (freezeKept) deepFreeze(value)
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
    if (keys.length === 1 && keys[0] === 'data' && typeof data === 'object' && data !== null && texts.has(data))
      return `{"data":${jsonOf(data)}}`
  }
  return JSON.stringify(value)
}
