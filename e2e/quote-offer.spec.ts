import { expect, hydrated, test } from './fixtures'
import { main, open, signIn } from './admin-helpers'
import { waitForMail } from './mail-sink'
import { decidedConsentState } from './consent-state'

// The shop's quote (issue 44 point 2, decision 106): the admin builds a quote for a measured
// request from its lines and sends it; the customer opens the e-mailed link, accepts it with the
// checkout's acknowledgement, and the order appears with exactly the quoted total.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const EMAIL = `preventivo-${Date.now()}@example.it`

test('the admin builds and sends a quote; the customer accepts it from the e-mail; the order has its total', async ({ browser, page, baseURL }) => {
  test.setTimeout(180_000)
  const asked = await page.request.post('/api/quote-requests', {
    data: {
      kinds: ['doors'],
      openings: 1,
      address: { street: 'Via Mazzini 12', postcode: '37121', city: 'Verona', province: 'VR' },
      time_windows: ['tue_morning'],
      name: 'Marta Ferri',
      email: EMAIL,
      phone: '+39 045 1234567',
      privacy: true,
    },
  })
  expect(asked.status()).toBe(201)
  const { number } = ((await asked.json()) as { data: { number: string } }).data

  const admin = await (await browser.newContext({ baseURL, storageState: decidedConsentState(baseURL!), extraHTTPHeaders: { 'accept-language': 'it' } })).newPage()
  await signIn(admin, 'admin@soglia.test')
  await open(admin, `/administration/quotes?q=${encodeURIComponent(EMAIL)}`)
  await main(admin).getByRole('link', { name: `Apri Richiesta ${number}` }).click()
  const detail = main(admin).getByTestId('quote-detail')
  await detail.getByTestId('quote-visit-at').fill('2026-12-15T09:30')
  await detail.getByRole('button', { name: 'Fissa il sopralluogo' }).click()
  await expect(detail.getByTestId('quote-status')).toHaveText('Sopralluogo fissato')
  await detail.getByRole('button', { name: 'Misure prese' }).click()
  await expect(detail.getByTestId('quote-status')).toHaveText('Misure prese')

  // The quote: the installation line the editor starts with, a door as a free line, a discount.
  const editor = detail.getByTestId('quote-editor')
  await expect(editor).toBeVisible()
  await editor.getByLabel('Prezzo unitario (€, IVA incl.) 1').fill('250,00')
  await editor.getByRole('button', { name: 'Aggiungi voce libera' }).click()
  await editor.getByLabel('Descrizione 2').fill('Porta blindata su misura 90×210')
  await editor.getByLabel('Prezzo unitario (€, IVA incl.) 2').fill('1.200,00')
  await editor.getByLabel('IVA % 2').fill('22')
  await editor.getByRole('button', { name: 'Aggiungi sconto' }).click()
  await editor.getByLabel('Descrizione 3').fill('Sconto cantiere')
  await editor.getByLabel('Prezzo unitario (€, IVA incl.) 3').fill('50,00')
  await editor.getByTestId('quote-save').click()
  await expect(editor.getByTestId('quote-total')).toContainText('1.400,00')
  await expect(editor.getByTestId('quote-total')).toBeVisible()
  await detail.getByTestId('quote-send').click()
  await expect(detail.getByTestId('quote-status')).toHaveText('Preventivo inviato')
  await expect(editor).toContainText(/Preventivo Q\d{4}-\d{4}/)

  // The customer: the e-mail's link, the quote, the acceptance.
  const mail = await waitForMail(EMAIL, { match: (m) => /Q\d{4}-\d{4}/.test(m.subject) })
  const link = /https?:\/\/\S+\/preventivo\/offerta\/[A-Za-z0-9_-]+/.exec(mail.text)![0]
  await page.goto(new URL(link).pathname)
  await hydrated(page)
  const offer = page.getByTestId('quote-offer')
  await expect(offer.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(offer.getByTestId('quote-offer-total')).toHaveText(/1\.400,00/)
  await expect(offer.getByText('Porta blindata su misura 90×210')).toBeVisible()
  await offer.getByTestId('quote-offer-accept').click()
  // As at the checkout: the terms must be accepted first.
  await expect(offer.getByText('Per ordinare accetta le condizioni di vendita')).toBeVisible()
  await offer.getByLabel('Ho letto e accetto le condizioni di vendita').check()
  await offer.getByTestId('quote-offer-accept').click()
  const accepted = offer.getByTestId('quote-offer-accepted')
  await expect(accepted).toBeVisible()
  const order = (await accepted.textContent())!.match(/\d{4}-\d{6}/)![0]

  // The order in the back office, at the quoted total.
  await open(admin, `/administration/orders?q=${order}`)
  await expect(main(admin).getByRole('cell', { name: '1.400,00 €' }).first()).toBeVisible()
  await admin.close()
})
