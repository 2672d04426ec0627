import { expect, test } from './fixtures'

// Issue 16, the first visit: the cookie choice is recorded from the server-rendered dialog at
// once, before the page's code runs (≤ 50 ms with 4× CPU throttling); the page behind the
// dialog is inert in the server's HTML; after the choice the focus is at the page's start.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' }, storageState: { cookies: [], origins: [] } })

test('the server HTML keeps the page behind the dialog inert', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toMatch(/<div data-consent-inert="" inert="">/)
  expect(html).toContain('data-consent-early="reject"')
})

test('before hydration: a click on "Rifiuta tutti" decides at once, logs it, and focuses the page start', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  // The page's code arrives late (a slow phone), so the click surely comes before hydration.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000))
    await route.continue()
  })
  const logged = page.waitForRequest((r) => r.url().endsWith('/api/consents') && r.method() === 'POST')
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  // Tab stays out of the header behind the modal.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('header') === null)).toBe(true)
  const reject = page.getByRole('button', { name: 'Rifiuta tutti' })
  await reject.click()
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).not.toBe('true')
  const early = await page.evaluate(
    () => (window as unknown as { __sogliaConsentEarly?: { decidedIn: number } }).__sogliaConsentEarly,
  )
  expect(early, 'the inline script answered').toBeDefined()
  // The 50 ms target is a printed figure, not this test's verdict (a timed assertion fails on a
  // busy machine, decision 043): what is asserted is that the server's HTML decided it, unhydrated.
  console.log(`consent decided ${early!.decidedIn.toFixed(1)} ms after the click (4× CPU, before hydration)`)
  test.info().annotations.push({
    type: 'consent decided (target ≤ 50 ms at 4× CPU)',
    description: `${early!.decidedIn.toFixed(1)} ms`,
  })
  const body = (await logged).postDataJSON() as { analytics: boolean; marketing: boolean }
  expect(body).toMatchObject({ analytics: false, marketing: false })
  const cookie = (await context.cookies()).find((c) => c.name === 'soglia_consent')
  expect(cookie?.value).toContain('%22analytics%22%3Afalse')
  await expect(reject).toBeHidden()
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main')
  expect(await page.locator('[data-consent-inert][inert]').count()).toBe(0)
  // Once the code is there, the page agrees: no dialog comes back.
  await page
    .locator('html[data-hydrated="true"]')
    .waitFor({ state: 'attached', timeout: 20_000 })
    .catch(() => {})
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

// The focus lands on the skip link after the choice; the link shows only to a keyboard user
// (with the mouse it would sit over the logo for nothing).
for (const how of ['mouse', 'keyboard'] as const) {
  test(`after a choice made with the ${how}, the skip link ${how === 'mouse' ? 'has the focus unseen' : 'shows, clear of the logo'}`, async ({
    page,
  }) => {
    await page.goto('/')
    const accept = page.getByRole('button', { name: 'Accetta tutti', exact: true })
    if (how === 'mouse') await accept.click()
    else {
      await accept.focus()
      await page.keyboard.press('Enter')
    }
    await expect(accept).toBeHidden()
    const skip = page.getByRole('link', { name: 'Vai al contenuto' })
    await expect(skip).toBeFocused()
    const box = (await skip.boundingBox())!
    if (how === 'mouse') expect(box.width * box.height, 'visually hidden').toBeLessThanOrEqual(1)
    else {
      expect(box.width).toBeGreaterThan(40)
      expect(box.height, 'a chip with its padding, not bare text').toBeGreaterThanOrEqual(32)
      // On top of the header, and a plain label, not text over text: its own opaque background.
      expect(await skip.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(
        /rgba\(0, 0, 0, 0\)|transparent/,
      )
      const top = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href'),
        [box.x + box.width / 2, box.y + box.height / 2],
      )
      expect(top).toBe('#main')
    }
  })
}
