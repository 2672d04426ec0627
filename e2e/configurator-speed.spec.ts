import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { TIMING } from './timing'

// Issue 15: the configurator's price follows each choice at once, because the page prices it
// with the same pure module as the server (configurator-price.ts). In timing runs
// (`npm run bench:tap`, SOGLIA_TIMING=1) measured on a phone-class CPU (Chromium's 4× CPU
// throttling): from the click on a handle to the new price in the panel. In the suite the same
// clicks run unthrottled and the prices are checked.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const main = (page: Page) => page.getByRole('main')

test('a choice’s price follows the click (figures against the 50 ms bar at 4× CPU in timing runs)', async ({
  page,
}) => {
  await page.goto('/collezioni')
  await hydrated(page)
  await main(page).getByRole('link', { name: 'Configura Milano laccata' }).first().click()
  await expect(page).toHaveURL(/\/collezioni\/configuratore\/\d+$/)
  await hydrated(page)
  const price = main(page).getByTestId('configurator-price')
  await expect(price).toHaveText(/436,80/)
  await main(page)
    .getByRole('button', { name: /^6\. Maniglia/ })
    .click()
  // A first choice warms the code path up (JIT), as a visitor's first taps would.
  await main(page)
    .getByRole('radio', { name: /^Nero opaco/ })
    .check()
  await expect(price).toHaveText(/461,80/)

  const cdp = TIMING ? await page.context().newCDPSession(page) : null
  await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  try {
    const timings: number[] = []
    for (const [name, expected] of [
      ['Ottone lucido', '471,80'],
      ['Nero opaco', '461,80'],
      ['Cromo satinato', '436,80'],
    ] as const) {
      // Timed in the page: from the pointer going down to the price text changing.
      await page.evaluate(() => {
        const el = document.querySelector('[data-testid="configurator-price"]')!
        const w = window as unknown as { __t0?: number; __dt?: Promise<number> }
        w.__dt = new Promise((resolve) => {
          addEventListener('pointerdown', () => (w.__t0 = performance.now()), { capture: true, once: true })
          const seen = el.textContent
          new MutationObserver((_, observer) => {
            if (el.textContent !== seen && w.__t0 !== undefined) {
              observer.disconnect()
              resolve(performance.now() - w.__t0)
            }
          }).observe(el, { childList: true, characterData: true, subtree: true })
        })
      })
      await main(page)
        .getByRole('radio', { name: new RegExp(`^${name}`) })
        .click()
      timings.push(await page.evaluate(() => (window as unknown as { __dt: Promise<number> }).__dt))
      await expect(main(page).getByTestId('configurator-price')).toHaveText(new RegExp(expected))
    }
    expect(timings).toHaveLength(3)
    if (!TIMING) return
    test.info().annotations.push({
      type: 'click → price (ms, 4× CPU)',
      description: timings.map((t) => t.toFixed(1)).join(', '),
    })
    // The 50 ms bar is read from this printed figure on a quiet machine, never a timed verdict:
    // on a shared CI machine one late frame is not a defect (a CI run saw one over the bar, its
    // retry 33–39 ms). What fails the test is a wrong or missing price.
    const over = Math.max(...timings) > 50
    console.log(
      `configurator click → price at 4× CPU: ${timings.map((t) => `${t.toFixed(1)} ms`).join(', ')}${over ? ' (over the 50 ms bar)' : ''}`,
    )
  } finally {
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  }
})
