import { deleteCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import { tierForRole } from '~/domains/catalog/pricing'
import { callApi } from '~/lib/api/client.server'
import { ApiError } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { clientIp } from '~/lib/http/client-ip.server'
import { isSecureRequest } from '~/lib/http/secure-request.server'
import type { ApiUser } from '~/domains/shared/api-route'
import { standInCallerOf, standInOf } from '~/server/page-cache/persona.server'
import { requestToken } from '~/lib/http/forward.server'
import { SESSION_COOKIE } from './auth.constants'
import { currentUser } from './auth.contract'
import type { User } from './auth.schemas'

// A signed-in page asks "who is this?" from the root route and again from every loader that
// prices something: the answer is looked up once per request (issue 15) and shared. Only within
// one request: a revoked session stops working on the very next one, on every process.
const perRequest = new WeakMap<Request, Promise<User | null>>()

// The token lives in an HttpOnly cookie the browser's scripts cannot read (spec's "stored token").
export function storeToken(token: string, maxAge: number) {
  setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(getRequest()),
    path: '/',
    maxAge,
  })
}

async function lookUp(locale: Locale): Promise<User | null> {
  const token = requestToken()
  if (!token) return null
  try {
    const { data: user } = await callApi(currentUser, { locale, token, ip: clientIp() })
    storeToken(token, 60 * 60 * 24 * 7) // the API slid the session: slide the cookie too
    return user
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      deleteCookie(SESSION_COOKIE, { path: '/' })
      return null
    }
    throw e
  }
}

/** The signed-in user from the session cookie, once per request; a dead session clears the cookie (spec §4). */
export function sessionUser(locale: Locale): Promise<User | null> {
  const request = getRequest()
  // The shared render of a customer's page (decision 050): its request carries no session.
  const standIn = standInOf(request)
  if (standIn) return Promise.resolve(standIn)
  let user = perRequest.get(request)
  if (!user) {
    user = lookUp(locale)
    perRequest.set(request, user)
    user.catch(() => perRequest.delete(request)) // a failed lookup is not remembered
  }
  return user
}

/**
 * How to make a read whose answer depends on the caller only through its price tier
 * (catalogue, collections, configurator, promotions): as nobody for a visitor or a base-tier
 * customer, whose answer is the anonymous one (so the process's API cache serves it, decision
 * 011); with the session's token for reseller and other tiers. A retailer's sub-user buys at the
 * retailer's conditions, and the API decides that from the token: sub-users always send it. A
 * shared render (decision 051) reads as its stand-in, which carries no token but the customer's
 * price role.
 */
export async function tierAuth(locale: Locale): Promise<CallAuth> {
  // Its price role is known, as the API would learn it from the token: a base tier reads as nobody.
  const standIn = standInCallerOf(getRequest())
  if (standIn) return tierForRole(standIn.priceRole) === 'base' ? {} : { standIn }
  const token = requestToken()
  if (!token) return {}
  const user = await sessionUser(locale)
  return user && needsOwnPrices(user) ? { token } : {}
}

type CallAuth = { token?: string | null; standIn?: ApiUser }

/** Whether a user's catalogue answers differ from a visitor's. */
export const needsOwnPrices = (user: Pick<User, 'role' | 'parent_id'>) =>
  user.parent_id !== null || tierForRole(user.role) !== 'base'
