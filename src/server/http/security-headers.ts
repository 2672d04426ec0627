// Security headers on every answer the server gives (issue 14, decisions 026 and 027): pages,
// cache replays (the early hits of decision 016 included), the API, images, static files and
// errors. Applied once, by the front middleware before nitro (security-headers.middleware.ts).
// No imports: nitro's runtime bundle includes this file and must get nothing of the app.

/** Where browsers send CSP violation reports (logged by the server entry). */
export const CSP_REPORT_PATH = '/csp-report'

export type CspSources = {
  /** The per-request nonce of a rendered page's inline scripts. */
  nonce?: string
  /** `sha256-…` of each inline script of a page kept by the page cache (decision 026). */
  hashes?: string[]
}

/**
 * The Content-Security-Policy. Scripts: this origin's files plus the page's own inline scripts
 * by nonce or hash — never `unsafe-inline`. Styles keep `unsafe-inline` (React style attributes,
 * the theme's <style>): CSS cannot run code. Images may come from the configured image host.
 */
export function contentSecurityPolicy(sources: CspSources = {}): string {
  const script = [
    "'self'",
    ...(sources.nonce ? [`'nonce-${sources.nonce}'`] : []),
    ...(sources.hashes ?? []).map((h) => `'${h}'`),
  ]
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ')
}

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(self), usb=(), browsing-topics=()'

/** The headers every answer carries (CSP aside). */
export function baseSecurityHeaders(hsts: boolean): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', PERMISSIONS_POLICY],
    // Older browsers without CSP level 2 frame-ancestors.
    ['x-frame-options', 'DENY'],
    ['cross-origin-opener-policy', 'same-origin'],
    ['reporting-endpoints', `csp="${CSP_REPORT_PATH}"`],
  ]
  if (hsts) headers.push(['strict-transport-security', 'max-age=31536000; includeSubDomains'])
  return headers
}

/** A protocol-relative or backslashed Location (`//evil.example`) made a path on this origin. */
const offOrigin = /^[\\/]{2,}|^\/\\/

/**
 * The response with the security headers set (a copy when its headers are immutable). A CSP
 * the response already has (a page-cache replay's hash policy) is kept; every other answer gets
 * the nonce policy (harmless on JSON, images and files: they run no script).
 */
export function withSecurityHeaders(response: Response, nonce: string, hsts: boolean): Response {
  const set = (headers: Headers) => {
    for (const [name, value] of baseSecurityHeaders(hsts)) headers.set(name, value)
    if (!headers.has('content-security-policy'))
      headers.set('content-security-policy', contentSecurityPolicy({ nonce }))
    const location = headers.get('location')
    if (location && offOrigin.test(location)) headers.set('location', `/${location.replace(/^[\\/]+/, '')}`)
  }
  try {
    set(response.headers)
    return response
  } catch {
    const headers = new Headers(response.headers)
    set(headers)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

/** The sha256 sources of a page's inline scripts (data blocks such as JSON-LD are not run: skipped). */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? ''
    const body = match[2] ?? ''
    if (/\ssrc\s*=/i.test(attrs) || body.length === 0) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body))
    hashes.add(`sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`)
  }
  return [...hashes]
}

/** Where the nonce of the request being answered lives (set by the plugin, read by getRouter). */
export const NONCE_SLOT = Symbol.for('soglia.cspNonce')
type NonceStore = { getStore(): string | undefined }

/** The current request's CSP nonce on the server; undefined in the browser and in tests. */
export function currentNonce(): string | undefined {
  return (globalThis as { [NONCE_SLOT]?: NonceStore })[NONCE_SLOT]?.getStore()
}
