import { defineConfig, devices } from '@playwright/test'
import { decidedConsentState } from './e2e/consent-state'
import { slot, slots, type Slot } from './e2e/slots'

// End-to-end tests against the production build (`node .output/server/index.mjs`). Run them with
// `npm run test:e2e` (scripts/e2e.ts): it finds Chromium, builds when the build is stale and wipes
// the data folders, so every shop starts freshly seeded. Each Playwright worker has a shop of its
// own (e2e/slots.ts: a server, data folder, SMTP sink and Stripe stand-in per worker, on ports that
// move with E2E_PORT, E2E_MAIL_PORT and E2E_STRIPE_PORT so two runs on one machine do not collide);
// e2e/fixtures.ts points each test's baseURL at its worker's shop.
const baseURL = slot(0).baseURL
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

const browserUse = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
}
const wholeMachine = ['**/graceful-shutdown.spec.ts']

// scripts/test.ts asks for a JSON report too (to count the tests in its summary line).
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []

export default defineConfig({
  testDir: 'e2e',
  // Per worker slot (e2e/slots.ts): an SMTP sink writing each message to its folder (e2e/mail-sink.ts) and a Stripe stand-in.
  globalSetup: './e2e/global-setup.ts',
  // A spec file's tests run in order in one worker (they build on each other); the files are shared
  // out between the workers.
  fullyParallel: false,
  workers: slots.length,
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
    { name: 'chromium', testIgnore: wholeMachine, use: browserUse },
    // After the others, one at a time: a spec that times a server's stop under a burst of requests
    // measures the machine, and a second worker's browser and server beside it would be measured
    // too (SIGTERM's 2 s of grace become too short on a machine the run itself saturates).
    // Playwright runs a dependency's every test whatever the command line names, so a run of
    // chosen files (scripts/e2e.ts sets E2E_FILES) has no dependency: it would run everything.
    {
      name: 'whole-machine',
      testMatch: wholeMachine,
      dependencies: process.env.E2E_FILES ? [] : ['chromium'],
      workers: 1,
      use: browserUse,
    },
  ],
  webServer: slots.map(shopServer),
})

function shopServer(shop: Slot) {
  return {
    // `node .output/server/index.mjs` on the Node that runs Playwright (24, via scripts/e2e.ts).
    command: `${JSON.stringify(process.execPath)} .output/server/index.mjs`,
    url: `${shop.baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000, // the first start migrates and seeds the database
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 }, // closes PGlite, frees the data-folder lock
    env: {
      // Always the in-process API on PGlite in DATA_DIR, whatever the shell has set.
      DATABASE_URL: '',
      API_URL: '',
      PORT: String(shop.port),
      HOST: '127.0.0.1',
      DATA_DIR: shop.dataDir,
      PUBLIC_URL: shop.baseURL,
      SMTP_URL: `smtp://127.0.0.1:${shop.mailPort}`, // e2e/mail-sink.ts, started by globalSetup
      STRIPE_SECRET_KEY: 'sk_test_e2e_soglia',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_soglia',
      // The Stripe stand-in (src/test/stripe-standin.ts, started by globalSetup): card payment on.
      STRIPE_API_URL: `http://127.0.0.1:${shop.stripePort}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The time to *receive* a request (not to answer it): short, so e2e/slow-body.spec.ts
      // sees a body that never ends cut without waiting the default 30 s (not shorter: on a loaded
      // machine a blocked event loop must not cut a real request).
      REQUEST_TIMEOUT_MS: '8000',
    },
  }
}
