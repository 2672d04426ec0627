import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { fatturaPaErrors } from '../src/test/fatturapa-xsd'
import { expect, hydrated, test } from './fixtures'
import { PASSWORD, axe, main, signIn } from './admin-helpers'
import { expectReachable } from './reachable'

// Issue 12, documents (decision 031): the administrator issues the invoice of an order a
// customer placed, from the order's screen, and downloads its PDF and FatturaPA XML (the XML
// valid against the official schema, the PDF carrying the number); the documents screen lists
// it and the two seeded site documents; axe-clean and the main control reachable at 1280 and 390.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

/** A customer's order asking for an invoice to their company, placed through the checkout's API. */
async function placeInvoiceOrder(request: APIRequestContext): Promise<{ id: number; number: string }> {
  const login = await request.post('/api/auth/login', { data: { email: 'cliente@soglia.test', password: PASSWORD } })
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` }
  const list = await (await request.get('/api/products?per_page=24&q=maniglia', { headers })).json()
  const slug = list.data[0].slug as string
  const product = (await (await request.get(`/api/products/${slug}`, { headers })).json()).data
  const lines = [
    {
      slug,
      quantity: 2,
      variant_ids: product.variant_groups.map((g: { variants: Array<{ id: number }> }) => g.variants[0]!.id),
    },
  ]
  const first = (await (await request.post('/api/cart/quote', { headers, data: { lines, region: 'IT-21' } })).json())
    .data
  const shipping_option_id = first.shipping_options[0].id
  const priced = (
    await (
      await request.post('/api/cart/quote', {
        headers,
        data: { lines, region: 'IT-21', shipping_option_id, payment_method: 'bank_transfer' },
      })
    ).json()
  ).data
  const address = {
    recipient: 'Paolo Verdi',
    street: 'Via Po 10',
    postcode: '10124',
    city: 'Torino',
    province: 'TO',
    country: 'IT',
  }
  const res = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      lines,
      delivery: { type: 'address', address, save: false },
      shipping_option_id,
      billing: {
        document: 'invoice',
        name: 'Paolo Verdi',
        company: 'Verdi Costruzioni S.r.l.',
        vat_number: '01234567897',
        sdi_code: 'M5UXCR1',
        address,
      },
      payment_method: 'bank_transfer',
      acknowledgements: { terms: true, ...(priced.made_to_measure ? { made_to_measure: true } : {}) },
      expected_total: priced.total,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).data
}

async function download(page: Page, link: import('@playwright/test').Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()])
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) }
}

test('issues the invoice of a customer’s order and downloads its PDF and a valid FatturaPA XML', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const order = await placeInvoiceOrder(request)
  await signIn(page)
  await page.goto(`/administration/orders/${order.id}`)
  await hydrated(page)
  const panel = main(page).locator('[data-order-fiscal]')
  await expect(panel.getByText('Nessun documento fiscale emesso.')).toBeVisible()
  // The order asked for an invoice: that is the only document offered.
  await expect(panel.locator('[data-issue]')).toHaveCount(1)
  const issue = panel.getByRole('button', { name: 'Emetti fattura' })
  await issue.scrollIntoViewIfNeeded()
  await expectReachable(issue)
  await issue.click()
  const dialog = page.getByRole('alertdialog', { name: 'Emetti fattura' })
  await dialog.getByRole('button', { name: 'Emetti fattura' }).click()
  const toast = page.locator('[data-toast="success"]', { hasText: 'Emesso: FT-' })
  await expect(toast).toBeVisible()
  const number = (await toast.innerText()).match(/FT-\d{4}-\d{6}/)![0]
  await expect(panel.locator('[data-issued="invoice"]')).toContainText(number)
  await expect(panel.locator('[data-issue]')).toHaveCount(0) // issued once: no second button
  expect(await axe(page), 'order detail with its fiscal documents').toEqual([])

  const xml = await download(page, panel.getByRole('link', { name: `Scarica l'XML FatturaPA di ${number}` }))
  expect(xml.name).toMatch(/^IT01234567897_[0-9A-Z]{5}\.xml$/)
  const text = xml.bytes.toString('utf8')
  expect(await fatturaPaErrors(text)).toEqual([])
  expect(text).toContain(`<Numero>${number}</Numero>`)
  expect(text).toContain('<Denominazione>Verdi Costruzioni S.r.l.</Denominazione>')
  expect(text).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>')

  const pdf = await download(page, panel.getByRole('link', { name: `Scarica il PDF di ${number}` }))
  expect(pdf.name).toBe(`${number}.pdf`)
  const words = (
    await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true })
  ).text.replace(/\s+/g, ' ')
  expect(words).toContain(`Fattura N. ${number}`)
  expect(words).toContain(`Ordine ${order.number}`)

  // The documents screen lists it; the kind filter lives in the URL.
  await page.goto('/administration/documents')
  await hydrated(page)
  await main(page).getByLabel('Tipo').selectOption('invoice')
  await expect(page).toHaveURL(/kind=invoice/)
  const row = main(page).getByRole('row', { name: new RegExp(number) })
  await expect(row).toContainText(order.number)
  await expect(row).toContainText('Verdi Costruzioni S.r.l.')
  await expect(row.getByRole('link', { name: `Scarica il PDF di ${number}` })).toBeVisible()
  // The row's download stays in reach on a phone (kind, customer and date columns fold away).
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size)
    const link = row.getByRole('link', { name: `Scarica il PDF di ${number}` })
    await link.scrollIntoViewIfNeeded()
    await expectReachable(link)
  }
})

test('the documents screen: both sections axe-clean at 1280 and 390, the seeded site documents editable', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page)
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size)
    await page.goto('/administration/documents')
    await hydrated(page)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Documenti')
    await expectReachable(main(page).getByRole('link', { name: 'Documenti del sito' }))
    await expectReachable(main(page).getByRole('button', { name: 'Esporta CSV' }))
    expect(await axe(page), `documents at ${size.width}`).toEqual([])
    await main(page).getByRole('link', { name: 'Documenti del sito' }).click()
    await expect(page).toHaveURL(/\/administration\/documents\/site$/)
    await expect(main(page).getByRole('row')).toHaveCount(3) // the header and the two seeded documents
    await expect(main(page).getByRole('cell', { name: 'Catalogo Soglia 2026', exact: true })).toBeVisible()
    await expect(main(page).getByRole('cell', { name: 'Guida alla presa delle misure', exact: true })).toBeVisible()
    expect(await axe(page), `site documents at ${size.width}`).toEqual([])
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await main(page).getByRole('link', { name: 'Apri Guida alla presa delle misure' }).click()
  await hydrated(page)
  await main(page).getByLabel('Titolo (EN)').fill('How to measure your doorway')
  await main(page).getByLabel('Pubblico').uncheck()
  await main(page).getByRole('button', { name: 'Salva' }).click()
  await expect(page.locator('[data-toast="success"]')).toContainText('Modifiche salvate')
  await page.goto('/administration/documents/site?is_public=false')
  await hydrated(page)
  await expect(main(page).getByRole('cell', { name: 'Guida alla presa delle misure', exact: true })).toBeVisible()
  await expect(main(page).getByRole('cell', { name: 'Catalogo Soglia 2026', exact: true })).toHaveCount(0)
})
