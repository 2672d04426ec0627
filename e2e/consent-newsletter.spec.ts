import type { BrowserContext, Page } from '@playwright/test'
import { expect, hydrated, shopURL, test } from './fixtures'
import { linkIn, waitForMail } from './mail-sink'

// Spec §2 cookie/privacy modal, notifications and footer newsletter box; §4 cookie consent
// (Garante rules: no dismissal without a choice, rejecting as easy as accepting, analytics
// only after consent); §5 newsletter validation; §8 newsletter success in green.
// No consent decision to start with (the suite's default storage state has one).
test.use({ locale: 'it-IT', extraHTTPHeaders: { 'accept-language': 'it' }, storageState: { cookies: [], origins: [] } })

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Rispettiamo la tua privacy' })
const footer = (page: Page) => page.getByRole('contentinfo')

/** Waits until the page is interactive (hydrated): the dialog's buttons do nothing before. */
const ready = (page: Page) => hydrated(page)

/** Every request the page makes for the analytics tag. */
function watchAnalytics(page: Page) {
  const requests: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/analytics.js') requests.push(r.url())
  })
  return requests
}
const analyticsRan = (page: Page) =>
  page.evaluate(() => (window as { sogliaAnalytics?: { anonymizeIp: boolean } }).sogliaAnalytics ?? null)

type Stored = { id: string; analytics: boolean; marketing: boolean; at: string; expires: number }

async function storedConsent(context: BrowserContext): Promise<Stored | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'soglia_consent')
  return cookie
    ? { ...(JSON.parse(decodeURIComponent(cookie.value)) as Omit<Stored, 'expires'>), expires: cookie.expires }
    : null
}

/** A decision already made (for the tests about other things than the dialog). */
async function decided(context: BrowserContext, analytics = false) {
  const value = encodeURIComponent(
    JSON.stringify({ id: crypto.randomUUID(), analytics, marketing: false, at: new Date().toISOString() }),
  )
  await context.addCookies([{ name: 'soglia_consent', value, url: shopURL() }])
}

test.describe('cookie consent', () => {
  // A first visit, even if the shared fixtures start other tests with a decision made.
  test.beforeEach(({ context }) => context.clearCookies())

  test('shows on the first visit, rendered by the server, and cannot be dismissed with Escape or a click outside', async ({
    page,
    request,
  }) => {
    // In the server's HTML already: no flash of the page without it.
    const html = await (await request.get('/')).text()
    expect(html).toContain('Rispettiamo la tua privacy')

    const analytics = watchAnalytics(page)
    await page.goto('/')
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page)).toHaveAttribute('aria-describedby', /.+/)
    await ready(page)

    await page.keyboard.press('Escape')
    await page.mouse.click(5, 5)
    await expect(dialog(page)).toBeVisible()

    // Keyboard: the focus stays inside, and each choice is reachable.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }
    await expect(dialog(page).getByRole('button', { name: 'Rifiuta tutti' })).toBeVisible()
    await expect(dialog(page).getByRole('button', { name: 'Accetta tutti' })).toBeVisible()
    await expect(dialog(page).getByRole('button', { name: 'Personalizza' })).toBeVisible()
    await expect(dialog(page).getByRole('link', { name: 'Leggi la cookie policy' })).toHaveAttribute('href', '/cookie')
    expect(analytics).toEqual([])
  })

  test('reject all → no analytics; kept after reload; reopened from the footer; accept all → analytics', async ({
    page,
    context,
  }) => {
    const analytics = watchAnalytics(page)
    await page.goto('/')
    await ready(page)
    await dialog(page).getByRole('button', { name: 'Rifiuta tutti' }).click()
    await expect(dialog(page)).toBeHidden()
    const rejected = await storedConsent(context)
    expect(rejected).toMatchObject({ analytics: false, marketing: false })
    // 365 days (give or take the test's own duration).
    expect(rejected!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000)
    expect(analytics).toEqual([])
    expect(await analyticsRan(page)).toBeNull()

    await page.reload()
    await ready(page)
    await expect(dialog(page)).toBeHidden()
    expect(analytics).toEqual([])

    await footer(page).getByRole('button', { name: 'Preferenze cookie' }).click()
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page).getByRole('switch', { name: 'Statistiche' })).not.toBeChecked()
    await expect(dialog(page).getByRole('switch', { name: 'Marketing' })).not.toBeChecked()
    await dialog(page).getByRole('button', { name: 'Accetta tutti' }).click()
    await expect(dialog(page)).toBeHidden()
    await expect.poll(() => analytics.length).toBe(1)
    await expect.poll(() => analyticsRan(page)).toMatchObject({ anonymizeIp: true })
    // The same browser id across its decisions.
    expect(await storedConsent(context)).toMatchObject({ id: rejected!.id, analytics: true, marketing: true })

    // The record is kept: no dialog after a reload, and the tag loads again.
    await page.reload()
    await ready(page)
    await expect(dialog(page)).toBeHidden()
    await expect.poll(() => analyticsRan(page)).toMatchObject({ anonymizeIp: true })
  })

  test('customise: the switches decide, statistics only', async ({ page, context }) => {
    const analytics = watchAnalytics(page)
    await page.goto('/')
    await ready(page)
    await dialog(page).getByRole('button', { name: 'Personalizza' }).click()
    // Keyboard: Tab to the switch, Space toggles it.
    const statistics = dialog(page).getByRole('switch', { name: 'Statistiche' })
    await statistics.focus()
    await page.keyboard.press('Space')
    await expect(statistics).toBeChecked()
    await expect(dialog(page).getByRole('switch', { name: 'Marketing' })).not.toBeChecked()
    await dialog(page).getByRole('button', { name: 'Salva preferenze' }).click()
    await expect(dialog(page)).toBeHidden()
    expect(await storedConsent(context)).toMatchObject({ analytics: true, marketing: false })
    await expect.poll(() => analytics.length).toBe(1)
  })

  test('on the cookie policy page the dialog does not hide the policy', async ({ page }) => {
    await page.goto('/cookie')
    await expect(dialog(page)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible()
  })
})

test.describe('newsletter', () => {
  test('subscribe from the footer: validation, green notification, then the e-mailed link confirms', async ({
    page,
    context,
    browser,
  }) => {
    await decided(context)
    const email = `e2e.${Date.now()}@example.it`
    await page.goto('/')
    await ready(page)
    const box = footer(page).getByRole('region', { name: 'Newsletter' })
    const input = box.getByLabel('Indirizzo e-mail')
    const terms = box.getByRole('checkbox', { name: /Accetto i termini e le condizioni/ })
    const subscribe = box.getByRole('button', { name: 'Iscriviti' })
    await expect(subscribe).toBeDisabled()

    await input.fill('mario@example.c')
    await input.blur()
    await expect(box.getByText('Indirizzo e-mail non valido')).toBeVisible()
    await terms.check()
    await expect(subscribe).toBeDisabled()
    await input.fill(email)
    await expect(box.getByText('Indirizzo e-mail non valido')).toBeHidden()
    await expect(subscribe).toBeEnabled()
    await subscribe.click()

    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Iscrizione avvenuta: controlla la tua e-mail per confermare' })
    await expect(notice).toBeVisible()
    const bar = notice.locator('[data-color="success"]')
    await expect(bar).toHaveCSS('background-color', 'rgb(0, 230, 118)') // spec §9 success #00E676
    await expect(bar).toHaveCSS('color', 'rgb(16, 20, 20)') // dark text: AA on the bright green
    await expect(input).toHaveValue('')
    await expect(notice).toBeHidden({ timeout: 5_000 }) // resets itself after 3 s

    // Double opt-in. Opening the link (as a mail scanner does) confirms nothing (issue 14).
    const link = linkIn(await waitForMail(email), '/newsletter/confirm/')
    const scanner = await browser.newContext({ javaScriptEnabled: false })
    const scanned = await scanner.newPage()
    await scanned.goto(link.pathname)
    await expect(scanned.getByRole('heading', { level: 1, name: "Conferma dell'iscrizione" })).toBeVisible()
    await expect(scanned.getByText('Grazie! La tua iscrizione alla newsletter è confermata.')).toHaveCount(0)
    await scanner.close()
    // The visitor confirms with the button.
    await page.goto(link.pathname)
    await hydrated(page)
    await page.getByRole('main').getByRole('button', { name: "Conferma l'iscrizione" }).click()
    await expect(page.getByText('Grazie! La tua iscrizione alla newsletter è confermata.')).toBeVisible()
    // Single use.
    await page.goto(link.pathname)
    await hydrated(page)
    await page.getByRole('main').getByRole('button', { name: "Conferma l'iscrizione" }).click()
    await expect(page.getByText('Il link di conferma non è valido o è già stato usato.')).toBeVisible()
  })
})
