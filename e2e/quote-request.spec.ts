import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { axe, main, open, signIn } from './admin-helpers'
import { waitForMail } from './mail-sink'
import { expectReachable } from './reachable'
import { decidedConsentState } from './consent-state'

// Quote and measurement-visit requests (issue 44, decision 097): a visitor starts from a
// product, asks for a visit with two photos and no account, gets the e-mail over real SMTP;
// the shop sees the request with its photos and plans the visit. Both screens at 390 and 1280 px.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const EMAIL = `visita-${Date.now()}@example.it`
const widths = [
  [390, 844],
  [1280, 800],
] as const

async function productOf(page: Page, sku: string) {
  const res = await page.request.get(`/api/products?q=${sku}&per_page=5`)
  const { data } = (await res.json()) as {
    data: Array<{ sku: string; slug: string; name: string; category: { slug: string } }>
  }
  return data.find((x) => x.sku === sku)!
}

const photo = async (format: 'png' | 'jpeg', background: string) => {
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background } })
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer()
}

test('a visitor asks for a visit with two photos; the shop sees it and plans the visit', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const product = await productOf(page, 'PI-LAC-080')

  // From the product page, the link starts the request from that product.
  await page.goto(`/negozio/${product.category.slug}/${product.slug}`)
  await hydrated(page)
  await page.getByTestId('quote-link').click()
  await expect(page).toHaveURL(new RegExp(`/preventivo\\?product=${product.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preventivo e sopralluogo')
  await hydrated(page)
  const form = page.getByTestId('quote-form')
  await expect(form.getByTestId('quote-item')).toContainText(product.name)

  // Nothing filled: translated field errors, and nothing sent.
  await form.getByTestId('quote-submit').click()
  await expect(form).toContainText('Scegli almeno una voce: porte, finestre o persiane.')
  await expect(form).toContainText('Per inviare la richiesta serve il consenso')

  for (const [width, height] of widths) {
    await page.setViewportSize({ width, height })
    expect(await axe(page), `form at ${width}`).toEqual([])
    const submit = form.getByTestId('quote-submit')
    await submit.scrollIntoViewIfNeeded()
    await expectReachable(submit)
  }

  await form.getByLabel('Porte').check()
  await form.getByLabel('Finestre').check()
  await form.getByLabel('Numero di aperture').fill('3')
  await form.getByTestId('quote-photos').setInputFiles([
    { name: 'soggiorno.png', mimeType: 'image/png', buffer: await photo('png', '#387e84') },
    { name: 'camera.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg', '#a05a2c') },
  ])
  await expect(form.getByTestId('quote-photo')).toHaveCount(2)
  await form.getByLabel('Via e numero civico').fill('Via Mazzini 12')
  await form.getByLabel('CAP').fill('37121')
  await form.getByLabel('Città').fill('Verona')
  await form.getByLabel('Provincia').selectOption('VR')
  await form.getByLabel('Martedì · mattina').check()
  await form.getByLabel('Sabato · mattina').check()
  await form.getByLabel('Nome e cognome').fill('Marta Ferri')
  await form.getByLabel('Telefono').fill('+39 045 1234567')
  await form.getByLabel('E-mail').fill(EMAIL)
  await form.getByLabel('Note (facoltative)').fill('Portone condominiale, citofono Ferri.')
  await form.getByLabel(/Ho letto l'informativa/).check()
  await form.getByTestId('quote-submit').click()
  const sent = page.getByTestId('quote-sent')
  await expect(sent).toContainText('è arrivata')
  const number = (await sent.textContent())!.match(/P\d{4}-\d{4}/)![0]

  // The acknowledgement over real SMTP, in Italian, naming the number and the photos.
  const mail = await waitForMail(EMAIL, { match: (m) => m.subject.includes(number) })
  expect(mail.text).toContain('Foto ricevute: 2.')

  // The shop: the list, the request as asked with its photos, the visit planned.
  const admin = await (
    await browser.newContext({
      baseURL,
      storageState: decidedConsentState(baseURL!),
      extraHTTPHeaders: { 'accept-language': 'it' },
    })
  ).newPage()
  await signIn(admin, 'admin@soglia.test')
  await open(admin, `/administration/quotes?q=${encodeURIComponent(EMAIL)}`)
  for (const [width, height] of widths) {
    await admin.setViewportSize({ width, height })
    expect(await axe(admin), `list at ${width}`).toEqual([])
    await expectReachable(main(admin).getByLabel('Cerca'))
  }
  await main(admin)
    .getByRole('link', { name: `Apri Richiesta ${number}` })
    .click()
  const detail = main(admin).getByTestId('quote-detail')
  await expect(detail.getByTestId('quote-status')).toHaveText('Richiesta')
  await expect(detail).toContainText('Porte, Finestre')
  await expect(detail).toContainText('Via Mazzini 12, 37121 Verona (VR)')
  await expect(detail).toContainText('Martedì · mattina; Sabato · mattina')
  await expect(detail).toContainText(product.slug)
  const photos = detail.getByTestId('quote-admin-photo')
  await expect(photos).toHaveCount(2)
  for (const img of await photos.all())
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(320)

  await detail.getByTestId('quote-visit-at').fill('2026-12-15T09:30')
  for (const [width, height] of widths) {
    await admin.setViewportSize({ width, height })
    expect(await axe(admin), `detail at ${width}`).toEqual([])
    const plan = detail.getByRole('button', { name: 'Fissa il sopralluogo' })
    await plan.scrollIntoViewIfNeeded()
    await expectReachable(plan)
  }
  await detail.getByRole('button', { name: 'Fissa il sopralluogo' }).click()
  await expect(admin.locator('[data-toast="success"]')).toContainText('Modifiche salvate')
  await expect(detail.getByTestId('quote-status')).toHaveText('Sopralluogo fissato')
  await expect(detail.getByRole('button', { name: 'Misure prese' })).toBeVisible()
  await admin.close()
})

// Without JavaScript the browser posts the form itself, photos included, to the page's own POST
// handler, and comes back with the number (decision 097).
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts itself with a photo and comes back with the number', async ({ page }) => {
    const email = `senza-script-${Date.now()}@example.it`
    await page.goto('/preventivo')
    const form = page.getByTestId('quote-form')
    await form.getByLabel('Persiane e scuri').check()
    await form.getByLabel('Numero di aperture').fill('2')
    await form
      .getByTestId('quote-photos')
      .setInputFiles([{ name: 'balcone.png', mimeType: 'image/png', buffer: await photo('png', '#55616a') }])
    await form.getByLabel('Via e numero civico').fill('Corso Porta Nuova 3')
    await form.getByLabel('CAP').fill('37122')
    await form.getByLabel('Città').fill('Verona')
    await form.getByLabel('Provincia').selectOption('VR')
    await form.getByLabel('Venerdì · pomeriggio').check()
    await form.getByLabel('Nome e cognome').fill('Nadia Senza Script')
    await form.getByLabel('Telefono').fill('045 7654321')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel(/Ho letto l'informativa/).check()
    await form.getByTestId('quote-submit').click()
    await expect(page).toHaveURL(/\/preventivo\?sent=P\d{4}-\d{4}$/)
    await expect(page.getByTestId('quote-sent')).toContainText('è arrivata')
    const mail = await waitForMail(email)
    expect(mail.text).toContain('Foto ricevute: 1.')

    // An incomplete form comes back as a message above it.
    await page.goto('/preventivo')
    await page.getByTestId('quote-form').getByLabel('Porte').check()
    await page.getByTestId('quote-submit').click()
    await expect(page).toHaveURL(/\/preventivo\?result=invalid$/)
    await expect(page.getByRole('alert')).toContainText('Alcuni campi non sono corretti')
  })
})
