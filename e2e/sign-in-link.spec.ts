import type { Page } from '@playwright/test'
import { expect, hydrated, shopURL, test } from './fixtures'
import { linkIn, waitForMail } from './mail-sink'
import { expectReachable } from './reachable'

// Issue 41 point 5 (decision 103): the e-mailed one-time sign-in link, from the sign-in page to
// the account, over real SMTP (e2e/mail-sink.ts); the password stays as it was.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

test.beforeEach(async ({ context }) => {
  const value = encodeURIComponent(
    JSON.stringify({ id: crypto.randomUUID(), analytics: false, marketing: false, at: new Date().toISOString() }),
  )
  await context.addCookies([{ name: 'soglia_consent', value, url: shopURL() }])
})

const main = (page: Page) => page.getByRole('main')
const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Il tuo account' })
const ready = (page: Page) => hydrated(page)

async function signIn(page: Page, email: string, password: string) {
  await ready(page)
  await main(page).getByLabel('Email').fill(email)
  await main(page).getByLabel('Password', { exact: true }).fill(password)
  await main(page).getByRole('button', { name: 'Accedi' }).click()
}

test.describe('the one-time sign-in link', () => {
  test('sign-in link → e-mail over SMTP → "Accedi" → the account, the password unchanged', async ({ page }) => {
    const email = `e2e-link-${Date.now()}-${Math.floor(Math.random() * 1e6)}@soglia.test`
    expect(
      (
        await page.request.post('/api/auth/register', {
          data: { name: 'Lara Link', email, password: 'la-sua-password', terms: true, locale: 'it' },
        })
      ).status(),
    ).toBe(202)
    const verify = linkIn(
      await waitForMail(email, { match: (m) => m.text.includes('/verify-email/') }),
      '/verify-email/',
    )
      .pathname.split('/')
      .pop()
    expect((await page.request.post('/api/auth/verify-email', { data: { token: verify } })).status()).toBe(200)

    await page.goto('/login')
    await ready(page)
    await main(page).getByRole('link', { name: 'Accedi con un link via e-mail' }).click()
    await expect(page).toHaveURL(/\/login-link$/)
    await expect(main(page).getByRole('heading', { name: 'Accedi con un link' })).toBeVisible()
    await main(page).getByLabel('Email').fill(email)
    await main(page).getByRole('button', { name: 'Inviami il link' }).click()
    await expect(main(page).getByRole('status')).toContainText('ti abbiamo inviato il link per accedere')

    const link = linkIn(
      await waitForMail(email, { match: (m) => m.subject === 'Il tuo link per accedere' }),
      '/login-link/',
    )
    await page.goto(link.pathname)
    await ready(page)
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      await expectReachable(main(page).getByRole('button', { name: 'Accedi' }))
    }
    // 1600 px: the bar greets by name where it has room beside the whole menu, from 1536 px (decision 105).
    await page.setViewportSize({ width: 1600, height: 900 })
    await main(page).getByRole('button', { name: 'Accedi' }).click()
    await expect(page).toHaveURL(/\/account\/dashboard$/)
    await expect(accountNav(page).getByText('Ciao, Lara')).toBeVisible()

    // Used up; the password still signs in.
    await page.context().clearCookies({ name: 'soglia_session' })
    await page.goto(link.pathname)
    await ready(page)
    await main(page).getByRole('button', { name: 'Accedi' }).click()
    await expect(main(page).getByRole('alert')).toContainText('non è valido o è scaduto')
    await page.goto('/login')
    await signIn(page, email, 'la-sua-password')
    await expect(accountNav(page).getByText('Ciao, Lara')).toBeVisible()
  })
})
