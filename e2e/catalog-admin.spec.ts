import type { Browser, Page } from '@playwright/test'
import { expect, hydrated, listSettled, test } from './fixtures'
import { axe, main, open, signIn } from './admin-helpers'
import { expectReachable } from './reachable'
import { emptyServerCart } from './server-cart-helpers'

// Issue 13, the catalogue in the back office: the administrator creates a product with a
// variant and an image in Italian and Spanish, the shop shows it at its own slug in both
// languages and a customer buys it; a price change shows the Omnibus line; a renamed slug
// answers 301; categories and attributes are edited, and refused deletes say why. Every new
// screen is axe-clean, its main control in the viewport and uncovered at 390 and 1280 px.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

// An 8×8 PNG: the media library decides the type from these bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOwqGvBihiGlgQAmYpOgUdeW6UAAAAASUVORK5CYII=',
  'base64',
)

const save = (page: Page) => main(page).getByRole('button', { name: /^(Salva|Crea)$/ })

/** A customer buys the product by bank transfer, through the cart and the checkout's steps. */
async function buy(browser: Browser, path: string, variant: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'it' } })
  const page = await context.newPage()
  await emptyServerCart(context.request, 'cliente@soglia.test')
  await signIn(page, 'cliente@soglia.test')
  await open(page, path)
  await main(page).getByRole('radio', { name: variant, exact: true }).check()
  await main(page).getByRole('button', { name: 'Aggiungi al carrello' }).click()
  await expect(page.getByText('Aggiunto al carrello')).toBeVisible()
  await open(page, '/checkout')
  await expect(main(page).getByTestId('cart-line')).toContainText('Porta Prova E2E')
  const step = (name: string) => main(page).getByTestId(`checkout-step-${name}`)
  await main(page).getByTestId('checkout-review-continue').click()
  await main(page).getByTestId('checkout-delivery-continue').click()
  await step('shipping').getByRole('button', { name: 'Continua' }).click()
  await step('billing')
    .getByRole('radio', { name: /Ricevuta/ })
    .check()
  await main(page).getByTestId('checkout-billing-continue').click()
  await main(page).getByTestId('payment-method-bank_transfer').click()
  await step('payment').getByRole('button', { name: 'Continua' }).click()
  await step('summary').getByLabel('Ho letto e accetto le condizioni di vendita').check()
  await step('summary').getByTestId('checkout-place').click()
  await expect(page).toHaveURL(/\/checkout\/complete$/)
  await expect(main(page).getByTestId('order-number')).toHaveText(/^\d{4}-\d{6}$/)
  await context.close()
}

test('a product made in Italian and Spanish is in the shop at its own slugs, is bought, reprices with the Omnibus line and keeps its old address', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  await signIn(page)
  await open(page, '/administration/products/create')
  const form = main(page)
  // Texts: Italian, then the Spanish tab.
  await form.getByLabel('Nome (IT)').fill('Porta Prova E2E')
  await expect(form.getByLabel('Indirizzo (slug) (IT)')).toHaveValue('porta-prova-e2e')
  await form.getByRole('tab', { name: /es/i }).click()
  await form.getByLabel('Nome (ES)').fill('Puerta Prueba E2E')
  await form.getByLabel('Indirizzo (slug) (ES)').fill('puerta-prueba-e2e')
  await form.getByRole('tab', { name: /^it/i }).click()
  await form.getByLabel('Codice (SKU)').fill('E2E-PORTA-1')
  await form.getByLabel('Categoria principale').selectOption({ label: 'Porte interne' })
  await form.getByLabel('Prezzo base (€)', { exact: true }).fill('350,00')
  await form.getByLabel('Peso (kg)').fill('28,5')
  // A variant, named in both languages.
  await form.getByRole('button', { name: 'Aggiungi gruppo di varianti' }).click()
  await form.getByLabel('Nome del gruppo (IT)').fill('Finitura')
  await form.getByLabel('Codice', { exact: true }).first().fill('finitura')
  await form.getByLabel('Nome della variante (IT)').fill('Noce')
  await form.getByLabel('Codice variante').fill('E2E-PORTA-1-NOCE')
  await form.getByRole('tab', { name: /es/i }).click()
  await form.getByLabel('Nome della variante (ES)').fill('Nogal')
  await form.getByLabel('Nome del gruppo (ES)').fill('Acabado')
  // An image uploaded to the media library, with its alt text in Spanish too.
  await form
    .locator('input[type=file][data-upload]')
    .setInputFiles({ name: 'porta.png', mimeType: 'image/png', buffer: PNG })
  await expect(form.locator('[data-image="0"]')).toBeVisible()
  await form.getByLabel('Testo alternativo (ES)').fill('Puerta de prueba')
  await form.getByRole('tab', { name: /^it/i }).click()
  await form.getByLabel('Testo alternativo (IT)').fill('Porta di prova')
  await save(page).click()
  await expect(page).toHaveURL(/\/administration\/products\/\d+$/)
  await expect(page.getByText('Modifiche salvate.')).toBeVisible()

  // The shop, in Italian (the preview link) and in Spanish at its own slug.
  const preview = await main(page).locator('[data-preview]').getAttribute('href')
  expect(preview).toMatch(/\/negozio\/porte-interne\/porta-prova-e2e$/)
  const es = (await (await request.get('/api/products/puerta-prueba-e2e?locale=es')).json()).data
  await open(page, preview!)
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Porta Prova E2E')
  await expect(main(page).getByRole('img', { name: 'Porta di prova' }).first()).toBeVisible()
  await open(page, `/es/comprar/${es.category.slug}/puerta-prueba-e2e`)
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Puerta Prueba E2E')
  await expect(main(page).getByRole('radio', { name: 'Nogal', exact: true })).toBeAttached()

  // A customer buys it.
  await buy(browser, preview!, 'Noce')

  // The price goes down: the product page shows the Omnibus line with the earlier price.
  await page.goBack()
  await open(page, '/administration/products?q=E2E-PORTA')
  await main(page)
    .getByRole('link', { name: /Porta Prova E2E/ })
    .click()
  await hydrated(page)
  await main(page).getByLabel('Prezzo base (€)', { exact: true }).fill('299,00')
  await save(page).click()
  await expect(page.getByText('Modifiche salvate.')).toBeVisible()
  await open(page, preview!)
  await expect(main(page).getByTestId('product-price')).toContainText('299,00')
  await expect(main(page).getByText(/Prezzo più basso degli ultimi 30 giorni: 350,00/)).toBeVisible()

  // A new slug: the old address answers 301 to it.
  await page.goBack()
  await hydrated(page)
  await main(page).getByLabel('Indirizzo (slug) (IT)').fill('porta-prova-e2e-nuova')
  await save(page).click()
  await expect(page.getByText('Modifiche salvate.')).toBeVisible()
  const old = await request.get(preview!, { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  expect(old.headers().location).toMatch(/\/negozio\/porte-interne\/porta-prova-e2e-nuova$/)
  await page.goto(preview!)
  await expect(page).toHaveURL(/porta-prova-e2e-nuova$/)
})

test('the product list filters, deactivates in bulk and changes prices by a percentage', async ({ page }) => {
  await signIn(page)
  await open(page, '/administration/products?q=maniglia')
  // The first paint may be the table's loading row: count product rows once the answer is in.
  const rows = main(page).locator('tbody tr')
  await main(page).getByLabel('Stato').selectOption('active')
  await expect(page).toHaveURL(/status=active/)
  await listSettled(page)
  await expect(rows.first().getByRole('checkbox')).toBeVisible()
  const count = await rows.count()
  expect(count).toBeGreaterThan(1)
  await rows.first().getByRole('checkbox').check()
  await main(page).getByRole('toolbar').getByRole('textbox').fill('10')
  const before = await rows.first().locator('td').nth(4).textContent()
  await main(page).getByRole('toolbar').getByRole('button', { name: 'Cambia prezzo' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cambia prezzo' }).click()
  await expect(main(page).getByRole('toolbar')).toHaveCount(0)
  await expect(rows.first().locator('td').nth(4)).not.toHaveText(before!)
  await listSettled(page)
  await rows.first().getByRole('checkbox').check()
  await main(page).getByRole('toolbar').getByRole('button', { name: 'Disattiva' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disattiva' }).click()
  await expect(rows).toHaveCount(count - 1)
})

test('categories: create under a parent, move up, and a delete refused with the reason', async ({ page }) => {
  await signIn(page)
  await open(page, '/administration/categories/create')
  await main(page).getByLabel('Nome (IT)').fill('Porte prova')
  await main(page).getByLabel('Categoria superiore').selectOption({ label: 'Maniglie e accessori' })
  await save(page).click()
  await expect(page).toHaveURL(/\/administration\/categories\/\d+$/)
  await open(page, '/administration/categories')
  const row = main(page).locator('tr[data-category="porte-prova"]')
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: 'Sposta su Porte prova' }).click()
  await expect(page.getByText('Porte prova spostata')).toBeVisible()
  const full = main(page).locator('tr[data-category="porte-interne"]')
  await full.getByRole('button', { name: /^Elimina/ }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click()
  await expect(page.getByText(/contiene \d+ prodotti/)).toBeVisible()
  await expect(full).toBeVisible()
})

test('attributes: a new attribute with values in two languages', async ({ page }) => {
  await signIn(page)
  await open(page, '/administration/attributes/create')
  await main(page).getByLabel('Nome (IT)').fill('Colore telaio')
  await main(page).getByRole('button', { name: 'Aggiungi valore' }).click()
  await main(page).getByLabel('Nome del valore (IT)').fill('Bianco')
  await main(page).getByRole('tab', { name: /es/i }).click()
  await main(page).getByLabel('Nome (ES)').fill('Color del marco')
  await main(page).getByLabel('Nome del valore (ES)').fill('Blanco')
  await save(page).click()
  await expect(page).toHaveURL(/\/administration\/attributes\/\d+$/)
  await open(page, '/administration/attributes')
  await expect(main(page).locator('tr[data-attribute="colore-telaio"]')).toContainText('Bianco')
})

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`catalogue screens at ${size.width}×${size.height}: axe clean, main control reachable`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(size)
    await signIn(page)
    for (const [path, control] of [
      ['/administration/products', () => main(page).getByRole('link', { name: 'Crea' })],
      ['/administration/products/create', () => save(page)],
      ['/administration/categories', () => main(page).getByRole('link', { name: 'Crea' })],
      ['/administration/categories/create', () => save(page)],
      ['/administration/attributes', () => main(page).getByRole('link', { name: 'Crea' })],
      ['/administration/attributes/create', () => save(page)],
    ] as const) {
      await open(page, path)
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
      expect(await axe(page), path).toEqual([])
      const c = control()
      await c.scrollIntoViewIfNeeded()
      await expectReachable(c)
    }
  })
}
