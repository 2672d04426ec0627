import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signIn } from './sign-in'
import { createPromotion, removePromotion, type SpecPromotion } from './promotions-api'
import { emptyServerCart } from './server-cart-helpers'

// Spec §2 cart button, badge and dropdown; §4 cart (same choice → one line, restoration after a
// reload, authentication needed), coupon (§5, §8 messages), quantity and removal; §6 price tier.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

// The cookie-consent decision comes with the config's storage state.
// Seeded: "Porta Trento laminato 70×210", € 219,00; reseller price 78 % → € 171,00; both less a
// 20 % promotion the spec runs itself (issue 11: the cart charges what the page advertises) →
// € 175,20 / € 136,80. Its own, dated from now: the seeded ones follow the calendar (decision
// 061), and none of them covers this door.
const PRODUCT = '/negozio/porte-interne/porta-trento-laminato-70-210'
let promotion: SpecPromotion | undefined
test.beforeAll(async ({ request }) => {
  promotion = await createPromotion(request, {
    skus: ['PI-LAM-070'],
    discount_type: 'percentage',
    discount_value: 20,
    title: { it: 'Prova carrello −20%', en: 'Cart test −20%' },
  })
})
test.afterAll(async ({ request }) => {
  await removePromotion(request, promotion)
})
const main = (page: Page) => page.getByRole('main')
const badge = (page: Page) => page.getByRole('banner').getByTestId('cart-badge')
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Carrello, \d+ articol[oi]$/ })

async function openProduct(page: Page) {
  await page.goto(PRODUCT)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0) // the restore overlay is gone
}

async function choose(page: Page, finish: string, direction: string) {
  await main(page).getByRole('radio', { name: finish, exact: true }).check()
  await main(page).getByRole('radio', { name: direction, exact: true }).check()
}

const addButton = (page: Page) => main(page).getByRole('button', { name: 'Aggiungi al carrello' })

test('signed out: the product page offers the choices and the add, which asks to sign in; the cart has no badge', async ({
  page,
}) => {
  await openProduct(page)
  // Issue 42: the same choices and price as for a customer; the sign-in comes with the click.
  await expect(main(page).getByRole('link', { name: 'Accedi per acquistare' })).toHaveCount(0)
  await expect(addButton(page)).toBeDisabled()
  await expect(main(page).getByText(/Per continuare scegli: Finitura, Verso di apertura/)).toBeVisible()
  await expect(main(page).getByTestId('unit-price')).toHaveText(/175,20/)
  await choose(page, 'Laminato bianco', 'Sinistra a spingere')
  await expect(addButton(page)).toBeEnabled()
  await expect(cartButton(page)).toHaveAccessibleName('Carrello, 0 articoli')
  await expect(badge(page)).toHaveCount(0)
  await addButton(page).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fnegozio%2Fporte-interne%2Fporta-trento-laminato-70-210/)
  await expect(badge(page)).toHaveCount(0)
})

test('signed in: add, merge, restore after reload, then review on the checkout page', async ({ page, request }) => {
  await emptyServerCart(request, 'cliente@soglia.test') // the cart is kept on the server (decision 028)
  await signIn(page, 'cliente@soglia.test')
  await openProduct(page)

  // No variant is chosen for the customer: the button waits for both required groups.
  await expect(addButton(page)).toBeDisabled()
  await expect(main(page).getByText(/Per continuare scegli: Finitura, Verso di apertura/)).toBeVisible()
  await expect(main(page).getByTestId('unit-price')).toHaveText(/175,20/)
  await choose(page, 'Laminato bianco', 'Sinistra a spingere')
  await expect(addButton(page)).toBeEnabled()
  await addButton(page).click()
  await expect(page.getByText('Aggiunto al carrello')).toBeVisible()
  await expect(badge(page)).toHaveText('1')
  await expect(cartButton(page)).toHaveAccessibleName('Carrello, 1 articolo')

  // The same configuration again: one line, quantity 2.
  await addButton(page).click()
  await expect(badge(page)).toHaveText('2')
  await cartButton(page).click()
  const lines = page.getByRole('list', { name: 'Articoli nel carrello' }).getByRole('listitem')
  await expect(lines).toHaveCount(1)
  await expect(lines.first().getByRole('spinbutton', { name: /^Quantità di / })).toHaveValue('2')
  await expect(lines.first()).toContainText('350,40')
  await page.keyboard.press('Escape')

  // Another finish: a second line.
  await choose(page, 'Laminato noce', 'Sinistra a spingere')
  await addButton(page).click()
  await expect(badge(page)).toHaveText('3')

  // Reload: the cart comes back from browser storage, priced again by the server.
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0)
  await expect(badge(page)).toHaveText('3')
  await cartButton(page).click()
  await expect(lines).toHaveCount(2)
  await expect(lines.nth(0)).toContainText('Laminato bianco')
  await expect(lines.nth(1)).toContainText('Laminato noce')
  await page.getByRole('link', { name: 'Vai alla cassa' }).click()

  // Checkout: the dropdown hides its checkout link here.
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Cassa' })).toBeVisible()
  const rows = main(page).getByTestId('cart-line')
  await expect(rows).toHaveCount(2)
  await cartButton(page).click()
  await expect(page.getByRole('link', { name: 'Vai alla cassa' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  const code = main(page).getByLabel('Codice coupon')
  const apply = main(page).getByRole('button', { name: 'Applica' })
  await code.fill('BENVENUTO10')
  await apply.click()
  await expect(main(page).getByText(/Coupon BENVENUTO10 applicato/i)).toBeVisible()
  await expect(main(page).getByTestId('cart-discount')).toBeVisible()
  await main(page).getByRole('button', { name: 'Rimuovi coupon' }).click()
  await expect(main(page).getByTestId('cart-discount')).toHaveCount(0)

  await code.fill('SCADUTO')
  await apply.click()
  await expect(main(page).getByText('Coupon non valido o scaduto')).toBeVisible()
  await expect(main(page).getByTestId('cart-discount')).toHaveCount(0)
  await code.fill('')
  await apply.click()
  await expect(main(page).getByText('Inserisci un codice.')).toBeVisible()

  // Totals with two decimals, VAT included.
  const totals = main(page).getByTestId('cart-totals')
  await expect(totals).toContainText('Spedizione')
  await expect(totals).toContainText('di cui IVA 22%')
  await expect(totals).toContainText('Imponibile')

  // Quantity of the first line to 3: its total follows.
  await rows.nth(0).getByRole('spinbutton').fill('3')
  await expect(rows.nth(0).getByTestId('cart-line-total')).toHaveText(/525,60/)
  await expect(badge(page)).toHaveText('4')

  // Remove the second line.
  await rows
    .nth(1)
    .getByRole('button', { name: /^Rimuovi / })
    .click()
  await expect(rows).toHaveCount(1)
  await expect(badge(page)).toHaveText('3')
  await expect(main(page).getByTestId('cart-total')).toHaveText(/525,60/)
  await expect(main(page).getByRole('link', { name: 'Continua gli acquisti' })).toBeVisible()
  // Customers do not choose the VAT rate.
  await expect(main(page).getByLabel('Aliquota IVA')).toHaveCount(0)
})

test('a reseller sees the reseller price, lower than the base price', async ({ page }) => {
  await signIn(page, 'reseller@soglia.test')
  await openProduct(page)
  // € 171,00 less the spec's 20 % promotion = € 136,80, shown net to a trade customer (decision 020).
  await expect(main(page).getByTestId('unit-price')).toHaveText(/112,13\s€\s\+ IVA/)
  await expect(main(page).getByTestId('product-price')).toContainText('Prezzo riservato ai rivenditori')
})

test('an administrator chooses the VAT rate of the cart (spec §6)', async ({ page, request }) => {
  await emptyServerCart(request, 'admin@soglia.test') // a retry finds its own line otherwise
  await signIn(page, 'admin@soglia.test')
  await openProduct(page)
  await choose(page, 'Laminato bianco', 'Sinistra a spingere')
  await addButton(page).click()
  await expect(badge(page)).toHaveText('1')
  await page.goto('/checkout')
  await page.waitForLoadState('networkidle')
  const totals = main(page).getByTestId('cart-totals')
  await expect(totals).toContainText('di cui IVA 22%')
  await main(page).getByLabel('Aliquota IVA').selectOption('0')
  await expect(totals).toContainText('di cui IVA 0%')
  // Spec §9 (issue 39): at 0 % the shop's VAT-inclusive 175,20 € is charged net, ÷ 1.22.
  await expect(main(page).getByTestId('cart-total')).toHaveText(/143,61/)
  await main(page).getByLabel('Aliquota IVA').selectOption('10')
  await expect(totals).toContainText('di cui IVA 10%')
})
