import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, hydrated, test } from './fixtures'
import { waitForMail } from './mail-sink'
import { axe, PASSWORD, main } from './admin-helpers'
import { expectReachable } from './reachable'

// Issue 44 point 6 (decision 111): a retailer quotes its own client at its price with a markup,
// sends the branded PDF (the client's prices only), records the acceptance and orders the quote
// from the shop at its own cost — on a phone and on a laptop, with no accessibility violations.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })
test.describe.configure({ timeout: 90_000 })

async function signIn(page: Page) {
  await page.goto('/login')
  await hydrated(page)
  await main(page).getByLabel('Email').fill('rivenditore@soglia.test')
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD)
  await main(page).getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
}

const euros = (text: string) => [...text.matchAll(/(\d{1,3}(?:\.\d{3})*,\d{2})\s?€/g)].map((m) => m[1]!)

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a retailer quotes its client with a markup, sends it and orders it from the shop (${viewport.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signIn(page)
    await page.goto('/account/quotes')
    await hydrated(page)
    await expect(main(page).getByRole('heading', { level: 1, name: 'Preventivi ai tuoi clienti' })).toBeVisible()
    const start = main(page).getByRole('link', { name: 'Nuovo preventivo' })
    await expectReachable(start)
    expect(await axe(page)).toEqual([])
    await start.click()
    await expect(page).toHaveURL(/\/account\/quotes\/new$/)
    await hydrated(page)

    const client = `cliente.rivenditore.${viewport.width}.${Date.now()}@example.com`
    await main(page).getByLabel('Nome del cliente').fill('Bruno Bianchi')
    await main(page).getByLabel('E-mail del cliente').fill(client)
    await main(page).getByLabel('Ricarico su tutte le righe (%)').fill('25')
    const product = main(page).getByLabel('Prodotto 1')
    await product.selectOption({ index: 1 })
    await main(page).getByLabel('Quantità').fill('2')
    const save = main(page).getByRole('button', { name: 'Salva' })
    await save.scrollIntoViewIfNeeded()
    await expectReachable(save)
    await save.click()
    await expect(page).toHaveURL(/\/account\/quotes\/\d+$/)
    const totals = main(page).getByTestId('quote-totals')
    await expect(totals).toContainText('Tuo costo')
    const [cost, clientTotal] = euros((await totals.textContent()) ?? '')
    expect(cost).toBeTruthy()
    expect(clientTotal).not.toBe(cost)
    expect(await axe(page)).toEqual([])

    const send = main(page).getByRole('button', { name: 'Invia al cliente' })
    await send.scrollIntoViewIfNeeded()
    await expectReachable(send)
    await send.click()
    await expect(main(page).getByRole('status')).toHaveText('Preventivo inviato al cliente.')
    const mail = await waitForMail(client)
    expect(mail.subject).toMatch(/^Preventivo R\d{4}-\d{4} di /)
    expect(mail.text).toContain(`${clientTotal}`)
    expect(mail.text).not.toContain(`${cost} €`)
    expect(mail.attachments.map((a) => a.contentType)).toContain('application/pdf')

    await main(page).getByRole('button', { name: 'Il cliente ha accettato' }).click()
    await expect(main(page).getByText('Il negozio ti addebita')).toContainText(`${cost}`)
    await main(page).getByLabel('Accetto le condizioni di vendita del negozio').check()
    const order = main(page).getByRole('button', { name: 'Ordina al negozio' })
    await order.scrollIntoViewIfNeeded()
    await expectReachable(order)
    expect(await axe(page)).toEqual([])
    await order.click()
    await expect(main(page).getByRole('status')).toContainText('Ordine inviato al negozio')
    await expect(main(page).getByText('Ordinato al negozio')).toBeVisible()

    // The shop's order is the retailer's, at its cost.
    await page.goto('/account/orders')
    await hydrated(page)
    await expect(main(page).getByText(`${cost}`).first()).toBeVisible()
  })
}

test('a customer opening the retailer quotes goes home', async ({ page }) => {
  await page.goto('/login')
  await hydrated(page)
  await main(page).getByLabel('Email').fill('cliente@soglia.test')
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD)
  await main(page).getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await page.goto('/account/quotes')
  await expect(page).not.toHaveURL(/\/account\/quotes/)
})

test('the retailer saves its letterhead with a logo through the page, and the API has it', async ({
  page,
  request,
}) => {
  await signIn(page)
  await page.goto('/account/quotes')
  await hydrated(page)
  const form = main(page).getByRole('region', { name: 'La tua intestazione sui preventivi' })
  await form.getByLabel('Ragione sociale').fill('Serramenti Rossi snc')
  const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#387e84' } })
    .png()
    .toBuffer()
  await form.getByLabel('Logo (PNG o JPEG)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo })
  await form.getByRole('button', { name: 'Salva' }).click()
  // The page route forwards the file to the API: a page POST it must let through (post-pages.ts).
  await expect(form.getByText('Intestazione salvata.')).toBeVisible()
  const token = (await page.context().cookies()).find((c) => c.name === 'soglia_session')!.value
  const branding = (await (
    await request.get('/api/account/branding', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { business_name: string; has_logo: boolean } }
  expect(branding.data).toMatchObject({ business_name: 'Serramenti Rossi snc', has_logo: true })
})
