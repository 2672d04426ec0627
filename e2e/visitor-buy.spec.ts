import type { APIRequestContext, Page } from '@playwright/test'
import { expect, hydrated, test, violations } from './fixtures'
import { expectReachable } from './reachable'

// Issue 42 point 1: a visitor sees everything needed to decide — the finishes, the opening side,
// the extra options with their surcharges and the price the choices make — and "Aggiungi al
// carrello"; the click asks to sign in (spec §6: the cart needs a session), and back on the page
// the line is in the cart with exactly those choices (decision 092).
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const SLUG = 'porta-trento-laminato-80-210'
const PRODUCT = `/negozio/porte-interne/${SLUG}`
const main = (page: Page) => page.getByRole('main')
const addButton = (page: Page) => main(page).getByRole('button', { name: 'Aggiungi al carrello' }).first()
const badge = (page: Page) => page.getByRole('banner').getByTestId('cart-badge')

type ApiVariant = { id: number; name: string; price: number }
type ApiProduct = {
  price: number
  variant_groups: { code: string; name: string; variants: ApiVariant[] }[]
  extra_options: { id: number; name: string; package_price: number }[]
}

/** "+40,00 €" / "269,00 €" as the page writes an amount in Italian (thousands with a dot). */
const amount = (cents: number) => {
  const euros = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return new RegExp(`${euros},${String(cents % 100).padStart(2, '0')}\\s€`)
}

async function adminToken(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: 'admin@soglia.test', password: 'soglia-demo' } })
  return ((await login.json()) as { access_token: string }).access_token
}

/** A base-tier customer of the test's own: an empty cart nobody else touches. */
async function newCustomer(request: APIRequestContext, label: string) {
  const email = `${label}-${Date.now()}@example.com`
  const password = 'una-password-lunga-1'
  const created = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { name: 'Visitatore Prova', email, role: 'user', password },
  })
  expect(created.status()).toBe(201)
  return { email, password }
}

async function serverCart(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/auth/login', { data: { email, password } })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const res = await request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } })
  return (
    (await res.json()) as {
      data: {
        items: {
          slug: string
          quantity: number
          variant_ids: number[]
          extra_option_id: number | null
          configuration?: object
        }[]
      }
    }
  ).data.items
}

async function signInOnLoginPage(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await hydrated(page)
  await main(page).getByLabel('Email').fill(email)
  await main(page).getByLabel('Password', { exact: true }).fill(password)
  await main(page).getByRole('button', { name: 'Accedi' }).click()
}

test('a visitor chooses finish, opening side and an extra, sees the price, adds, signs in, and the cart has exactly that line', async ({
  page,
  request,
}) => {
  const { email, password } = await newCustomer(request, 'visitatore')
  // The server decides prices: the expected ones are the public catalogue answer's.
  const product = ((await (await request.get(`/api/products/${SLUG}`)).json()) as { data: ApiProduct }).data
  const finishes = product.variant_groups.find((g) => g.code === 'finitura')!
  const finish = finishes.variants.find((v) => v.price > 0) ?? finishes.variants[1]!
  const side = product.variant_groups
    .find((g) => g.code === 'verso')!
    .variants.find((v) => v.name === 'Destra a spingere')!
  const extra = product.extra_options[0]!
  expect(extra, 'the door has an extra option').toBeTruthy()

  await page.goto(PRODUCT)
  await hydrated(page)
  // Everything to decide is on the visitor's page, with no sign-in link in its place.
  await expect(main(page).getByRole('link', { name: 'Accedi per acquistare' })).toHaveCount(0)
  await expect(main(page).getByRole('group', { name: /^Finitura/ })).toBeVisible()
  await expect(main(page).getByRole('group', { name: /^Verso di apertura/ })).toBeVisible()
  const extraRadio = main(page).getByRole('radio', { name: new RegExp(`^${extra.name}`) })
  await expect(extraRadio.locator('xpath=ancestor::label')).toContainText(amount(extra.package_price))
  await expect(main(page).getByText(/^Tempi di produzione: \d+ giorn[oi]$/)).toBeVisible()
  const price = main(page).getByTestId('unit-price')
  await expect(price).toHaveText(amount(product.price))
  await expect(addButton(page)).toBeDisabled()
  await expect(main(page).getByTestId('visitor-add-hint')).toHaveText(/ti chiederemo di accedere/)

  const finishRadio = main(page).getByRole('radio', { name: new RegExp(`^${finish.name}`) })
  const sideRadio = main(page).getByRole('radio', { name: side.name, exact: true })
  if (finish.price > 0) await expect(finishRadio.locator('xpath=ancestor::label')).toContainText(amount(finish.price))
  await finishRadio.check()
  await expect(price).toHaveText(amount(product.price + finish.price))
  await sideRadio.check()
  await extraRadio.check()
  const chosenPrice = product.price + finish.price + side.price + extra.package_price
  await expect(price).toHaveText(amount(chosenPrice))
  await expect(addButton(page)).toBeEnabled()
  expect(await violations(page)).toEqual([])

  await addButton(page).click()
  await signInOnLoginPage(page, email, password)

  // Back on the product, the kept click is added (no second click), and the choices are shown.
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`))
  await expect(page.getByText('Aggiunto al carrello')).toBeVisible()
  await expect(badge(page)).toHaveText('1')
  await expect(finishRadio).toBeChecked()
  await expect(sideRadio).toBeChecked()
  await expect(extraRadio).toBeChecked()
  await expect(price).toHaveText(amount(chosenPrice))

  await page.getByRole('banner').getByRole('button', { name: 'Carrello, 1 articolo' }).click()
  const lines = page.getByRole('list', { name: 'Articoli nel carrello' }).getByRole('listitem')
  await expect(lines).toHaveCount(1)
  await expect(lines.first()).toContainText(finish.name)
  await expect(lines.first()).toContainText(side.name)
  await expect(lines.first()).toContainText(extra.name)
  await expect(lines.first()).toContainText(amount(chosenPrice))
  await page.keyboard.press('Escape')
  // And the account's cart holds that one line, once (a reload adds nothing more).
  const byId = (a: number, b: number) => a - b
  await expect
    .poll(async () =>
      (await serverCart(request, email, password)).map((l) => ({
        slug: l.slug,
        quantity: l.quantity,
        variant_ids: [...l.variant_ids].sort(byId),
        extra_option_id: l.extra_option_id,
      })),
    )
    .toEqual([{ slug: SLUG, quantity: 1, variant_ids: [finish.id, side.id].sort(byId), extra_option_id: extra.id }])
  await page.reload()
  await hydrated(page)
  await expect(badge(page)).toHaveText('1')
})

test('a visitor configures a door, adds it, signs in, and finds it in the cart', async ({ page, request }) => {
  const { email, password } = await newCustomer(request, 'configura')
  await page.goto('/collezioni')
  await hydrated(page)
  await main(page).getByRole('link', { name: 'Configura Blindata Sentinella classe 3' }).first().click()
  await hydrated(page)
  await expect(main(page).getByTestId('configurator-price')).toHaveText(/1\.290,00/)
  const add = main(page).getByTestId('configurator-add')
  await expect(add).toHaveText('Aggiungi al carrello')
  await expect(add).toBeEnabled()
  const configurator = page.url()
  await add.click()
  await signInOnLoginPage(page, email, password)
  await expect(page).toHaveURL(configurator)
  await expect(page.getByText('Porta configurata aggiunta al carrello')).toBeVisible()
  await expect(badge(page)).toHaveText('1')
  await expect
    .poll(async () => (await serverCart(request, email, password)).map((l) => [l.quantity, Boolean(l.configuration)]))
    .toEqual([[1, true]])
})

const sizes = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } }
for (const [size, viewport] of Object.entries(sizes)) {
  test.describe(`${size} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('the visitor’s add to cart is in sight, covered by nothing, and the page passes axe', async ({ page }) => {
      await page.goto(PRODUCT)
      await hydrated(page)
      await main(page).getByRole('radio', { name: 'Laminato bianco', exact: true }).check()
      await main(page).getByRole('radio', { name: 'Sinistra a spingere', exact: true }).check()
      const add = addButton(page)
      await add.scrollIntoViewIfNeeded()
      await expectReachable(add)
      expect(await violations(page)).toEqual([])
      if (size === 'phone') {
        // Back at the top the sticky bar offers the same add, with the price the choices make.
        await page.evaluate(() => window.scrollTo(0, 0))
        const bar = page.getByTestId('buy-bar')
        const barAdd = bar.getByRole('button', { name: 'Aggiungi al carrello' })
        await expectReachable(barAdd)
        await expect(bar).toContainText(await main(page).getByTestId('unit-price').innerText())
        expect(await violations(page)).toEqual([])
        await barAdd.click()
      } else {
        await add.click()
      }
      await expect(page).toHaveURL(/\/login\?redirect=/)
    })
  })
}
