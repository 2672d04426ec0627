// Signed-in pages of base-tier customers from one shared render (decision 050). Such a customer
// sees the catalogue, prices and promotions exactly as a visitor does (decision 048); what is
// theirs on a storefront page is only who they are (the greeting, the account links, the shell's
// user in the router state). So their page is rendered once per address, locale and consent
// choice for a stand-in customer whose name, e-mail and id are sentinels, kept in the page cache
// like an anonymous page, and personalised on every answer. The stand-in render never sees the
// customer's session cookie: nothing of one customer can be in another's page, by construction.
import type { User } from '~/domains/auth/auth.schemas'
import { SESSION_COOKIE } from '~/domains/auth/auth.constants'
import { firstName } from '~/domains/auth/names'
import { readCookie } from '~/domains/consent/consent.cookie'
import { cacheKey, isStorable, type CachePolicy } from './cache-policy'

/** Private-use characters: neither React nor seroval escape them, and no name contains them. */
const FIRST = '\uE000F'
const LAST = '\uE000L'
const EMAIL = '\uE000E@stand-in.invalid'
/** Far above any serial id; printed as it is by seroval. */
const ID = 987_654_321_987

/** Which customers the shared render serves: a base-tier account of its own (no trade prices, no parent account). */
export const servesCustomer = (user: Pick<User, 'role' | 'parent_id'>) => user.role === 'user' && user.parent_id === null

/** The stand-in rendered in a customer's place: the same role, verification and language. */
export function standIn(user: Pick<User, 'email_verified' | 'locale'>): User {
  return { id: ID, name: `${FIRST} ${LAST}`, email: EMAIL, role: 'user', email_verified: user.email_verified, parent_id: null, locale: user.locale }
}

// The stand-in of a render, by its request object: made here, so no header can ask for it.
const standIns = new WeakMap<Request, User>()
/** The stand-in a render is made for, or undefined for every ordinary request. */
export const standInOf = (request: Request): User | undefined => standIns.get(request)

/**
 * The request the shared render is made from: the customer's without the session cookie (so
 * no code on the render's path can read anything of theirs) and without Accept-Encoding (the
 * cache answers it with the plain bytes, which are personalised, then compressed).
 */
export function standInRequest(request: Request, user: User): Request {
  const headers = new Headers(request.headers)
  headers.delete('accept-encoding')
  const cookies = headers.get('cookie')
  if (cookies !== null) {
    const kept = cookies.split(';').filter((part) => part.split('=')[0]?.trim() !== SESSION_COOKIE)
    if (kept.length > 0) headers.set('cookie', kept.join(';'))
    else headers.delete('cookie')
  }
  const bare = new Request(request.url, { method: request.method, headers })
  standIns.set(bare, standIn(user))
  return bare
}

/**
 * The cache policy of the shared render: the anonymous page's key (address, consent choice;
 * null for private pages) plus what the stand-in shares with the customer.
 */
export function standInPolicy(user: Pick<User, 'email_verified' | 'locale'>): CachePolicy {
  return {
    key: (request, now, url) => {
      const anonymous = readCookie(request.headers.get('cookie'), SESSION_COOKIE) === null ? cacheKey(request, now, url) : null
      return anonymous && `${anonymous}|customer=${user.email_verified ? 'verified' : 'unverified'}:${user.locale}`
    },
    storable: isStorable,
  }
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
const html = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!)
/** Inside a script's string literal: JSON's escapes are JavaScript's; `<` never closes the script. */
const script = (text: string) => JSON.stringify(text).slice(1, -1).replace(/</g, '\\u003c')

type Values = { full: string; first: string; email: string; id: string }

function replaceAll(text: string, values: Values, escape: (s: string) => string): string {
  return text
    .replaceAll(`${FIRST} ${LAST}`, escape(values.full))
    .replaceAll(FIRST, escape(values.first))
    .replaceAll(EMAIL, escape(values.email))
    .replaceAll(String(ID), values.id)
}

/**
 * The shared render made the customer's: their name, first name (as the header greets), e-mail
 * and id in place of the stand-in's — escaped for a script inside `<script>`, for HTML outside —
 * and this answer's CSP nonce in place of the render's. Null when the render holds no stand-in
 * or a sentinel is left over (a form of it this function does not know), or the customer's own
 * values hold one: the caller then renders the page for the customer.
 */
export function personalise(template: string, user: User, nonce: string | undefined): string | null {
  const values: Values = { full: user.name, first: firstName(user.name), email: user.email, id: String(user.id) }
  if ([values.full, values.email].some((v) => v.includes('\uE000') || v.includes(String(ID)))) return null
  // No stand-in in it: the render did not see one (a visitor's page), so it is not the customer's.
  if (!template.includes(FIRST)) return null
  let out = ''
  let at = 0
  for (const match of template.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/gi)) {
    out += replaceAll(template.slice(at, match.index), values, html) + replaceAll(match[0], values, script)
    at = match.index + match[0].length
  }
  out += replaceAll(template.slice(at), values, html)
  if (out.includes('\uE000')) return null
  const rendered = /\snonce="([^"]+)"/.exec(template)?.[1]
  return rendered && nonce ? out.replaceAll(rendered, nonce) : out
}
