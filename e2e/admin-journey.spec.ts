import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { axe, main, open, signIn } from './admin-helpers'
import { linkIn, waitForMail } from './mail-sink'
import { bearer, placeOrder } from './orders-api'

// Issue 12's journey, the parts added with createb and the order edit: the customer gets each
// status e-mail (real SMTP sink) and sees the timeline; an order for a reseller through createb
// at reseller prices; an order edited and repriced, then locked once production starts; the
// legacy createb URLs; a newsletter unsubscribe link without login. (Coupons, disabling a user,
// the shipping price and the other legacy URLs are e2e/admin.spec.ts's.)
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

/** A handle, its slug and name, found through the API, and the first variant of each required group. */
async function handle(request: APIRequestContext) {
  const found = await (await request.get('/api/products?per_page=24&q=maniglia')).json()
  const product = (found.data as Array<{ slug: string; name: string; sku?: string }>)[0]!
  const detail = (await (await request.get(`/api/products/${product.slug}`)).json()).data as {
    variant_groups: Array<{ required: boolean; variants: Array<{ id: number }> }>
  }
  const variant_ids = detail.variant_groups
    .filter((g) => g.required && g.variants.length > 0)
    .map((g) => g.variants[0]!.id)
  return { ...product, variant_ids }
}

/** Adds a product in createb or the order edit, choosing the first variant of each required group (issue 39). */
async function addProduct(page: Page, name: string) {
  await main(page)
    .getByRole('button', { name: `Aggiungi ${name}` })
    .first()
    .click()
  const picker = main(page).locator('[data-choice-picker]')
  await expect(picker).toBeVisible()
  // Nothing is added while a required choice is open.
  await expect(picker.locator('[data-confirm-choices]')).toBeDisabled()
  for (const select of await picker.locator('select[required]').all()) await select.selectOption({ index: 1 })
  await picker.locator('[data-confirm-choices]').click()
  await expect(picker).toHaveCount(0)
}

async function expectReachable(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded()
  const box = (await control.boundingBox())!
  const view = page.viewportSize()!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(view.width + 1)
  const topmost = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button, a, input, select, textarea')?.outerHTML ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  )
  expect(topmost).toBe(await control.evaluate((el) => el.outerHTML))
}

test.describe('the back office journey', () => {
  test('the customer gets an e-mail at each step and sees the timeline in the account', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const order = await placeOrder(request)
    await signIn(page)
    await open(page, `/administration/orders?q=${order.number}`)
    await main(page).getByRole('link', { name: order.number }).click()
    const actions = main(page).locator('[data-order-actions]')
    const steps: Array<[string, string]> = [
      ['Segna come pagato', 'paid'],
      ['Conferma', 'confirmed_admin'],
      ['Avvia produzione', 'start_production'],
      ['Fine produzione', 'end_production'],
    ]
    for (const [step, status] of steps) {
      await actions.getByRole('button', { name: step, exact: true }).click()
      await expect(main(page).locator(`[data-order-status="${status}"]`)).toBeVisible()
    }
    await actions.getByRole('button', { name: 'Spedisci' }).click()
    const dialog = page.getByRole('dialog', { name: 'Spedisci' })
    await dialog.getByLabel('Corriere').fill('BRT')
    await dialog.getByLabel('Numero di tracciamento').fill('BRT000777111')
    await dialog.getByRole('button', { name: 'Spedisci' }).click()
    await expect(main(page).locator('[data-order-status="shipped"]')).toBeVisible()

    // The customer's e-mails of the steps the shop announces (placed, confirmed, in production,
    // shipped with the tracking number), each in the SMTP sink.
    for (const subject of ["Conferma dell'ordine", 'confermato', 'produzione avviata', 'spedito']) {
      await waitForMail('cliente@soglia.test', {
        match: (m) => m.subject.includes(order.number) && m.subject.includes(subject),
      })
    }
    const shipped = await waitForMail('cliente@soglia.test', {
      match: (m) => m.subject.includes(order.number) && m.subject.includes('spedito'),
    })
    expect(shipped.text).toContain('BRT000777111')

    // The customer's own account shows the same timeline.
    const customer = await browser.newPage()
    await signIn(customer, 'cliente@soglia.test')
    await open(customer, `/account/orders/${order.id}`)
    const history = main(customer).locator('section[aria-labelledby="order-history"] li')
    await expect(history).toHaveCount(6)
    await customer.close()
  })

  test('createb: an order for a reseller at reseller prices, then edited and locked at production', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const product = await handle(request)
    const resellerQuote = (
      await (
        await request.post('/api/cart/quote', {
          headers: await bearer(request, 'reseller@soglia.test'),
          data: { lines: [{ slug: product.slug, quantity: 2, variant_ids: product.variant_ids }], region: 'IT-34' },
        })
      ).json()
    ).data
    const publicQuote = (
      await (
        await request.post('/api/cart/quote', {
          data: { lines: [{ slug: product.slug, quantity: 2, variant_ids: product.variant_ids }], region: 'IT-34' },
        })
      ).json()
    ).data
    expect(resellerQuote.subtotal).not.toBe(publicQuote.subtotal)

    await signIn(page)
    // The legacy URLs land here.
    for (const legacy of ['/administration/orders/OLD/create', '/administration/orders/OLD/checkout']) {
      await open(page, legacy)
      await expect(page).toHaveURL(/\/administration\/orders\/createb$/)
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Nuovo ordine per un cliente')
    }
    await main(page).getByLabel('Cerca il cliente (nome o e-mail)').fill('reseller@')
    await main(page).locator('[data-pick="reseller@soglia.test"]').click()
    await expect(main(page).locator('[data-customer="reseller@soglia.test"]')).toContainText('reseller')
    await main(page).getByLabel('Cerca un prodotto (nome o codice)').fill(product.name.slice(0, 12))
    await addProduct(page, product.name)
    await main(page).locator('[data-lines] input[type="number"]').fill('2')
    const address = main(page).locator('[data-new-address]')
    await address.getByLabel('Destinatario').fill('Edilcasa Rivendita')
    await address.getByLabel('Via e numero civico').fill('Via Roma 10')
    await address.getByLabel('CAP').fill('37121')
    await address.getByLabel('Città').fill('Verona')
    await address.getByLabel('Provincia').selectOption('VR')
    await expect(main(page).locator('[data-subtotal]')).toHaveText(money(resellerQuote.subtotal))
    await main(page).locator('[data-shipping]').first().check()
    await main(page).locator('[data-payment="bank_transfer"]').check()
    await expect(main(page).locator('[data-summary]')).toHaveAttribute('aria-busy', 'false')
    await main(page).getByLabel('Il cliente ha accettato le condizioni di vendita.').check()

    // axe and the main control at both widths, on the filled-in screen.
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      expect(await axe(page), `createb at ${width}`).toEqual([])
      await expectReachable(page, main(page).locator('[data-place-order]'))
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await main(page).locator('[data-place-order]').click()
    await expect(page).toHaveURL(/\/administration\/orders\/\d+$/)
    const orderId = Number(page.url().split('/').pop())
    await expect(main(page).locator('[data-order-status="pending"]')).toBeVisible()
    await expect(main(page).getByText('reseller@soglia.test')).toBeVisible()

    // Edit: three handles and a 10 % first discount, repriced by the server.
    const edit = main(page).locator('[data-order-edit]')
    await edit.locator('[data-edit-quantity="0"]').fill('3')
    await edit.getByLabel('Primo sconto (%)').fill('10')
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      expect(await axe(page), `order edit at ${width}`).toEqual([])
      await expectReachable(page, edit.locator('[data-save-edit]'))
    }
    await edit.locator('[data-save-edit]').click()
    await expect(page.locator('[data-toast="success"]', { hasText: 'Ordine aggiornato' }).first()).toBeVisible()
    const goods = resellerQuote.lines[0].unit_price * 3
    await expect(main(page).locator('[data-changes] li')).toHaveCount(1)
    const api = await bearer(request, 'admin@soglia.test')
    const after = (await (await request.get(`/api/admin/orders/${orderId}`, { headers: api })).json()).data
    expect(after).toMatchObject({ subtotal: goods, first_discount_bp: 1000, discount_total: Math.round(goods / 10) })

    // Once production starts the panel says why, and the API refuses.
    for (const event of ['order.pay', 'order.confirm', 'order.start_production']) {
      expect(
        (await request.post(`/api/admin/orders/${orderId}/events`, { headers: api, data: { event } })).status(),
      ).toBe(200)
    }
    await page.reload()
    await hydrated(page)
    await expect(main(page).locator('[data-edit-locked]')).toBeVisible()
    expect(
      (await request.patch(`/api/admin/orders/${orderId}`, { headers: api, data: { first_discount_bp: 0 } })).status(),
    ).toBe(409)
  })

  test('createb: a shutter whose extras combine takes installation and disposal on one line, priced as the shop prices them', async ({
    page,
    request,
  }) => {
    const found = (await (await request.get('/api/products?per_page=24&q=persiana%20veneta')).json()).data as Array<{
      slug: string
      name: string
    }>
    const shutter = found.find((p) => p.name === 'Persiana alla veneta in alluminio')!
    const detail = (await (await request.get(`/api/products/${shutter.slug}`)).json()).data as {
      extra_options: Array<{ id: number; name: string }>
      variant_groups: Array<{ required: boolean; variants: Array<{ id: number }> }>
    }
    // The picker below takes the first variant of each required group, as this line does.
    const variant_ids = detail.variant_groups
      .filter((g) => g.required && g.variants.length > 0)
      .map((g) => g.variants[0]!.id)
    const headers = await bearer(request, 'reseller@soglia.test')
    const lines = [
      { slug: shutter.slug, quantity: 1, variant_ids, extra_option_ids: detail.extra_options.map((o) => o.id) },
    ]
    const both = (await (await request.post('/api/cart/quote', { headers, data: { lines, region: 'IT-34' } })).json())
      .data
    expect(both.subtotal).toBeGreaterThan(0)
    await signIn(page)
    await open(page, '/administration/orders/createb')
    await main(page).getByLabel('Cerca il cliente (nome o e-mail)').fill('reseller@')
    await main(page).locator('[data-pick="reseller@soglia.test"]').click()
    await main(page).getByLabel('Cerca un prodotto (nome o codice)').fill('Persiana alla veneta')
    await main(page)
      .getByRole('button', { name: `Aggiungi ${shutter.name}` })
      .first()
      .click()
    const picker = main(page).locator('[data-choice-picker]')
    for (const option of detail.extra_options) await picker.getByRole('checkbox', { name: option.name }).check()
    for (const select of await picker.locator('select[required]').all()) await select.selectOption({ index: 1 })
    expect(await axe(page)).toEqual([])
    await picker.locator('[data-confirm-choices]').click()
    const line = main(page).locator('[data-lines] > li').first()
    for (const option of detail.extra_options) await expect(line).toContainText(option.name)
    await expect(main(page).locator('[data-subtotal]')).toHaveText(money(both.subtotal))
  })

  test('createb: a company customer with an invoice; a wrong partita IVA is refused on its field at the billing step', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const product = await handle(request)
    await signIn(page)
    await open(page, '/administration/orders/createb')
    await main(page).getByLabel('Cerca il cliente (nome o e-mail)').fill('altro@')
    await main(page).locator('[data-pick="altro@soglia.test"]').click()
    await main(page).getByLabel('Cerca un prodotto (nome o codice)').fill(product.name.slice(0, 12))
    await addProduct(page, product.name)
    // A configured door: a model, its default choices, a size off the model's step is refused by
    // the configurator's rules; on the step it becomes a line with its choices in words.
    // A lacquer "in any RAL colour" asks for the code, as the shop's configurator does.
    const door = main(page).locator('[data-door-adder]')
    await door.getByLabel('Modello').selectOption({ label: 'Milano laccata' })
    const width = door.getByLabel('Larghezza (mm)')
    await expect(width).not.toHaveValue('')
    const good = await width.inputValue()
    await width.fill('1')
    await door.locator('[data-add-door]').click()
    await expect(door.locator('[data-door-errors]')).not.toBeEmpty()
    await width.fill(good)
    const ralOption = 'Laccato RAL a scelta (+20%)'
    await door
      .locator('select', { has: page.locator('option', { hasText: ralOption }) })
      .selectOption({ label: ralOption })
    const ral = door.getByLabel('Codice RAL')
    await expect(ral).toBeVisible()
    await door.locator('[data-add-door]').click()
    await expect(door.locator('[data-door-errors]')).toContainText('RAL')
    await ral.fill('9010')
    await door.locator('[data-add-door]').click()
    await expect(main(page).locator('[data-lines] > li')).toHaveCount(2)
    await expect(main(page).locator('[data-lines] > li').nth(1)).toContainText('RAL 9010')
    await expect(main(page).locator('[data-lines] > li').nth(1).locator('[data-line-choices]')).toContainText(':')
    const address = main(page).locator('[data-new-address]')
    await address.getByLabel('Destinatario').fill('Studio Architetti Bianchi')
    await address.getByLabel('Via e numero civico').fill('Corso Porta Nuova 5')
    await address.getByLabel('CAP').fill('37122')
    await address.getByLabel('Città').fill('Verona')
    await address.getByLabel('Provincia').selectOption('VR')
    await main(page).locator('[data-shipping]').first().check()
    await main(page).locator('[data-payment="bank_transfer"]').check()
    // The quote for that choice moves the totals (and what follows them): tick once it is in.
    await expect(main(page).locator('[data-summary]')).toHaveAttribute('aria-busy', 'false')
    await main(page)
      .getByLabel(/^Il cliente ha accettato le condizioni di vendita/)
      .check()

    // The checkout's billing step: an invoice for the company, with a partita IVA whose check
    // digit is wrong (its format is right): the step runs the server's own rule (decision 102).
    const billing = main(page).locator('[data-billing]')
    await billing.getByRole('radio', { name: 'Fattura' }).check()
    await expect(billing.locator('[data-billing-state="pending"]')).toBeVisible()
    await expect(main(page).locator('[data-place-order]')).toBeDisabled()
    await billing.getByLabel('Nome e cognome').fill('Paolo Bianchi')
    await billing.getByLabel(/^Ragione sociale/).fill('Studio Architetti Bianchi')
    await billing.getByLabel('Partita IVA').fill('12345678901')
    await billing.getByLabel(/^Codice destinatario SDI/).fill('M5UXCR1')
    const billingAddress = billing.getByRole('group', { name: 'Indirizzo di fatturazione' })
    await billingAddress.getByLabel('Destinatario').fill('Studio Architetti Bianchi')
    await billingAddress.getByLabel('Via e numero civico').fill('Corso Porta Nuova 5')
    await billingAddress.getByLabel('CAP').fill('37122')
    await billingAddress.getByLabel('Città').fill('Verona')
    await billingAddress.getByLabel(/^Provincia/).selectOption('VR')
    await billing.getByRole('button', { name: 'Continua' }).click()
    // Refused at the step, under the partita IVA field: the invoice is not confirmed, no order can go.
    const vat = billing.getByLabel('Partita IVA')
    await expect(vat).toHaveAttribute('aria-invalid', 'true')
    await expect(vat).toHaveAccessibleDescription(/Partita IVA non valida/)
    await expect(billing.locator('[data-billing-state="pending"]')).toBeVisible()
    await expect(main(page).locator('[data-place-order]')).toBeDisabled()

    // Corrected, confirmed, placed: the order carries the invoice data.
    await vat.fill('12345678903')
    await billing.getByRole('button', { name: 'Continua' }).click()
    await expect(billing.locator('[data-billing-state="invoice"]')).toBeVisible()
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      expect(await axe(page), `createb with an invoice at ${width}`).toEqual([])
      await expectReachable(page, main(page).locator('[data-place-order]'))
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await main(page).locator('[data-place-order]').click()
    await expect(page).toHaveURL(/\/administration\/orders\/\d+$/)
    const orderId = Number(page.url().split('/').pop())
    const headers = await bearer(request, 'admin@soglia.test')
    const order = (await (await request.get(`/api/admin/orders/${orderId}`, { headers })).json()).data
    expect(order.billing).toMatchObject({
      document: 'invoice',
      company: 'Studio Architetti Bianchi',
      vat_number: '12345678903',
      sdi_code: 'M5UXCR1',
    })
    expect(order.lines).toHaveLength(2)
    expect(order.lines.some((l: { choices?: unknown[] }) => (l.choices?.length ?? 0) > 0)).toBe(true)
  })

  test('a newsletter e-mail’s unsubscribe link works without signing in, after a click', async ({ page, request }) => {
    const email = `journey-${Date.now()}@example.it`
    expect((await request.post('/api/newsletter/subscribe', { data: { email, terms: true } })).status()).toBe(200)
    const mail = await waitForMail(email)
    const link = linkIn(mail, '/newsletter/unsubscribe/')
    await open(page, `${link.pathname}`)
    // Opening the link changed nothing: the reader confirms with the button.
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText("Annulla l'iscrizione")
    expect(await axe(page)).toEqual([])
    await main(page).getByRole('button', { name: "Annulla l'iscrizione" }).click()
    await expect(main(page).getByRole('status')).toContainText('non riceverai più la newsletter')
    const api = await bearer(request, 'admin@soglia.test')
    const list = (
      await (
        await request.get(`/api/admin/newsletter/subscribers?q=${encodeURIComponent(email)}`, { headers: api })
      ).json()
    ).data
    expect(list).toEqual([expect.objectContaining({ email, status: 'unsubscribed' })])
  })
})

function money(cents: number) {
  return new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100)
}
