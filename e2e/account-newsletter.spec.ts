import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { signIn } from './sign-in'
import { linkIn, waitForMail } from './mail-sink'

// Issue 16: the newsletter switch in the account (Privacy e dati), with the double opt-in the
// footer box has: subscribing sends the link, the status says "waiting" until it is followed.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const main = (page: Page) => page.getByRole('main')

test('a signed-in customer subscribes from the account, confirms by e-mail, then unsubscribes', async ({ page }) => {
  const email = 'reseller@soglia.test'
  await signIn(page, email)

  await page.goto('/account/privacy')
  await hydrated(page)
  const section = main(page).getByRole('region', { name: 'La tua iscrizione alla newsletter' })
  await expect(section.getByTestId('newsletter-status')).toHaveText(`Non ricevi la newsletter all'indirizzo ${email}.`)
  const sentAfter = Date.now()
  await section.getByRole('button', { name: 'Iscrivimi alla newsletter' }).click()
  await expect(section.getByRole('status')).toHaveText(
    `Ti abbiamo inviato un'e-mail a ${email}: l'iscrizione parte quando confermi dal link.`,
  )
  await expect(section.getByTestId('newsletter-status')).toContainText('In attesa di conferma')

  const mail = await waitForMail(email, {
    match: (m) => m.text.includes('/newsletter/confirm/') && m.receivedAt >= sentAfter - 1000,
  })
  await page.goto(linkIn(mail, '/newsletter/confirm/').pathname)
  await hydrated(page)
  await main(page).getByRole('button', { name: "Conferma l'iscrizione" }).click()
  await expect(main(page).getByRole('status')).toBeVisible()

  await page.goto('/account/privacy')
  await hydrated(page)
  await expect(section.getByTestId('newsletter-status')).toHaveText(`Ricevi la newsletter all'indirizzo ${email}.`)
  await section.getByRole('button', { name: "Annulla l'iscrizione" }).click()
  await expect(section.getByRole('status')).toHaveText('Iscrizione annullata: non riceverai più la newsletter.')
  await expect(section.getByRole('button', { name: 'Iscrivimi alla newsletter' })).toBeVisible()
})
