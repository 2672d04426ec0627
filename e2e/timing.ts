import type { Page } from '@playwright/test'

/**
 * Timing runs of the speed specs (first-tap, configurator-speed) happen in `npm run bench:tap`,
 * which sets SOGLIA_TIMING=1: there the page runs at 4× CPU throttling, as a phone would, and the
 * figures are printed. In the suite the same acts run unthrottled and only their effects are
 * asserted (issue 40: throttled runs cost minutes of CI and gated on nothing; decision 043 keeps
 * speed targets out of timed tests).
 */
export const TIMING = process.env.SOGLIA_TIMING === '1'

/** A phone-class CPU for the page, in timing runs only. */
export async function throttleForTiming(page: Page) {
  if (!TIMING) return
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}
