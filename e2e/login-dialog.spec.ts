import { expect, hydrated, test, violations } from './fixtures'

// Spec §2: with `auth_required_on_product_checkout` on, a signed-out visitor on a product page
// gets a login dialog that cannot be dismissed; signing in closes it and keeps the page.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const PRODUCT = '/negozio/porte-interne/porta-trento-laminato-80-210'

test('the login dialog guards product pages when the setting is on', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: { email: 'admin@soglia.test', password: 'soglia-demo' } })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const patch = (data: object) =>
    request.patch('/api/admin/settings', { data, headers: { authorization: `Bearer ${token}` } })

  // Off (the default): no dialog.
  await page.goto(PRODUCT)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Accedi per continuare' })).toHaveCount(0)

  try {
    expect((await patch({ auth_required_on_product_checkout: true })).status()).toBe(200)

    // The shop and category listings stay open to visitors.
    await page.goto('/negozio')
    await hydrated(page)
    await expect(page.getByRole('dialog', { name: 'Accedi per continuare' })).toHaveCount(0)

    await page.goto(PRODUCT)
    await hydrated(page)
    const dialog = page.getByRole('dialog', { name: 'Accedi per continuare' })
    await expect(dialog).toBeVisible()
    // Focus starts in the form.
    await expect(dialog.getByLabel('Email')).toBeFocused()
    // Non-dismissable: no close button, Escape and a click outside leave it open.
    await expect(dialog.getByRole('button', { name: /chiudi/i })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await page.mouse.click(5, 5)
    await expect(dialog).toBeVisible()
    const box = await dialog.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(500)
    // The open dialog passes axe.
    expect(await violations(page)).toEqual([])

    // A wrong password keeps it open with the error.
    await dialog.getByLabel('Email').fill('cliente@soglia.test')
    await dialog.getByLabel('Password', { exact: true }).fill('sbagliata-123')
    await dialog.getByRole('button', { name: 'Accedi' }).click()
    await expect(dialog.getByText('Email o password errati')).toBeVisible()

    await dialog.getByLabel('Password', { exact: true }).fill('soglia-demo')
    await dialog.getByRole('button', { name: 'Accedi' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    // Signed in, the next product page opens without the dialog.
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('dialog', { name: 'Accedi per continuare' })).toHaveCount(0)

    // The door configurator asks for a session too.
    await page.context().clearCookies({ name: 'soglia_session' })
    await page.goto('/collezioni')
    await hydrated(page)
    await page
      .getByRole('link', { name: /^Configura / })
      .first()
      .click()
    await expect(page).toHaveURL(/\/collezioni\/configuratore\/\d+$/)
    await hydrated(page)
    await expect(page.getByRole('dialog', { name: 'Accedi per continuare' })).toBeVisible()
  } finally {
    await patch({ auth_required_on_product_checkout: false })
  }
})
