import { expect, test } from './fixtures'
import { axe, main, open, signIn } from './admin-helpers'
import { placeOrder } from './orders-api'
import { expectReachable } from './reachable'

// Issue 43, lists that fit a phone (the kit's, so every list has it): below 768 px each row is a
// card of the columns that matter (an order's number, customer, status and total), nothing
// scrolls sideways; the filters fold behind one button; the menu is grouped.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

test('on a phone the orders are cards with the number and the total in view, the filters fold, the menu is grouped', async ({
  page,
  request,
}) => {
  await placeOrder(request)
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page)
  await open(page, '/administration/orders')
  const list = main(page).getByRole('region', { name: 'Ordini', exact: true })
  const first = list.locator('tbody tr').first()
  await expect(first).toBeVisible()
  // Nothing to scroll sideways: the list is as wide as the screen.
  expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1)
  const total = first.locator('td[data-label="Totale"]')
  await expect(total).toHaveText(/€/)
  await total.scrollIntoViewIfNeeded()
  await expectReachable(total)
  const number = first.locator('[data-order-link]')
  await number.scrollIntoViewIfNeeded()
  await expectReachable(number)
  // A column the resource marks as wide is left out of the card.
  await expect(first.locator('td[data-label="Pagamento"]')).toBeHidden()

  // The filters are folded behind one button; opened, they work and the button counts them.
  const status = main(page).getByLabel('Stato', { exact: true })
  await expect(status).toBeHidden()
  const toggle = main(page).locator('[data-filters-toggle]')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(status).toBeVisible()
  await status.selectOption('pending')
  await expect(toggle).toHaveText('Filtri (1 attivi)')
  await expect(page).toHaveURL(/status=pending/)
  expect(await axe(page)).toEqual([])

  // The menu, in the drawer, in its groups.
  await page.locator('[data-admin-menu-button]').click()
  const drawer = page.getByRole('dialog')
  for (const group of ['Vendite', 'Catalogo', 'Contenuti', 'Marketing', 'Impostazioni'])
    await expect(drawer.getByRole('list', { name: group })).toBeVisible()
  await expect(
    drawer.getByRole('list', { name: 'Vendite' }).getByRole('link', { name: 'Ordini', exact: true }),
  ).toBeVisible()
  await expect(drawer.getByRole('list', { name: 'Contenuti' }).getByRole('link', { name: 'Slider' })).toBeVisible()
})

test('at 1280 px the orders list is a table with every column and the filters in the bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  await open(page, '/administration/orders')
  await expect(main(page).getByRole('columnheader', { name: /Pagamento/ })).toBeVisible()
  await expect(main(page).getByLabel('Stato', { exact: true })).toBeVisible()
  await expect(main(page).locator('[data-filters-toggle]')).toBeHidden()
  await expect(
    page.locator('#admin-menu').getByRole('list', { name: 'Catalogo' }).getByRole('link', { name: 'Prodotti' }),
  ).toBeVisible()
})
