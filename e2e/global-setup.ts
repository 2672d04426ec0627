import { startMailSink } from './mail-sink'

/**
 * Playwright global setup: the SMTP sink the shop under test sends its e-mails to (see
 * playwright.config.ts's SMTP_URL). The returned function is the global teardown.
 */
export default async function globalSetup() {
  const sink = await startMailSink()
  return async () => {
    await sink.close()
  }
}
