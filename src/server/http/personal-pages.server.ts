// Pages that show one person's data, and the CSP report sink (issue 14, decision 026).
import { delocalizePath } from '~/lib/i18n/locales'
import { log } from '~/lib/log.server'
import { readBodyCapped } from '~/lib/validation/input-guard'
import { withHeader } from './with-header'

/**
 * Canonical paths of personal pages (and of the pages that carry one-time tokens): no shared
 * cache and no browser cache may keep them, even when their answer is an error or a redirect.
 */
const PERSONAL = [
  /^\/account(\/|$)/,
  /^\/checkout(\/|$)/,
  /^\/administration(\/|$)/,
  /^\/reset-password(\/|$)/,
  /^\/verify-email(\/|$)/,
  /^\/restore-email(\/|$)/,
  /^\/accept-invitation(\/|$)/,
  /^\/newsletter\/(?:confirm|unsubscribe)(\/|$)/,
  /^\/reviews\/stop(\/|$)/,
  /^\/login-link(\/|$)/,
  /^\/offerta(\/|$)/,
  /^\/sopralluogo(\/|$)/,
]

export function isPersonalPath(pathname: string): boolean {
  const { canonical } = delocalizePath(pathname)
  return PERSONAL.some((pattern) => pattern.test(canonical) || pattern.test(pathname))
}

/** `Cache-Control: private, no-store` on a personal page's answer. */
export function personal(url: URL, response: Response): Response {
  return isPersonalPath(url.pathname) ? withHeader(response, 'cache-control', 'private, no-store') : response
}

const MAX_REPORT_BYTES = 16_384

/** A browser's CSP violation report (report-uri or Reporting API): logged, answered 204. */
export async function logCspReport(request: Request): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } })
  const bytes = await readBodyCapped(request, MAX_REPORT_BYTES)
  if (!bytes) return new Response(null, { status: 413 })
  let report: unknown
  try {
    report = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return new Response(null, { status: 400 })
  }
  log().warn({ cspReport: report, userAgent: request.headers.get('user-agent')?.slice(0, 200) }, 'CSP violation')
  return new Response(null, { status: 204 })
}
