import { createServerFn, createServerOnlyFn } from '@tanstack/react-start'
import { deleteCookie, setResponseStatus } from '@tanstack/react-start/server'
import { z } from 'zod'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { ApiError, type ErrorCode, type FieldErrors } from '~/lib/api/errors'
import { requestToken } from '~/lib/http/forward.server'
import { SESSION_COOKIE } from './auth.constants'
import { sessionUser, storeToken } from './session-user.server'
import { login, logout } from './auth.contract'
import { loginSchema, type User } from './auth.schemas'
import { clientIp } from '~/lib/http/client-ip.server'

export type ActionError = { code: ErrorCode; message: string; fields?: FieldErrors }
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ActionError }

/** Runs an API call for a form: API errors come back as data, for the form to show by its fields. */
/** The answer's HTTP status (server only; asAction runs inside handlers). */
const answerStatus = createServerOnlyFn((status: number) => setResponseStatus(status))

export async function asAction<T>(run: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await run() }
  } catch (e) {
    if (e instanceof ApiError) {
      // The API's status goes with the answer (issue 14): a refused form is a 4xx, not a 200.
      answerStatus(e.status)
      return { ok: false, error: { code: e.code, message: e.message, fields: e.fields } }
    }
    throw e
  }
}

/** The signed-in user from the session cookie; a dead session clears the cookie (spec §4). */
export const fetchSessionUser = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema }))
  .handler(({ data }): Promise<User | null> => sessionUser(data.locale))

export const signIn = createServerFn({ method: 'POST' })
  .validator(loginSchema.extend({ locale: localeSchema }))
  .handler(({ data }) =>
    asAction(async () => {
      const result = await callApi(login, {
        locale: data.locale,
        ip: clientIp(),
        body: { email: data.email, password: data.password },
      })
      storeToken(result.access_token, result.expires_in)
      return result.user
    }),
  )

/** Signs out on the server, and clears the cookie even when that call fails (spec §4). */
export const signOut = createServerFn({ method: 'POST' })
  .validator(z.object({ locale: localeSchema }))
  .handler(async ({ data }) => {
    const token = requestToken()
    try {
      if (token) await callApi(logout, { locale: data.locale, token })
    } catch (e) {
      console.warn('logout call failed; the session is cleared anyway', e)
    } finally {
      deleteCookie(SESSION_COOKIE, { path: '/' })
    }
    return { ok: true as const }
  })
