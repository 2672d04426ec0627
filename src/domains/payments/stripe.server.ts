import Stripe from 'stripe'
import { envSchema } from '~/config/env.server'
import type { Locale } from '~/lib/i18n/locales'

// Card payments through Stripe Checkout (decision 030). The browser is sent to a Checkout
// Session; the order becomes `paid` only from the signed `checkout.session.completed`
// webhook, never from the return URL. Without both keys the card method is not offered.

export type StripeConfig = {
  secretKey: string
  webhookSecret: string
  /** Another Stripe-compatible server (the tests' stand-in on 127.0.0.1); unset: api.stripe.com. */
  apiUrl?: string
}

const stripeEnv = envSchema.pick({ STRIPE_SECRET_KEY: true, STRIPE_WEBHOOK_SECRET: true, STRIPE_API_URL: true })

/** Read at each call (three variables, checked at start-up with the rest): tests can switch it. */
export function stripeConfigFromEnv(source: Record<string, string | undefined> = process.env): StripeConfig | null {
  const parsed = stripeEnv.safeParse(source)
  if (!parsed.success) return null
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: apiUrl } = parsed.data
  return secretKey && webhookSecret ? { secretKey, webhookSecret, apiUrl } : null
}

/** Whether card payment can be offered: both Stripe keys are set (orders-core lists methods with this). */
export const stripeConfigured = (): boolean => stripeConfigFromEnv() !== null

const clients = new Map<string, Stripe>()

/** One SDK client per configuration (the SDK keeps its HTTP agent). */
export function stripeClient(config: StripeConfig): Stripe {
  const key = `${config.secretKey}|${config.apiUrl ?? ''}`
  let client = clients.get(key)
  if (!client) {
    const url = config.apiUrl ? new URL(config.apiUrl) : null
    client = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      appInfo: { name: 'Soglia' },
      ...(url
        ? {
            host: url.hostname,
            port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
            protocol: url.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    })
    clients.set(key, client)
  }
  return client
}

export type PayableOrder = { id: number; number: string; total: number; locale: Locale; customerEmail: string | null }

/**
 * A Checkout Session for the order's whole total (one line: the order, already priced and taxed
 * by our pricing module — Stripe only collects). Metadata carry the order id back to the webhook.
 */
export async function createCheckoutSession(
  stripe: Stripe,
  order: PayableOrder,
  urls: { success: string; cancel: string; productName: string },
): Promise<{ id: string; url: string }> {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    client_reference_id: String(order.id),
    metadata: { order_id: String(order.id), order_number: order.number },
    payment_intent_data: { metadata: { order_id: String(order.id), order_number: order.number } },
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'eur', unit_amount: order.total, product_data: { name: urls.productName } },
      },
    ],
    ...(order.customerEmail ? { customer_email: order.customerEmail } : {}),
    locale: order.locale,
    success_url: urls.success,
    cancel_url: urls.cancel,
  })
  if (!session.url) throw new Error(`Stripe answered a Checkout Session without a URL (${session.id})`)
  return { id: session.id, url: session.url }
}

/** The event, if the signature over the raw body is valid (Web Crypto: runs on edge runtimes too). */
export async function verifiedEvent(
  stripe: Stripe,
  payload: string,
  signature: string | null,
  secret: string,
): Promise<Stripe.Event | null> {
  if (!signature) return null
  try {
    return await stripe.webhooks.constructEventAsync(
      payload,
      signature,
      secret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    )
  } catch {
    return null
  }
}
