// The text of a function written into a page as an inline script. A build minifies the modules
// of such functions and gives each one its minified text under this key
// (scripts/vite/minify-serialized.ts, decision 056); in development and tests the function's
// own `toString` is the text.

export const SERIALIZED_SOURCE = Symbol.for('soglia.serialized-source')

/** The text to write into a page for `fn`. */
export const sourceOf = (fn: (...args: never[]) => unknown): string =>
  (fn as unknown as Record<symbol, string | undefined>)[SERIALIZED_SOURCE] ?? fn.toString()
