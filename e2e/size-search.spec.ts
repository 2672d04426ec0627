import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { expectReachable } from './reachable'

// Issue 42 point 2, sizes as a first-class way in (decision 098): a size in the search, the
// size filter of a category, a made-to-measure product's range and its configurator — on a
// phone (390 × 844) and a laptop (1280 × 800), each control in view and covered by nothing.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const main = (page: Page) => page.getByRole('main')
const banner = (page: Page) => page.getByRole('banner')
const count = (page: Page) => main(page).getByTestId('product-count')
const sizes = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } }

for (const [size, viewport] of Object.entries(sizes)) {
  test.describe(`${size} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('"blindata 90x210" in the header search lists a security door first', async ({ page }) => {
      await page.goto('/negozio')
      await hydrated(page)
      if (size === 'phone') await banner(page).getByRole('button', { name: 'Cerca', exact: true }).click()
      const box = banner(page).getByRole('combobox', { name: 'Cerca in tutto il negozio' })
      await expectReachable(box)
      await box.fill('blindata 90x210')
      await box.press('Enter')
      await expect(page).toHaveURL(/q=blindata/)
      await expect(main(page).getByTestId('size-understood')).toHaveText('Prima i prodotti per un vano di 90 × 210 cm')
      const first = main(page).getByRole('article').first().getByRole('heading')
      await expect(first).toHaveText(/^Blindata /)
      await first.scrollIntoViewIfNeeded()
      await expectReachable(first)
    })

    test('the size filter of a category narrows its list', async ({ page }) => {
      await page.goto('/negozio/porte-blindate')
      await hydrated(page)
      const before = await count(page).textContent()
      let filters = main(page).locator('aside')
      if (size === 'phone') {
        const open = main(page).getByTestId('filters-open')
        await expectReachable(open)
        await open.click()
        filters = page.getByTestId('filter-sheet')
      }
      const sizeFilter = filters.getByRole('group', { name: 'Misura del vano' })
      await expect(sizeFilter).toHaveAttribute('data-testid', 'size-filter')
      await expect(sizeFilter).toContainText('Nell’elenco: larghezza 80–140 cm, altezza 200–240 cm')
      const width = sizeFilter.getByRole('spinbutton', { name: 'Larghezza (cm)' })
      await width.scrollIntoViewIfNeeded()
      await expectReachable(width)
      await width.fill('120')
      await expect(sizeFilter).toContainText('Indica larghezza e altezza del vano.')
      await sizeFilter.getByRole('spinbutton', { name: 'Altezza (cm)' }).fill('210')
      const apply = filters.getByRole('button', { name: 'Applica filtri' })
      await expect(async () => {
        await apply.scrollIntoViewIfNeeded()
        await expectReachable(apply)
      }).toPass({ timeout: 15_000 })
      await apply.click()
      await expect(page).toHaveURL(/w=120&h=210/)
      // Only the two-leaf Villa is made 110–140 cm wide.
      await expect(count(page)).not.toHaveText(before!)
      await expect(main(page).getByRole('article')).toHaveCount(1)
      await expect(main(page).getByRole('article').getByRole('heading')).toHaveText(/Villa/)
    })

    test('a made-to-measure door shows its range and opens its configurator; a stock door its size', async ({
      page,
    }) => {
      await page.goto('/negozio/porte-blindate/blindata-sentinella-classe-3')
      await hydrated(page)
      const sizesBox = main(page).getByTestId('product-sizes')
      await expect(sizesBox).toContainText('Su misura: larghezza 80–100 cm, altezza 200–230 cm')
      const configure = sizesBox.getByRole('link', { name: /^Configura .+ su misura$/ })
      await configure.scrollIntoViewIfNeeded()
      await expectReachable(configure)
      await configure.click()
      await expect(page).toHaveURL(/\/collezioni\/configuratore\/\d+$/)
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()

      await page.goto('/negozio/porte-interne/porta-trento-laminato-80-210')
      await expect(main(page).getByTestId('product-sizes')).toHaveText('Misure: 80 × 210 cm')
      await expect(main(page).getByTestId('product-configure')).toHaveCount(0)
    })
  })
}
