import { expect, hydrated, test } from './fixtures'
import { PASSWORD, axe, main, open, signIn } from './admin-helpers'
import { expectReachable } from './reachable'
import { waitForMail } from './mail-sink'
import { decidedConsentState } from './consent-state'
import sharp from 'sharp'

// The shop's quote (issue 44 point 2, decision 106): the admin builds a quote for a measured
// request from its lines and sends it; the customer opens the e-mailed link, accepts it with the
// checkout's acknowledgement and the declaration of an installation on a home (maintenance: the
// door, a bene significativo, takes 10 % only up to the rest of the job; decisions 099, 108), and
// the order appears split at 10 % and 22 %.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const EMAIL = `preventivo-${Date.now()}@example.it`

test('the admin builds and sends a quote; the customer accepts it from the e-mail; the order has its total', async ({
  browser,
  page,
  baseURL,
}) => {
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

  const admin = await (
    await browser.newContext({
      baseURL,
      storageState: decidedConsentState(baseURL!),
      extraHTTPHeaders: { 'accept-language': 'it' },
    })
  ).newPage()
  await signIn(admin, 'admin@soglia.test')
  await open(admin, `/administration/quotes?q=${encodeURIComponent(EMAIL)}`)
  await main(admin)
    .getByRole('link', { name: `Apri Richiesta ${number}` })
    .click()
  const detail = main(admin).getByTestId('quote-detail')
  await detail.getByTestId('quote-visit-at').fill('2026-12-15T09:30')
  await detail.getByLabel('Fino alle').fill('11:30')
  await detail.getByLabel('Tecnico').fill('Marco Rossi')
  await detail.getByRole('button', { name: 'Fissa il sopralluogo' }).click()
  await expect(detail.getByTestId('quote-status')).toHaveText('Sopralluogo fissato')
  // The visit's e-mail carries the calendar invitation.
  const visit = await waitForMail(EMAIL, { match: (m) => m.subject.includes('sopralluogo per la richiesta') })
  expect(visit.text).toContain('Marco Rossi')
  expect(visit.attachments.map((a) => a.contentType)).toEqual([expect.stringContaining('text/calendar')])
  // The form's time is the browser's local time; the invitation holds it in UTC.
  const utc = (local: string) =>
    new Date(local)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
  const ics = Buffer.from(visit.attachments[0]!.base64, 'base64').toString()
  expect(ics).toContain(`DTSTART:${utc('2026-12-15T09:30')}\r\nDTEND:${utc('2026-12-15T11:30')}\r\n`)

  // The measures of the one opening, recorded with the move; they start the quote.
  await detail.getByLabel('Larghezza 1').fill('900')
  await detail.getByLabel('Altezza 1').fill('2100')
  await detail.getByLabel('Spessore muro 1').fill('300')
  await detail.getByLabel('Lato di apertura 1').selectOption('left')
  await detail.getByRole('button', { name: 'Misure prese' }).click()
  await expect(detail.getByTestId('quote-status')).toHaveText('Misure prese')
  await expect(detail.getByTestId('quote-measures')).toContainText(
    'Apertura 1: 900 × 2100 mm · Spessore muro 300 mm · sinistra',
  )

  // The quote: the measured opening priced as a made-to-measure door, the installation, a discount.
  const editor = detail.getByTestId('quote-editor')
  await expect(editor).toBeVisible()
  await expect(editor.getByLabel('Descrizione 1')).toHaveValue(/Apertura 1: 900 × 2100 mm/)
  await editor.getByLabel('Descrizione 1').fill('Porta blindata su misura 90×210')
  // A measured opening is a bene significativo for the VAT on a home; the installation a service.
  await expect(editor.getByLabel("Per l'IVA su abitazione 1")).toHaveValue('significant')
  await expect(editor.getByLabel("Per l'IVA su abitazione 2")).toHaveValue('')
  await editor.getByLabel('Prezzo unitario (€, IVA incl.) 1').fill('1.200,00')
  await editor.getByLabel('Prezzo unitario (€, IVA incl.) 2').fill('250,00')
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
  const link = /https?:\/\/\S+\/offerta\/[A-Za-z0-9_-]+/.exec(mail.text)![0]
  const opened = await page.goto(new URL(link).pathname)
  // The token is the key: the page is never kept by a cache.
  expect(opened!.headers()['cache-control']).toContain('no-store')
  await hydrated(page)
  const offer = page.getByTestId('quote-offer')
  await expect(offer.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(offer.getByTestId('quote-offer-total')).toHaveText(/1\.400,00/)
  await expect(offer.getByText('Porta blindata su misura 90×210')).toBeVisible()
  await offer.getByTestId('quote-offer-accept').click()
  // As at the checkout: the terms must be accepted first.
  await expect(offer.getByText('Per ordinare accetta le condizioni di vendita')).toBeVisible()
  await offer.getByLabel('Ho letto e accetto le condizioni di vendita').check()

  // The declaration: an installation on a home, ordinary or extraordinary maintenance. The
  // preview is the order's own split: 1 450 € less 50 € of discount, the door (B 949,69 net)
  // at 10 % up to the rest (219,44), the excess at 22 %.
  const declaration = offer.getByTestId('quote-installation')
  await expect(offer.getByTestId('quote-installation-preview')).toContainText('Imponibile al 22 %')
  await declaration.getByLabel(/manutenzione ordinaria o straordinaria/).check()
  const preview = offer.getByTestId('quote-installation-preview')
  await expect(preview).toContainText('Imponibile al 10 %: 438,88 €')
  await expect(preview).toContainText('Imponibile al 22 %: 730,25 €')
  await expect(preview).toContainText('Totale con questa dichiarazione: 1.373,68 €')
  await expect(preview).toContainText('valore 949,69 €')
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height })
    expect(await axe(page), `acceptance at ${width}`).toEqual([])
    const button = offer.getByTestId('quote-offer-accept')
    await button.scrollIntoViewIfNeeded()
    await expectReachable(button)
    const maintenance = declaration.getByLabel(/manutenzione ordinaria o straordinaria/)
    await maintenance.scrollIntoViewIfNeeded()
    await expectReachable(maintenance)
  }
  await offer.getByTestId('quote-offer-accept').click()
  const accepted = offer.getByTestId('quote-offer-accepted')
  await expect(accepted).toBeVisible()
  const order = (await accepted.textContent())!.match(/\d{4}-\d{6}/)![0]

  // The order in the back office, at the declared total, split at 10 % and 22 %: the door in two lines.
  await open(admin, `/administration/orders?q=${order}`)
  await expect(main(admin).getByRole('cell', { name: '1.373,68 €' }).first()).toBeVisible()
  await main(admin).getByRole('link', { name: order }).click()
  const installation = main(admin).getByTestId('order-installation')
  await expect(installation.getByTestId('order-vat-rates')).toContainText('Imponibile al 10 %: 438,88 €')
  await expect(installation.getByTestId('order-vat-rates')).toContainText('Imponibile al 22 %: 730,25 €')
  await expect(installation).toContainText('manutenzione ordinaria o straordinaria')
  await expect(
    main(admin)
      .getByRole('region', { name: 'Righe (come ordinate)' })
      .getByText('Porta blindata su misura 90×210 — bene significativo, quota al 22 %'),
  ).toBeVisible()
  await admin.close()
})

// The measurement visit's second half (issue 44 point 3, decision 112): the customer asks to move
// the planned visit from the e-mail's link; the shop sees it and plans again (the same invitation,
// a higher SEQUENCE); after the visit a photo goes with the measured opening, and the measures
// become a configured-door line priced by the server.
test('the customer asks to move the visit; the admin re-plans, attaches a photo to the opening and quotes it from the measures', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const email = `sopralluogo-${Date.now()}@example.it`
  const asked = await page.request.post('/api/quote-requests', {
    data: {
      kinds: ['doors'],
      openings: 1,
      address: { street: 'Via Roma 5', postcode: '37121', city: 'Verona', province: 'VR' },
      time_windows: ['mon_morning'],
      name: 'Paolo Gatti',
      email,
      phone: '+39 045 7654321',
      privacy: true,
    },
  })
  const { number } = ((await asked.json()) as { data: { number: string } }).data
  const admin = await (
    await browser.newContext({
      baseURL,
      storageState: decidedConsentState(baseURL!),
      extraHTTPHeaders: { 'accept-language': 'it' },
    })
  ).newPage()
  await signIn(admin, 'admin@soglia.test')
  await open(admin, `/administration/quotes?q=${encodeURIComponent(email)}`)
  await main(admin)
    .getByRole('link', { name: `Apri Richiesta ${number}` })
    .click()
  const detail = main(admin).getByTestId('quote-detail')
  await detail.getByTestId('quote-visit-at').fill('2026-12-15T09:30')
  await detail.getByRole('button', { name: 'Fissa il sopralluogo' }).click()
  await expect(detail.getByTestId('quote-status')).toHaveText('Sopralluogo fissato')
  const detailUrl = admin.url()
  const ics = (mail: { attachments: Array<{ base64: string }> }) =>
    Buffer.from(mail.attachments[0]!.base64, 'base64').toString()
  const first = await waitForMail(email, { match: (m) => m.subject.includes('sopralluogo per la richiesta') })
  expect(ics(first)).toContain('SEQUENCE:0\r\n')

  // The customer: the e-mail's link, other half-days and a note.
  const link = /https?:\/\/\S+\/sopralluogo\/[A-Za-z0-9_-]+/.exec(first.text)![0]
  const opened = await page.goto(new URL(link).pathname)
  expect(opened!.headers()['cache-control']).toContain('no-store')
  await hydrated(page)
  const visit = page.getByTestId('visit-page')
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height })
    expect(await axe(page), `visit page at ${width}`).toEqual([])
    const submit = visit.getByTestId('visit-move-submit')
    await submit.scrollIntoViewIfNeeded()
    await expectReachable(submit)
  }
  await visit.getByLabel('Martedì · pomeriggio').check()
  await visit.getByLabel('Giovedì · mattina').check()
  await visit.getByLabel('Nota (facoltativa)').fill('Meglio dopo le 15')
  await visit.getByTestId('visit-move-submit').click()
  await expect(visit.getByTestId('visit-move-sent')).toContainText('Martedì · pomeriggio; Giovedì · mattina')

  // The shop sees the ask, in the list and on the request, and plans the visit again.
  await open(admin, `/administration/quotes?q=${encodeURIComponent(email)}`)
  await expect(main(admin).getByTestId('quote-move-badge')).toHaveText('spostamento chiesto')
  await open(admin, new URL(detailUrl).pathname)
  const flag = detail.getByTestId('quote-visit-move')
  await expect(flag).toContainText('Il cliente chiede di spostare il sopralluogo')
  await expect(flag).toContainText('Meglio dopo le 15')
  await detail.getByTestId('quote-visit-at').fill('2026-12-15T15:30')
  await detail.getByRole('button', { name: 'Fissa il sopralluogo' }).click()
  await expect(flag).toBeHidden()
  const moved = await waitForMail(email, {
    match: (m) => m.attachments.length > 0 && ics(m).includes('SEQUENCE:1\r\n'),
  })
  const uid = (text: string) => /UID:(\S+)/.exec(text)![1]
  expect(uid(ics(moved))).toBe(uid(ics(first)))

  // After the visit: the measures, a photo of the opening.
  await detail.getByLabel('Larghezza 1').fill('853')
  await detail.getByLabel('Altezza 1').fill('2100')
  await detail.getByLabel('Lato di apertura 1').selectOption('right')
  await detail.getByRole('button', { name: 'Misure prese' }).click()
  await expect(detail.getByTestId('quote-status')).toHaveText('Misure prese')
  const photos = detail.getByTestId('opening-photos')
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6d3b' } })
    .png()
    .toBuffer()
  const [chooser] = await Promise.all([
    admin.waitForEvent('filechooser'),
    photos.getByRole('button', { name: "Aggiungi foto all'apertura 1" }).click(),
  ])
  await chooser.setFiles({ name: 'apertura-1.png', mimeType: 'image/png', buffer: png })
  await expect(photos.getByRole('img', { name: "Foto 1 dell'apertura 1" })).toBeVisible()
  // Served through the admin's private pass-through (the thumbnail is lazy: it loads in a moment).
  await expect
    .poll(() => photos.getByTestId('opening-photo').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(64)

  // The measures feed the quote: a configured Trento door, 850 × 2100 (its 10 mm step), priced by the server.
  const editor = detail.getByTestId('quote-editor')
  const fromMeasures = editor.getByTestId('measured-lines')
  await fromMeasures.getByTestId('measured-lines-model').selectOption({ label: 'Trento laminato su misura' })
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await admin.setViewportSize({ width, height })
    expect(await axe(admin), `request screen at ${width}`).toEqual([])
    for (const control of [
      fromMeasures.getByRole('button', { name: "Aggiungi riga dell'apertura 1" }),
      photos.getByRole('button', { name: "Aggiungi foto all'apertura 1" }),
    ]) {
      await control.scrollIntoViewIfNeeded()
      await expectReachable(control)
    }
  }
  await fromMeasures.getByRole('button', { name: "Aggiungi riga dell'apertura 1" }).click()
  const price = editor.getByTitle('prezzo del server').last()
  await expect(price).toHaveText(/\d+,\d{2}\s€/)
  const shown = (await price.textContent())!
  // Only the door: the start's free lines (the opening by its sizes, the installation) go.
  await editor.getByRole('button', { name: 'Rimuovi la riga 1' }).click()
  await editor.getByRole('button', { name: 'Rimuovi la riga 1' }).click()
  await editor.getByTestId('quote-save').click()
  await expect(editor.getByTestId('quote-total')).toContainText(shown)
  await admin.close()
})

// The same ask from the customer's account (decision 112): its own requests, the planned one movable.
test('a signed-in customer asks to move its planned visit from its account', async ({ page }) => {
  const token = async (email: string) =>
    (
      (await (await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).json()) as {
        access_token: string
      }
    ).access_token
  const customer = await token('cliente@soglia.test')
  const asked = await page.request.post('/api/quote-requests', {
    headers: { authorization: `Bearer ${customer}` },
    data: {
      kinds: ['windows'],
      openings: 2,
      address: { street: 'Via Roma 9', postcode: '37121', city: 'Verona', province: 'VR' },
      time_windows: ['fri_morning'],
      name: 'Carla Cliente',
      email: 'cliente@soglia.test',
      phone: '+39 045 1111111',
      privacy: true,
    },
  })
  const { number } = ((await asked.json()) as { data: { number: string } }).data
  const admin = { authorization: `Bearer ${await token('admin@soglia.test')}` }
  const list = (await (await page.request.get(`/api/admin/quote-requests?q=${number}`, { headers: admin })).json()) as {
    data: Array<{ id: number }>
  }
  const planned = await page.request.post(`/api/admin/quote-requests/${list.data[0]!.id}/events`, {
    headers: admin,
    data: { type: 'quote.plan_visit', visit_at: '2026-12-18T09:00:00+01:00' },
  })
  expect(planned.status()).toBe(200)

  await signIn(page, 'cliente@soglia.test')
  await open(page, '/account/requests')
  const mine = page.getByTestId('own-request').filter({ hasText: number })
  await expect(mine.getByRole('heading', { level: 2 })).toHaveText(`Richiesta ${number} · Sopralluogo fissato`)
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height })
    expect(await axe(page), `account requests at ${width}`).toEqual([])
    const submit = mine.getByTestId('visit-move-submit')
    await submit.scrollIntoViewIfNeeded()
    await expectReachable(submit)
  }
  await mine.getByLabel('Sabato · mattina').check()
  await mine.getByTestId('visit-move-submit').click()
  await expect(mine.getByTestId('visit-move-sent')).toContainText('Sabato · mattina')
  const seen = (await (
    await page.request.get(`/api/admin/quote-requests/${list.data[0]!.id}`, { headers: admin })
  ).json()) as { data: { visit_move: { time_windows: string[] } } }
  expect(seen.data.visit_move.time_windows).toEqual(['sat_morning'])
})
