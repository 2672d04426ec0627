// Signed-in pages from one shared render (decisions 050, 051). A customer sees the catalogue,
// prices and promotions as every account of their price tier does (decision 048: the tier is all
// a catalogue read knows of its caller), and a page as every account of their role does; what is
// theirs on a storefront page is only who they are (the greeting, the account links, the shell's
// user in the router state). So their page is rendered once per address, role, locale and
// consent choice for a stand-in of that role whose name, e-mail and id are sentinels (its
// catalogue reads made as the tier's stand-in, in process), kept in the page cache like an
// anonymous page, and personalised on every answer. The stand-in render never sees the
// customer's session cookie: nothing of one customer can be in another's page, by construction.
import type { User } from '~/domains/auth/auth.schemas'
import type { Role } from '~/domains/shared/roles'
import { tierForRole } from '~/domains/catalog/pricing'
import type { ApiUser } from '~/domains/shared/api-route'
import { SESSION_COOKIE } from '~/domains/auth/auth.constants'
import { firstName } from '~/domains/auth/names'
import { readCookie } from '~/domains/consent/consent.cookie'
import { concatBytes } from '~/lib/bytes'
import { delocalizePath } from '~/lib/i18n/locales'
import { isPrivatePath, isStorable, MAX_URL_LENGTH, pageKey, type CachePolicy } from './cache-policy'

/** Private-use characters: neither React nor seroval escape them, and no name contains them. */
const FIRST = '\uE000F'
const LAST = '\uE000L'
const EMAIL = '\uE000E@stand-in.invalid'
/** Far above any serial id; printed as they are by seroval. */
const ID = 987_654_321_987
const PARENT = 987_654_321_986

/**
 * Which accounts the shared render serves: every shopper — a customer, a retailer, a reseller,
 * an "other" trade account, a retailer's employee (a sub-account, at its parent's price tier).
 * Not an administrator: the back office's links and prices on the storefront are theirs.
 */
export const servesCustomer = (user: Pick<User, 'role'>) => user.role !== 'admin'

/**
 * The stand-in rendered in a customer's place: the same role, verification and language, a
 * sub-account's stand-in a sub-account too (of a sentinel parent).
 */
export function standIn(user: Pick<User, 'role' | 'email_verified' | 'locale' | 'parent_id'>): User {
  return {
    id: ID,
    name: `${FIRST} ${LAST}`,
    email: EMAIL,
    role: user.role,
    email_verified: user.email_verified,
    parent_id: user.parent_id === null ? null : PARENT,
    locale: user.locale,
  }
}

/**
 * The caller a stand-in's catalogue reads are made as: the customer's price role (a
 * sub-account's is its parent's), and nothing of anyone.
 */
export const standInCaller = (shared: User, priceRole: Role): ApiUser => ({
  id: shared.id,
  role: shared.role,
  parentId: shared.parent_id,
  priceRole,
})

// The stand-in of a render, by its request object: made here, so no header can ask for it.
const standIns = new WeakMap<Request, { user: User; caller: ApiUser }>()
/** The stand-in a render is made for, or undefined for every ordinary request. */
export const standInOf = (request: Request): User | undefined => standIns.get(request)?.user
/** The caller a render's catalogue reads are made as, or undefined for every ordinary request. */
export const standInCallerOf = (request: Request): ApiUser | undefined => standIns.get(request)?.caller

/**
 * The request the shared render is made from: the customer's without the session cookie (so
 * no code on the render's path can read anything of theirs) and without Accept-Encoding (the
 * cache answers it with the plain bytes, which are personalised, then compressed).
 */
export function standInRequest(request: Request, user: User, priceRole: Role): Request {
  const headers = new Headers(request.headers)
  headers.delete('accept-encoding')
  const cookies = headers.get('cookie')
  if (cookies !== null) {
    const kept = cookies.split(';').filter((part) => part.split('=')[0]?.trim() !== SESSION_COOKIE)
    if (kept.length > 0) headers.set('cookie', kept.join(';'))
    else headers.delete('cookie')
  }
  const bare = new Request(request.url, { method: request.method, headers })
  const shared = standIn(user)
  standIns.set(bare, { user: shared, caller: standInCaller(shared, priceRole) })
  return bare
}

/**
 * Private pages whose server render holds nothing of the customer but the stand-in's name:
 * checkout (its cart and address book come from the browser). The order's complete page, the
 * account and the rest read the customer's own records on the server: never shared.
 */
const SHARED_PRIVATE = new Set(['/checkout'])

/** Whether a customer's request for this path may be served from the shared render. */
export const sharedForCustomers = (pathname: string) =>
  !isPrivatePath(pathname) || SHARED_PRIVATE.has(delocalizePath(pathname).canonical)

/**
 * The cache policy of the shared render: the anonymous page's key (address, consent choice;
 * null for private pages but checkout, long addresses and requests that still carry a session)
 * plus what the stand-in shares with the customer: role (and whether a sub-account), price
 * tier, verification, language.
 */
export function standInPolicy(
  user: Pick<User, 'role' | 'email_verified' | 'locale' | 'parent_id'>,
  priceRole: Role,
): CachePolicy {
  const who = `${user.role}${user.parent_id === null ? '' : '+sub'}:${tierForRole(priceRole)}:${user.email_verified ? 'verified' : 'unverified'}:${user.locale}`
  return {
    key: (request, now, parsed) => {
      const cookies = request.headers.get('cookie')
      if (request.method !== 'GET' || request.url.length > MAX_URL_LENGTH || request.headers.has('authorization'))
        return null
      if (readCookie(cookies, SESSION_COOKIE) !== null) return null
      const url = parsed ?? new URL(request.url)
      if (!sharedForCustomers(url.pathname)) return null
      return `${pageKey(url, cookies, now)}|customer=${who}`
    },
    storable: isStorable,
  }
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
const html = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!)
/** Inside a script's string literal: JSON's escapes are JavaScript's; `<` never closes the script. */
const script = (text: string) => JSON.stringify(text).slice(1, -1).replace(/</g, '\\u003c')

type Slot = 'full' | 'first' | 'email' | 'id' | 'parent' | 'nonce'
type Hole = { slot: Slot; inScript: boolean }
/** A shared render cut at the stand-in's values: its bytes, and holes for the customer's. */
export type Template = { parts: Array<Uint8Array | Hole>; nonce: string | undefined; hasParent: boolean }

const encoder = new TextEncoder()
const regexpText = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * Cuts a shared render at every form of the stand-in it holds (full name, first name, e-mail,
 * id, parent id) and at its CSP nonce, noting whether each stands inside a `<script>`. Null when the render
 * holds no stand-in (a visitor's page: a render that did not see one) or a sentinel is left
 * over after the cuts (a form of the stand-in this code does not know). Paid once per entry.
 */
export function compileTemplate(text: string): Template | null {
  if (!text.includes(FIRST)) return null
  const nonce = /\snonce="([^"]+)"/.exec(text)?.[1]
  const scripts = [...text.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/gi)].map(
    (m) => [m.index, m.index + m[0].length] as const,
  )
  const tokens: Array<[string, Slot]> = [
    [`${FIRST} ${LAST}`, 'full'],
    [FIRST, 'first'],
    [EMAIL, 'email'],
    [String(ID), 'id'],
    [String(PARENT), 'parent'],
    ...(nonce ? [[nonce, 'nonce'] as [string, Slot]] : []),
  ]
  const slotOf = new Map(tokens)
  const parts: Template['parts'] = []
  let at = 0
  let inside = 0 // the first script that does not end before the current token
  for (const match of text.matchAll(new RegExp(tokens.map(([t]) => regexpText(t)).join('|'), 'g'))) {
    const literal = text.slice(at, match.index)
    if (literal.includes('\uE000')) return null
    parts.push(encoder.encode(literal))
    while (inside < scripts.length && scripts[inside]![1] <= match.index) inside++
    const script = scripts[inside]
    parts.push({ slot: slotOf.get(match[0])!, inScript: script !== undefined && script[0] <= match.index })
    at = match.index + match[0].length
  }
  const rest = text.slice(at)
  if (rest.includes('\uE000')) return null
  parts.push(encoder.encode(rest))
  return { parts, nonce, hasParent: parts.some((part) => !(part instanceof Uint8Array) && part.slot === 'parent') }
}

/**
 * The shared render made the customer's: their name, first name (as the header greets), e-mail,
 * id and parent's id in the holes — escaped for a script inside `<script>`, for HTML outside —
 * and this answer's CSP nonce in place of the render's. Null when the customer's own values hold
 * a sentinel (they would be taken for the stand-in's), or the render has a parent and they have
 * none: the caller then renders the page for them.
 */
export function fillTemplate(
  template: Template,
  user: User,
  nonce: string | undefined,
): Uint8Array<ArrayBuffer> | null {
  if ([user.name, user.email].some((v) => v.includes('\uE000') || v.includes(String(ID)) || v.includes(String(PARENT))))
    return null
  if (user.parent_id === null && template.hasParent) return null
  const values: Record<Slot, string> = {
    full: user.name,
    first: firstName(user.name),
    email: user.email,
    id: String(user.id),
    parent: String(user.parent_id),
    nonce: nonce ?? template.nonce ?? '',
  }
  const encoded = new Map<string, Uint8Array>()
  const bytesOf = (hole: Hole) => {
    const key = `${hole.slot}${hole.inScript}`
    let bytes = encoded.get(key)
    if (!bytes) {
      const value = values[hole.slot]
      const raw = hole.slot === 'id' || hole.slot === 'parent' || hole.slot === 'nonce'
      encoded.set(key, (bytes = encoder.encode(raw ? value : hole.inScript ? script(value) : html(value))))
    }
    return bytes
  }
  return concatBytes(template.parts.map((part) => (part instanceof Uint8Array ? part : bytesOf(part))))
}
