import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { serverCartBodySchema, serverCartSchema } from './server-cart.schemas'

// The signed-in customer's cart kept on the server (decision 028).
const tags = ['Cart']
const response = z.object({ data: serverCartSchema })

export const getServerCart = defineEndpoint({
  method: 'GET',
  path: '/cart',
  summary: 'The caller’s saved cart (choices only; price it with POST /cart/quote)',
  tags,
  access: 'authenticated',
  response,
})

export const putServerCart = defineEndpoint({
  method: 'PUT',
  path: '/cart',
  summary: 'Replace the caller’s saved cart',
  description:
    'Sent by the storefront after each change of the cart. Lines are checked for shape only: prices come from a quote.',
  tags,
  access: 'authenticated',
  body: serverCartBodySchema,
  response,
})

export const mergeServerCart = defineEndpoint({
  method: 'POST',
  path: '/cart/merge',
  summary: 'Merge the browser’s saved cart into the caller’s, and return the result',
  description:
    'At sign-in. The same choice on both sides becomes one line with the larger quantity (merging twice changes nothing); ' +
    'lines only in the body are added after the saved ones; the body’s coupon code, when set, replaces the saved one.',
  tags,
  access: 'authenticated',
  body: serverCartBodySchema,
  response,
})
