import { getCookie } from '@tanstack/react-start/server'
import { SESSION_COOKIE } from '~/domains/auth/auth.constants'
import { ApiError } from '~/lib/api/errors'

/** The caller's bearer token, forwarded by server functions to the API. */
export const requestToken = (): string | null => getCookie(SESSION_COOKIE) ?? null

/** A 404 from the API becomes null so loaders can answer with the not-found page. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null
    throw e
  }
}

export { publicUrl } from '~/lib/http/public-url.server'
