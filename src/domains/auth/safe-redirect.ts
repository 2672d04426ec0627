// The one check for a `redirect` target taken from an address (issue 16, and the hardening
// review's open-redirect rule): only a path of this shop is ever followed.

const ORIGIN = 'http://soglia.invalid'

/**
 * `target` if it is a same-origin path (`/negozio/x?y#z`), else undefined. Refused: absolute and
 * protocol-relative URLs (`https://…`, `//…`), backslashes (`/\evil` is `//evil` to browsers),
 * control characters and whitespace, anything the URL parser would move to another origin.
 */
export function safeRedirect(target: unknown): string | undefined {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2000) return undefined
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return undefined
  // oxlint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\s]/.test(target)) return undefined
  try {
    const url = new URL(target, ORIGIN)
    if (url.origin !== ORIGIN) return undefined
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return undefined
  }
}
