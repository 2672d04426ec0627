import { resolve } from 'node:path'

// Issue 40: the end-to-end run has E2E_WORKERS Playwright workers (2 unless told), and each
// worker slot has a shop of its own: its server on its own port and data folder, its SMTP sink,
// its Stripe stand-in. A test only ever talks to its slot's shop, so what one spec changes
// (settings, stock, a customer's orders) is never seen by a spec running beside it in the other
// worker. Playwright guarantees that two workers running at once have different
// `parallelIndex`es (0 … workers − 1), which is the slot.
//
// Slot i's ports are the configured ones plus 10 × i: E2E_PORT, E2E_MAIL_PORT and E2E_STRIPE_PORT
// move together, so two runs side by side still only need their three base ports apart by 20.

const root = resolve(import.meta.dirname, '..')

export const workers = Math.max(1, Number.parseInt(process.env.E2E_WORKERS ?? '2', 10) || 1)

const basePort = Number(process.env.E2E_PORT ?? 3100)
const baseMailPort = Number(process.env.E2E_MAIL_PORT ?? 2525)
const baseStripePort = Number(process.env.E2E_STRIPE_PORT ?? basePort + 1000)
const baseDataDir = process.env.E2E_DATA_DIR ?? '.data/e2e'
const baseMailDir = process.env.E2E_MAIL_DIR ?? '.data/e2e-mail'

export type Slot = {
  index: number
  port: number
  baseURL: string
  mailPort: number
  /** Absolute: the sink writes here, the tests read here. */
  mailDir: string
  stripePort: number
  /** Relative to the project root, as the server's DATA_DIR. */
  dataDir: string
}

export function slot(index: number): Slot {
  const suffix = index === 0 ? '' : `-${index + 1}`
  const port = basePort + 10 * index
  return {
    index,
    port,
    baseURL: `http://127.0.0.1:${port}`,
    mailPort: baseMailPort + 10 * index,
    mailDir: resolve(root, `${baseMailDir}${suffix}`),
    stripePort: baseStripePort + 10 * index,
    dataDir: `${baseDataDir}${suffix}`,
  }
}

export const slots: Slot[] = Array.from({ length: workers }, (_, i) => slot(i))
