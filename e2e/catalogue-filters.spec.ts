import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const count = (page: Page) => page.getByTestId('product-count')
const total = async (page: Page) => Number((await count(page).textContent())!.replace(/\D/g, ''))
const euroCents = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', ''))
/**
 * Each card's price in cents: the price the visitor pays (a promoted product's reduced price),
 * which the price filter and sort work on (decision 039). `vat` checks the cards say how VAT is shown.
 */
const prices = async (page: Page, vat: string) => {
  const cards = page.locator('main article [data-testid="product-card-price"]')
  await expect(cards.first()).toContainText(vat)
  const out: number[] = []
  for (const card of await cards.all())
    out.push(euroCents((await card.getByTestId('price-amount').textContent()) ?? ''))
  return out
}

test('filters by attribute and price in Italian, clears them, and the back button restores each state', async ({
  page,
}) => {
  await page.goto('/negozio')
  await hydrated(page)
  const all = await total(page)
  const filters = page.getByTestId('catalog-filters')
  await expect(filters.getByRole('group', { name: 'Materiale' })).toBeVisible()

  await filters.getByRole('checkbox', { name: /^Legno \(/ }).check()
  await expect(page).toHaveURL(/f=materiale\.legno/)
  await expect(count(page)).not.toHaveText(`${all} prodotti`)
  const wood = await total(page)
  expect(wood).toBeLessThan(all)

  await filters.getByRole('spinbutton', { name: 'Da', exact: true }).fill('300')
  await filters.getByRole('spinbutton', { name: 'A', exact: true }).fill('800')
  await filters.getByRole('button', { name: 'Applica filtri' }).click()
  await expect(page).toHaveURL(/min=300.*max=800|max=800.*min=300/)
  await expect(count(page)).not.toHaveText(`${wood} prodotti`)
  for (const cents of await prices(page, 'IVA inclusa')) {
    expect(cents).toBeGreaterThanOrEqual(30_000)
    expect(cents).toBeLessThanOrEqual(80_000)
  }

  // Back: the price range goes, the wood filter stays; back again: no filter.
  await page.goBack()
  await expect(count(page)).toHaveText(`${wood} prodotti`)
  await expect(filters.getByRole('checkbox', { name: /^Legno \(/ })).toBeChecked()
  await expect(filters.getByRole('spinbutton', { name: 'Da', exact: true })).toHaveValue('')
  await page.goBack()
  await expect(count(page)).toHaveText(`${all} prodotti`)
  await expect(filters.getByRole('checkbox', { name: /^Legno \(/ })).not.toBeChecked()

  await page.goForward()
  await expect(count(page)).toHaveText(`${wood} prodotti`)
  await filters.getByRole('link', { name: 'Cancella filtri' }).click()
  await expect(count(page)).toHaveText(`${all} prodotti`)
  await expect(page).not.toHaveURL(/f=/)
})

test('filters by attribute and price in English', async ({ page }) => {
  await page.goto('/en/shop')
  await hydrated(page)
  const all = await total(page)
  const filters = page.getByTestId('catalog-filters')
  await filters.getByRole('checkbox', { name: /^Steel \(/ }).check()
  await expect(page).toHaveURL(/\/en\/shop\?f=materiale\.acciaio/)
  await expect(count(page)).not.toHaveText(`${all} products`)
  const steel = await total(page)
  await filters.getByRole('spinbutton', { name: 'From', exact: true }).fill('1200')
  await filters.getByRole('spinbutton', { name: 'From', exact: true }).press('Enter')
  await expect(page).toHaveURL(/min=1200/)
  await expect(count(page)).not.toHaveText(`${steel} products`)
  for (const cents of await prices(page, 'VAT included')) expect(cents).toBeGreaterThanOrEqual(120_000)
  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(count(page)).toHaveText(`${all} products`)
})

test('searches with and without accents', async ({ page }) => {
  await page.goto('/negozio')
  await hydrated(page)
  const names = page.locator('main article h2')
  for (const q of ['perché', 'perche']) {
    await page.getByLabel('Cerca nel negozio').fill(q)
    await page.getByRole('button', { name: 'Cerca', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(q)}`))
    await expect(names.filter({ hasText: 'Vetrata fissa PVC Panorama' })).toBeVisible()
  }
  await page.getByLabel('Cerca nel negozio').fill('maniglia ottone')
  await page.getByRole('button', { name: 'Cerca', exact: true }).click()
  await expect(names.first()).toHaveText('Maniglia Liberty in ottone')
  await page.goto('/en/shop?q=brass%20handles')
  await expect(names.filter({ hasText: 'Liberty brass lever handle' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter form is a plain GET form', async ({ page }) => {
    await page.goto('/negozio')
    const all = await total(page)
    await page.getByRole('checkbox', { name: /^PVC \(/ }).check()
    await page.getByRole('spinbutton', { name: 'A', exact: true }).fill('1000')
    await page.getByRole('button', { name: 'Applica filtri' }).click()
    await expect(page).toHaveURL(/f=materiale\.pvc/)
    await expect(page.getByRole('checkbox', { name: /^PVC \(/ })).toBeChecked()
    expect(await total(page)).toBeLessThan(all)
    await page.goto('/negozio?f=materiale.pvc&min=abc&max=-3&sort=cheapest')
    await expect(page.getByRole('checkbox', { name: /^PVC \(/ })).toBeChecked()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the filters are in a sheet behind "Filtri" (issue 16), with the count of active filters', async ({ page }) => {
    await page.goto('/negozio')
    await hydrated(page)
    await page.getByTestId('filters-open').click()
    const sheet = page.getByTestId('filter-sheet')
    const wood = sheet.getByRole('checkbox', { name: /^Legno \(/ })
    await expect(wood).toBeVisible()
    await wood.check()
    await sheet.getByRole('button', { name: 'Applica filtri' }).click()
    await expect(sheet).toBeHidden()
    await expect(page).toHaveURL(/f=materiale\.legno/)
    // The button tells how many filters are on.
    await expect(page.getByTestId('filters-count')).toContainText('1')
  })
})
