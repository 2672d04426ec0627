import { startStripeStandin } from '../src/test/stripe-standin'
import { startMailSink } from './mail-sink'

/**
 * Playwright global setup: the SMTP sink the shop under test sends its e-mails to, and the
 * Stripe stand-in its card payments go to (see playwright.config.ts's SMTP_URL, STRIPE_*).
 * The returned function is the global teardown.
 */
export default async function globalSetup() {
  const sink = await startMailSink()
  const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`
  const stripe = await startStripeStandin({
    secretKey: 'sk_test_e2e_soglia',
    webhookSecret: 'whsec_e2e_soglia',
    webhookUrl: `${base}/api/payments/stripe/webhook`,
    port: Number(process.env.E2E_STRIPE_PORT),
  })
  return async () => {
    await sink.close()
    await stripe.close()
  }
}
