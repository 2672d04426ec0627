// A customer's storefront page from the shared render of their role (decisions 050, 051,
// persona.server.ts): the session is checked on every request (one indexed query, decision 044),
// then the page comes from the page cache as an anonymous one does, and is made theirs.
import { SESSION_COOKIE } from '~/domains/auth/auth.constants'
import { resolveSessionUser, SESSION_TTL_SECONDS } from '~/domains/auth/session.server'
import { toUser } from '~/domains/auth/users.server'
import { readCookie } from '~/domains/consent/consent.cookie'
import { env } from '~/config/env.server'
import { getDb } from '~/db/index.server'
import { currentNonce } from '~/server/http/security-headers'
import { wholeResponse } from '~/server/http/whole-page.server'
import { keptAnswer, type PageCache } from './page-cache.server'
import { isSecureRequest } from '~/lib/http/secure-request.server'
import {
  compileTemplate,
  fillTemplate,
  servesCustomer,
  sharedForCustomers,
  standInPolicy,
  standInRequest,
  type Template,
} from './persona.server'

/** Headers of the shared render that are not this answer's: its CSP names the render's nonce. */
const DROPPED = new Set(['content-security-policy', 'content-length', 'content-encoding', 'vary', 'cache-control'])
/** Each kept render cut once (its bytes live as long as its cache entry). */
const templates = new WeakMap<Uint8Array, Template | null>()

/**
 * The customer's page, or null when this request is not one the shared render serves (no
 * session, a dead one, an administrator, a private page, a page the cache does not keep):
 * the caller then renders it as before, for the customer.
 */
export async function customerPage(
  request: Request,
  url: URL,
  cache: PageCache,
  render: (request: Request) => Promise<Response>,
  extra: Array<[string, string]>,
): Promise<Response | null> {
  if (request.method !== 'GET' || !sharedForCustomers(url.pathname)) return null
  // A storefront of a remote API (API_URL) has no sessions of its own to check.
  if (env().API_URL) return null
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE)
  if (!token) return null
  // The API's own check, remembered for this request: a fallback render asks it no second time.
  const session = await resolveSessionUser(await getDb(), token, new Date())
  if (!session?.row) return null
  const user = toUser(session.row)
  if (!servesCustomer(user)) return null
  const shared = standInRequest(request, user, session.priceRole)
  const policy = standInPolicy(user, session.priceRole)
  if (policy.key(shared, Date.now(), url) === null) return null

  let rendered = false // by this request (a MISS), rather than found or awaited (a HIT)
  const response = await cache.handle(shared, () => ((rendered = true), render(shared)), policy, [], url)
  const kept = keptAnswer(response)
  if (!kept) {
    await response.body?.cancel()
    return null // not kept (an error page, a redirect): rendered for the customer instead
  }
  let template = templates.get(kept.body)
  if (template === undefined)
    templates.set(kept.body, (template = compileTemplate(new TextDecoder().decode(kept.body))))
  const page = template && fillTemplate(template, user, currentNonce())
  if (!page) return null

  const headers: Array<[string, string]> = kept.headers.filter(([name]) => !DROPPED.has(name.toLowerCase()))
  // Theirs alone, and their session slides as a page rendered for them slides it (storeToken).
  headers.push(
    ['x-cache', rendered ? 'MISS' : 'HIT'],
    ...extra,
    ['cache-control', 'private, no-store'],
    ['set-cookie', sessionCookie(token, request)],
  )
  // Written in one write, compressed in one call (no ReadableStream).
  return wholeResponse(page, { status: kept.status, headers })
}

/** As `storeToken` sets it: Secure behind TLS (isSecureRequest). */
function sessionCookie(token: string, request: Request): string {
  const secure = isSecureRequest(request)
  return `${SESSION_COOKIE}=${token}; Max-Age=${SESSION_TTL_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}
