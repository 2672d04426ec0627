import { defineConfig, devices } from '@playwright/test'
import { decidedConsentState } from './e2e/consent-state'

// End-to-end tests against the production build (`node .output/server/index.mjs`) on its own
// port and data folder. Run them with `npm run test:e2e` (scripts/e2e.ts): it finds Chromium,
// builds when the build is stale and wipes the data folder, so the shop starts freshly seeded.
// Both ports can move (E2E_PORT, E2E_MAIL_PORT) so two runs on one machine do not collide.
const PORT = Number(process.env.E2E_PORT ?? 3100)
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 2525)
// The Stripe stand-in (src/test/stripe-standin.ts, started by globalSetup): card payment on.
const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? PORT + 1000)
process.env.E2E_STRIPE_PORT = String(STRIPE_PORT)
const baseURL = `http://127.0.0.1:${PORT}`
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e' // wiped by scripts/e2e.ts before a run
const CI = !!process.env.CI

// Without the networking flags, Chromium keeps calling Google's services, which this
// machine's closed network refuses.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

// scripts/test.ts asks for a JSON report too (to count the tests in its summary line).
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []

export default defineConfig({
  testDir: 'e2e',
  // An SMTP sink on 127.0.0.1:E2E_MAIL_PORT (2525) writing each message to .data/e2e-mail (e2e/mail-sink.ts).
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // A test that passes only on its retry is reported as flaky and fails the run (issue 14).
  failOnFlakyTests: CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ...(CI ? [] : [['html', { open: 'never' }] as ['html', { open: 'never' }]]), ...jsonReport],
  use: {
    baseURL,
    // An Italian browser, as most of the shop's visitors (specs override per test).
    locale: 'it-IT',
    // Every test starts with a cookie-consent decision already made, so the (modal) dialog does
    // not cover the page; e2e/consent-newsletter.spec.ts clears it to test the dialog itself.
    storageState: decidedConsentState(baseURL),
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    // `node .output/server/index.mjs` on the Node that runs Playwright (24, via scripts/e2e.ts).
    command: `${JSON.stringify(process.execPath)} .output/server/index.mjs`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000, // the first start migrates and seeds the database
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 }, // closes PGlite, frees the data-folder lock
    env: {
      // Always the in-process API on PGlite in DATA_DIR, whatever the shell has set.
      DATABASE_URL: '',
      API_URL: '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`, // e2e/mail-sink.ts, started by globalSetup
      STRIPE_SECRET_KEY: 'sk_test_e2e_soglia',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_soglia',
      STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The time to *receive* a request (not to answer it): short, so e2e/slow-body.spec.ts
      // sees a body that never ends cut without waiting the default 30 s (not shorter: on a loaded
      // machine a blocked event loop must not cut a real request).
      REQUEST_TIMEOUT_MS: '8000',
    },
  },
})
