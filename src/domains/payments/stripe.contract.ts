import { z } from 'zod'
import { idParams } from '~/domains/accounts/accounts.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'

const tags = ['Payments']

export const startCardPayment = defineEndpoint({
  method: 'POST',
  path: '/account/orders/{id}/payment',
  errors: ['conflict'],
  summary: 'Start paying a pending card order: answers the Stripe Checkout address to send the browser to',
  description:
    'For one of the caller’s orders (or, for a retailer, of its users) paid by card and still `pending` and unpaid. ' +
    'The order becomes `paid` only when Stripe confirms the payment to the webhook, never from the return address. ' +
    '`409 conflict` when the order is not payable by card now; `404` when card payment is not configured or the order is not the caller’s.',
  tags,
  access: 'authenticated',
  params: idParams,
  response: z.object({ data: z.object({ url: z.url() }) }),
})

export const stripeWebhook = defineEndpoint({
  method: 'POST',
  path: '/payments/stripe/webhook',
  errors: ['not_found'],
  summary: 'Stripe webhook: signed events (Stripe-Signature over the raw body)',
  description:
    'Called by Stripe, not by clients. A missing or wrong signature answers `400`. `checkout.session.completed` with ' +
    '`payment_status: paid` moves the order to `paid` when the amount matches; a replayed event changes nothing.',
  tags,
  access: 'public',
  response: z.object({ received: z.literal(true) }),
})
