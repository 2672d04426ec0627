import { redirect } from '@tanstack/react-router'
import { createServerFn, createServerOnlyFn } from '@tanstack/react-start'
import { deleteCookie } from '@tanstack/react-start/server'
import { z } from 'zod'
import { SESSION_COOKIE } from '~/domains/auth/auth.constants'
import { asAction } from '~/domains/auth/session.functions'
import { callApi } from '~/lib/api/client.server'
import { MAX_PAGE } from '~/lib/api/limits'
import { ApiError } from '~/lib/api/errors'
import { orNull, requestToken } from '~/lib/http/forward.server'
import * as api from './accounts.contract'
import { localeIdInput as withId, localeInput as withLocale } from './accounts.schemas'
import type {
  addressInputSchema,
  createTeamUserSchema,
  updateAccountSchema,
  updateTeamUserSchema,
} from './accounts.schemas'
import { clientIp } from '~/lib/http/client-ip.server'

// Server functions of the account area. Loaders read through the GET ones; forms call the others,
// which answer `{ ok, data } | { ok: false, error }` (asAction) so the form shows the API's
// translated field errors. The API validates every body: the forms validate with the same schemas.

/**
 * Runs API calls with the session's token. No token, or a 401 (the session expired or was
 * revoked, spec §4/§8), clears the cookie and sends the browser to /login.
 */
export const withSession = createServerOnlyFn(async <T>(run: (token: string) => Promise<T>): Promise<T> => {
  const token = requestToken()
  if (!token) throw redirect({ to: '/login' })
  try {
    return await run(token)
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      deleteCookie(SESSION_COOKIE, { path: '/' })
      throw redirect({ to: '/login' })
    }
    throw e
  }
})

/** A body passed through untouched: the API parses it and answers translated field errors. */
const body = <T extends object>() => z.custom<T>((v) => typeof v === 'object' && v !== null && !Array.isArray(v))

// ---------------------------------------------------------------------------------------------
// Reads (loaders)

export const fetchAccountOrders = createServerFn({ method: 'GET' })
  .validator(
    withLocale.extend({
      page: z.number().int().min(1).max(MAX_PAGE).default(1),
      per_page: z.number().int().min(1).max(50).default(10),
    }),
  )
  .handler(({ data }) =>
    withSession((token) =>
      callApi(api.listOrders, { locale: data.locale, token, query: { page: data.page, per_page: data.per_page } }),
    ),
  )

/** A JSON snapshot (address, line details) as plain text fields, for the page. */
const textFields = (o: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(o)
      .filter(([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
      .map(([k, v]) => [k, String(v)]),
  )

/** One order, or null when it does not exist or belongs to someone else (the API's 404). */
export const fetchAccountOrder = createServerFn({ method: 'GET' })
  .validator(withId)
  .handler(({ data }) =>
    withSession(async (token) => {
      const found = await orNull(callApi(api.getOrder, { locale: data.locale, token, params: { id: data.id } }))
      if (!found) return null
      const order = found.data
      return {
        ...order,
        shipping_address: textFields(order.shipping_address ?? {}),
      }
    }),
  )

export const fetchAddresses = createServerFn({ method: 'GET' })
  .validator(withLocale)
  .handler(({ data }) =>
    withSession(async (token) => (await callApi(api.listAddresses, { locale: data.locale, token })).data),
  )

export const fetchTeamUsers = createServerFn({ method: 'GET' })
  .validator(withLocale)
  .handler(({ data }) =>
    withSession(async (token) => (await callApi(api.listTeamUsers, { locale: data.locale, token })).data),
  )

// ---------------------------------------------------------------------------------------------
// Actions (forms)

/** Name, e-mail (applied once confirmed: `pending_email`) or password (needs the current one). */
export const updateAccountDetails = createServerFn({ method: 'POST' })
  .validator(withLocale.extend({ body: body<z.input<typeof updateAccountSchema>>() }))
  .handler(({ data }) =>
    asAction(() =>
      withSession((token) =>
        callApi(api.updateAccount, { locale: data.locale, token, ip: clientIp(), body: data.body }),
      ),
    ),
  )

export const createAddress = createServerFn({ method: 'POST' })
  .validator(withLocale.extend({ body: body<z.input<typeof addressInputSchema>>() }))
  .handler(({ data }) =>
    asAction(() =>
      withSession(
        async (token) => (await callApi(api.createAddress, { locale: data.locale, token, body: data.body })).data,
      ),
    ),
  )

/** Changes an address; `{ is_default: true }` makes it the default one. */
export const updateAddress = createServerFn({ method: 'POST' })
  .validator(withId.extend({ body: body<Partial<z.input<typeof addressInputSchema>>>() }))
  .handler(({ data }) =>
    asAction(() =>
      withSession(
        async (token) =>
          (await callApi(api.updateAddress, { locale: data.locale, token, params: { id: data.id }, body: data.body }))
            .data,
      ),
    ),
  )

export const deleteAddress = createServerFn({ method: 'POST' })
  .validator(withId)
  .handler(({ data }) =>
    asAction(() =>
      withSession(async (token) => {
        await callApi(api.deleteAddress, { locale: data.locale, token, params: { id: data.id } })
        return { id: data.id }
      }),
    ),
  )

export const createTeamUser = createServerFn({ method: 'POST' })
  .validator(withLocale.extend({ body: body<z.input<typeof createTeamUserSchema>>() }))
  .handler(({ data }) =>
    asAction(() =>
      withSession(
        async (token) => (await callApi(api.createTeamUser, { locale: data.locale, token, body: data.body })).data,
      ),
    ),
  )

/** Changes one of the retailer's users; `{ disabled }` disables or enables it. */
export const updateTeamUser = createServerFn({ method: 'POST' })
  .validator(withId.extend({ body: body<z.input<typeof updateTeamUserSchema>>() }))
  .handler(({ data }) =>
    asAction(() =>
      withSession(
        async (token) =>
          (await callApi(api.updateTeamUser, { locale: data.locale, token, params: { id: data.id }, body: data.body }))
            .data,
      ),
    ),
  )

export const deleteTeamUser = createServerFn({ method: 'POST' })
  .validator(withId)
  .handler(({ data }) =>
    asAction(() =>
      withSession(async (token) => {
        await callApi(api.deleteTeamUser, { locale: data.locale, token, params: { id: data.id } })
        return { id: data.id }
      }),
    ),
  )

/** Sends a not-yet-active user its invitation again. */
export const resendTeamInvitation = createServerFn({ method: 'POST' })
  .validator(withId)
  .handler(({ data }) =>
    asAction(() =>
      withSession(
        async (token) =>
          (await callApi(api.resendTeamInvitation, { locale: data.locale, token, params: { id: data.id } })).data,
      ),
    ),
  )
