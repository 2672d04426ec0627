import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { requestToken } from '~/lib/http/forward.server'
import { mergeServerCart, putServerCart } from './server-cart.contract'
import { serverCartBodySchema, type ServerCart } from './server-cart.schemas'

// The browser's side of the server cart (decision 028), with the caller's token forwarded.
// Signed out there is no token: these answer null and the browser copy is all there is.

/** `POST /cart/merge`: at sign-in, the browser's saved cart into the account's. */
export const mergeCartWithServer = createServerFn({ method: 'POST' })
  .validator(z.object({ locale: localeSchema, body: serverCartBodySchema }))
  .handler(async ({ data }): Promise<ServerCart | null> => {
    const token = requestToken()
    if (!token) return null
    return (await callApi(mergeServerCart, { locale: data.locale, token, body: data.body })).data
  })

/** `PUT /cart`: after a change of the cart; answers the sync token (null signed out). */
export const saveCartOnServer = createServerFn({ method: 'POST' })
  .validator(z.object({ locale: localeSchema, body: serverCartBodySchema }))
  .handler(async ({ data }): Promise<string | null> => {
    const token = requestToken()
    if (!token) return null
    return (await callApi(putServerCart, { locale: data.locale, token, body: data.body })).data.sync_token
  })
