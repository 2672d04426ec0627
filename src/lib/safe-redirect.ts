// Every redirect the shop makes stays on its own origin (issue 14, open redirects). A browser
// reads `//evil.example`, `/\evil.example` and `/%09/evil.example`-like tricks as another
// host; this returns a path that can only mean this origin, or the fallback.

const BASE = 'http://same-origin.invalid'

/**
 * `target` as a path on this origin: one leading slash, repeated slashes and backslashes
 * collapsed, no control characters. Null for anything else (absolute URLs, `javascript:`,
 * relative paths, undecodable text).
 */
export function localPath(target: unknown): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > 4000) return null
  // oxlint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001F\u007F]/.test(target)) return null
  if (!target.startsWith('/') && !target.startsWith('\\')) return null
  // Browsers treat `\` as `/` in URLs; `//host` and `/\host` are protocol-relative. Only the
  // path is collapsed: the query keeps its slashes (`?next=https://…` is a value, issue 41).
  const cut = target.search(/[?#]/)
  const [path, rest] = cut === -1 ? [target, ''] : [target.slice(0, cut), target.slice(cut)]
  const collapsed = path.replace(/[\\/]+/g, '/') + rest
  let url: URL
  try {
    url = new URL(collapsed, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** `localPath`, or the given fallback (`/` by default). */
export const localPathOr = (target: unknown, fallback = '/'): string => localPath(target) ?? fallback
