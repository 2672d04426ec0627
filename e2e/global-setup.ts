import { startStripeStandin } from '../src/test/stripe-standin'
import { startMailSink } from './mail-sink'
import { slots } from './slots'

/**
 * Playwright global setup: for each worker's shop (e2e/slots.ts), the SMTP sink it sends its
 * e-mails to and the Stripe stand-in its card payments go to (see playwright.config.ts's
 * SMTP_URL, STRIPE_*). The returned function is the global teardown.
 */
export default async function globalSetup() {
  const started = await Promise.all(
    slots.map(async (shop) => {
      const sink = await startMailSink({ port: shop.mailPort, dir: shop.mailDir })
      const stripe = await startStripeStandin({
        secretKey: 'sk_test_e2e_soglia',
        webhookSecret: 'whsec_e2e_soglia',
        webhookUrl: `${shop.baseURL}/api/payments/stripe/webhook`,
        port: shop.stripePort,
      })
      return [sink, stripe]
    }),
  )
  return async () => {
    await Promise.all(started.flat().map((service) => service.close()))
  }
}
