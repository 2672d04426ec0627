import type { Locator, Page } from '@playwright/test'
import { expect, hydrated, test, violations } from './fixtures'
import { expectReachable } from './reachable'
import { emptyServerCart } from './server-cart-helpers'
import { signIn } from './sign-in'

// Issue 42 p6 and decision 109: the gallery follows the chosen panel finish, installation and
// disposal go on one line together, the cart shows that line once (with both extras, the chosen
// finish's photo and the server's total), and the same choice made in the other order merges —
// on a phone and on a laptop, every control reachable, axe clean.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const EMAIL = 'cliente@soglia.test'
const FINISH = 'Pannello laccato bianco'
const INSTALL = 'Posa in opera'
const DISPOSAL = 'Ritiro e smaltimento del vecchio serramento'
const main = (page: Page) => page.getByRole('main')
// Grouped always, as the shop prints amounts ("1.760,00 €"; Italian CLDR would not group 4 digits).
const euro = (cents: number) =>
  new RegExp(
    new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, useGrouping: 'always' })
      .format(cents / 100)
      .replaceAll('.', '\\.'),
  )

type Door = {
  slug: string
  category: { slug: string }
  price: number
  variant_groups: Array<{ variants: Array<{ name: string; price: number; image: string | null }> }>
  extra_options: Array<{ name: string; package_price: number }>
}

async function securityDoor(page: Page): Promise<Door> {
  const found = (await (await page.request.get('/api/products?q=PB-CL3-090&locale=it')).json()) as {
    data: Array<{ sku: string; slug: string }>
  }
  const slug = found.data.find((p) => p.sku === 'PB-CL3-090')!.slug
  return ((await (await page.request.get(`/api/products/${slug}?locale=it`)).json()) as { data: Door }).data
}

/** Scrolled to as a shopper would (down the page), then nothing may cover it. */
async function reachable(control: Locator) {
  await control.scrollIntoViewIfNeeded()
  await expectReachable(control)
}

const sizes = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } }

for (const [size, viewport] of Object.entries(sizes)) {
  test(`${size}: the gallery follows the panel finish; installation and disposal make one line, in any order`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    await emptyServerCart(request, EMAIL)
    await signIn(page, EMAIL)
    const door = await securityDoor(page)
    const white = door.variant_groups[0]!.variants.find((v) => v.name === FINISH)!
    const unit =
      door.price +
      white.price +
      door.extra_options.filter((o) => [INSTALL, DISPOSAL].includes(o.name)).reduce((s, o) => s + o.package_price, 0)
    await page.goto(`/negozio/${door.category.slug}/${door.slug}`)
    await hydrated(page)

    // The gallery: the product's own photo, then the white panel's once it is chosen.
    const mainImage = page.getByTestId('product-main-image')
    const before = await mainImage.getAttribute('src')
    expect(before).not.toContain('-PBI.svg')
    const finish = main(page).getByRole('group', { name: /Finitura pannello/ })
    await reachable(finish.getByRole('radio', { name: FINISH }))
    await finish.getByRole('radio', { name: FINISH }).check()
    await expect(mainImage).toHaveAttribute('src', /PB-CL3-090-PBI\.svg/)
    await expect(mainImage).toHaveAttribute('alt', new RegExp(FINISH))
    expect((await page.request.get((await mainImage.getAttribute('src'))!)).status()).toBe(200)
    await main(page).getByRole('radio', { name: 'Sinistra a spingere', exact: true }).check()

    // Both services together, each priced: the unit price is their sum with the door's.
    const extras = main(page).getByRole('group', { name: /Servizi|Opzioni/ })
    const install = extras.getByRole('checkbox', { name: new RegExp(`^${INSTALL}`) })
    const disposal = extras.getByRole('checkbox', { name: new RegExp(`^${DISPOSAL}`) })
    await reachable(install)
    await install.check()
    await disposal.check()
    await expect(main(page).getByTestId('unit-price')).toHaveText(euro(unit))
    expect(await violations(page), 'axe on the product page').toEqual([])
    const add = main(page).getByRole('button', { name: 'Aggiungi al carrello' })
    await reachable(add)
    await add.click()
    await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('1')

    // The same choice again, the services ticked in the other order: the line's quantity grows.
    await install.uncheck()
    await disposal.uncheck()
    await disposal.check()
    await install.check()
    await add.click()
    await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('2')

    // The header's cart: one line, both extras, the white panel's thumbnail, the server's total.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Carrello, \d+ articol[oi]$/ })
      .click()
    const dropdown = page.getByRole('dialog', { name: 'Carrello' })
    const lines = dropdown.getByRole('list', { name: 'Articoli nel carrello' }).getByRole('listitem')
    await expect(lines).toHaveCount(1)
    await expect(lines.first()).toContainText(INSTALL)
    await expect(lines.first()).toContainText(DISPOSAL)
    await expect(lines.first().locator('img')).toHaveAttribute('src', /PB-CL3-090-PBI\.svg/)
    await expect(dropdown.getByTestId('cart-dropdown-totals')).not.toHaveAttribute('aria-busy', 'true')
    await expect(lines.first().getByTestId('cart-dropdown-line-total')).toHaveText(euro(unit * 2))
    await expect(lines.first().getByRole('spinbutton')).toHaveValue('2')
    await reachable(lines.first().getByRole('spinbutton'))
    expect(await violations(page), 'axe on the open dropdown').toEqual([])
    await page.keyboard.press('Escape')

    // The cart at the checkout: the same one line.
    await page.goto('/checkout')
    await hydrated(page)
    const line = main(page).getByTestId('cart-line')
    await expect(line).toHaveCount(1)
    await expect(line.getByTestId('cart-line-extra')).toHaveCount(2)
    await expect(line.locator('img').first()).toHaveAttribute('src', /PB-CL3-090-PBI\.svg/)
    await expect(line.getByTestId('cart-line-total')).toHaveText(euro(unit * 2))
    await reachable(line.getByRole('spinbutton'))
    expect(await violations(page), 'axe on the checkout’s cart').toEqual([])
  })
}
