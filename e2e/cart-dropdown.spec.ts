import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test, violations } from './fixtures'
import { signIn } from './sign-in'
import { emptyServerCart } from './server-cart-helpers'

// Issue 42 p4, decision 105: the header's cart can be used as it is — picture, choices, a quantity
// stepper, remove, the subtotal, "Vai alla cassa" — on a phone and a laptop; what it shows is the
// server's (the quote prices it, the account's cart keeps it); "Aggiunto al carrello" never lies
// over it; shipping is said in words until an address is known.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const EMAIL = 'cliente@soglia.test'
const PRODUCT = '/negozio/porte-interne/porta-trento-laminato-70-210'
const NAME = 'Porta Trento laminato 70×210'
const main = (page: Page) => page.getByRole('main')
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Carrello, \d+ articol[oi]$/ })
const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Carrello' })
const lines = (page: Page) => dropdown(page).getByRole('list', { name: 'Articoli nel carrello' }).getByRole('listitem')
const subtotal = (page: Page) => dropdown(page).getByTestId('cart-dropdown-subtotal')

/** The subtotal once the server's quote has answered (the amounts are not busy). */
async function settledSubtotal(page: Page): Promise<string> {
  await expect(dropdown(page).getByTestId('cart-dropdown-totals')).not.toHaveAttribute('aria-busy', 'true')
  return (await subtotal(page).textContent()) ?? ''
}

async function serverCart(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: EMAIL, password: 'soglia-demo' } })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const res = await request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } })
  const body = (await res.json()) as { data: { items: Array<{ slug: string; quantity: number }> } }
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })
  return body.data.items
}

async function add(page: Page, finish: string) {
  await main(page).getByRole('radio', { name: finish, exact: true }).check()
  await main(page).getByRole('radio', { name: 'Sinistra a spingere', exact: true }).check()
  await main(page).getByRole('button', { name: 'Aggiungi al carrello' }).click()
}

const overlap = async (a: Locator, b: Locator) => {
  const x = (await a.boundingBox())!
  const y = (await b.boundingBox())!
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height
}

const sizes = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } }

for (const [size, viewport] of Object.entries(sizes)) {
  test(`${size}: change a quantity and remove a line from the header cart; the server agrees; the toast stays clear`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    await emptyServerCart(request, EMAIL)
    await signIn(page, EMAIL)
    await page.goto(PRODUCT)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0)
    await add(page, 'Laminato noce')
    await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('1')
    await add(page, 'Laminato bianco')
    const toast = page.getByText('Aggiunto al carrello')
    await expect(toast).toBeVisible()

    // Opened while the toast is showing: the toast moves out of the dropdown's way.
    await cartButton(page).click()
    await expect(dropdown(page)).toBeVisible()
    await expect(lines(page)).toHaveCount(2)
    await expect(lines(page).first()).toBeVisible()
    // Where the bar shows, whether or not its 3 s are over by now: below the dropdown.
    const bar = (await page.getByTestId('notifications').boundingBox())!
    const box = (await dropdown(page).boundingBox())!
    expect(bar.y, 'the notification bar sits below the open dropdown').toBeGreaterThanOrEqual(box.y + box.height)
    if (await toast.isVisible()) {
      expect(await overlap(toast, dropdown(page)), 'the toast lies over the dropdown').toBe(false)
      expect(await overlap(toast, lines(page).first()), 'the toast lies over the first line').toBe(false)
    }

    // Each line: its picture, its choices, a labelled stepper and remove.
    const first = lines(page).first()
    await expect(first.locator('img')).toBeVisible()
    await expect(first.getByText('Finitura: Laminato noce')).toBeVisible()
    await expect(first.getByText('Verso di apertura: Sinistra a spingere')).toBeVisible()
    await expect(first.getByRole('spinbutton', { name: `Quantità di ${NAME}` })).toHaveValue('1')
    await expect(first.getByRole('button', { name: `Rimuovi ${NAME}` })).toBeVisible()
    // Shipping in words until an address is known, never a false 0,00 €.
    await expect(dropdown(page).getByTestId('cart-dropdown-shipping')).toHaveText('calcolata al passo successivo')
    await expect(dropdown(page).getByRole('link', { name: 'Vai alla cassa' })).toBeVisible()
    expect(await violations(page), 'axe on the open dropdown').toEqual([])

    // One more of the first line, by keyboard: the server's quote brings the new subtotal.
    const before = await settledSubtotal(page)
    const increase = first.getByRole('button', { name: `Aumenta la quantità di ${NAME}` })
    await increase.focus()
    await page.keyboard.press('Enter')
    await expect(first.getByRole('spinbutton', { name: `Quantità di ${NAME}` })).toHaveValue('2')
    await expect(subtotal(page)).not.toHaveText(before)
    const afterIncrease = await settledSubtotal(page)

    // Remove the second line: the subtotal drops, the focus stays in the dropdown.
    await lines(page)
      .nth(1)
      .getByRole('button', { name: `Rimuovi ${NAME}` })
      .click()
    await expect(lines(page)).toHaveCount(1)
    await expect(subtotal(page)).not.toHaveText(afterIncrease)
    const afterRemove = await settledSubtotal(page)
    await expect(dropdown(page)).toBeVisible()
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-cart-dropdown]')))).toBe(true)
    await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('2')

    // The account's cart on the server holds the same (sent within a second of the change).
    await expect
      .poll(() => serverCart(request), { timeout: 10_000 })
      .toEqual([expect.objectContaining({ slug: expect.stringContaining('porta-trento'), quantity: 2 })])

    // A reload shows the same line, quantity and subtotal.
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0)
    await cartButton(page).click()
    await expect(lines(page)).toHaveCount(1)
    await expect(lines(page).first().getByText('Finitura: Laminato noce')).toBeVisible()
    await expect(
      lines(page)
        .first()
        .getByRole('spinbutton', { name: `Quantità di ${NAME}` }),
    ).toHaveValue('2')
    expect(await settledSubtotal(page)).toBe(afterRemove)

    // Down to one with the stepper; at one it stops.
    const decrease = lines(page)
      .first()
      .getByRole('button', { name: `Diminuisci la quantità di ${NAME}` })
    await decrease.click()
    await expect(lines(page).first().getByRole('spinbutton')).toHaveValue('1')
    await expect(decrease).toBeDisabled()
    await emptyServerCart(request, EMAIL)
  })
}
