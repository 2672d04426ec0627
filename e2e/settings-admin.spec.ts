import type { APIRequestContext, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { PASSWORD, axe, main, open, signIn } from './admin-helpers'
import { expectReachable } from './reachable'
import { emptyServerCart } from './server-cart-helpers'

// Issue 13, settings and configurator back office: the administrator recolours the shop and
// sees it on the next storefront page, is warned of a poor colour pair, adds a configurator
// rule and finds the option disabled with its reason in the storefront's configurator, picks a
// finish's photo and finds it on the configured door in the cart (issue 42 p6); the screens are axe-clean, with their main control reachable at 1280 and 390 px.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: { email: 'admin@soglia.test', password: PASSWORD } })
  const { access_token } = (await res.json()) as { access_token: string }
  return { authorization: `Bearer ${access_token}` }
}

async function atBothWidths(page: Page, check: () => Promise<void>) {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size)
    await check()
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('the primary colour changed in the settings is on the next storefront page; a poor pair is warned of', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const headers = await adminApi(request)
  await signIn(page)
  await open(page, '/administration/settings')
  await expect(main(page).getByRole('heading', { level: 1, name: 'Impostazioni' })).toBeVisible()
  const saveSite = main(page).getByRole('button', { name: 'Salva: Sito' })
  await atBothWidths(page, async () => {
    await saveSite.scrollIntoViewIfNeeded()
    await expectReachable(saveSite)
  })
  expect(await axe(page)).toEqual([])

  try {
    const colors = main(page).locator('[data-settings-section=colors]')
    const primary = colors.getByLabel('Primario', { exact: true })
    await primary.fill('#8a2be2')
    // The live preview follows at once.
    await expect(colors.locator('[data-preview=button]')).toHaveCSS('background-color', 'rgb(138, 43, 226)')
    // A poor pair: dark grey footer text on the dark footer.
    await colors.getByLabel('Testo piè di pagina', { exact: true }).fill('#333333')
    const warning = colors.locator('[data-contrast-warning=footer-text]')
    await expect(warning).toBeVisible()
    await expect(warning).toContainText('Testo piè di pagina su Sfondo piè di pagina')
    await expect(warning).toContainText('WCAG AA')
    await expect(colors.locator('[data-preview=footer]')).toHaveCSS('color', 'rgb(51, 51, 51)')
    // Back to a readable footer, then save the colours.
    await colors.getByLabel('Testo piè di pagina', { exact: true }).fill('#ffffff')
    await expect(warning).toHaveCount(0)
    await colors.getByRole('button', { name: 'Salva: Colori del tema' }).click()
    await expect(page.getByText('Modifiche salvate.').first()).toBeVisible()

    // A field error from the API, in place: a bad colour is refused by its field.
    await primary.fill('#12345')
    await colors.getByRole('button', { name: 'Salva: Colori del tema' }).click()
    await expect(colors.locator('[data-field-error="light.primary"]')).toBeVisible()

    await open(page, '/')
    const value = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--soglia-primary').trim(),
    )
    expect(value.toLowerCase()).toBe('#8a2be2')
    await expect(page.locator('meta[name=theme-color]')).toHaveAttribute('content', '#8a2be2')
  } finally {
    await request.patch('/api/admin/settings', {
      headers,
      data: { vuetify_colors: { light: { primary: '#387e84', footerTextPrimary: '#ffffff' } } },
    })
  }
})

test('a configurator rule edited in the back office disables the option in the storefront, with its reason', async ({
  page,
  request,
}) => {
  // Two axe runs over a long form and the live preview: slow on a busy machine.
  test.setTimeout(180_000)
  const headers = await adminApi(request)
  const before = (await (await request.get('/api/admin/configurator', { headers })).json()).data
  const milano = before.models.find((m: { code: string }) => m.code === 'milano').id
  await signIn(page)
  try {
    await open(page, '/administration/configurator')
    const modelSelect = main(page).getByRole('combobox', { name: 'Modello', exact: true })
    await atBothWidths(page, async () => {
      await modelSelect.scrollIntoViewIfNeeded()
      await expectReachable(modelSelect)
    })
    expect(await axe(page)).toEqual([])
    await modelSelect.selectOption({ label: 'Milano laccata' })

    await main(page).getByRole('button', { name: 'Regole di compatibilità' }).click()
    const rows = main(page).locator('[data-rule-row]')
    const n = (await rows.count()) + 1
    await main(page).getByRole('button', { name: 'Aggiungi una regola' }).click()
    await expect(rows).toHaveCount(n)
    const reason = 'Il nero opaco non si abbina al vetro satinato'
    await main(page)
      .getByLabel(`Opzione della regola ${n}`, { exact: true })
      .selectOption({ label: 'Nero opaco (MAN-NER)' })
    await main(page).getByLabel(`Tipo della regola ${n}`).selectOption('excludes')
    await main(page)
      .getByLabel(`Opzione o modello della regola ${n}`)
      .selectOption({ label: 'Vetro satinato temperato (SAT)' })
    // An empty reason is refused in place.
    await main(page).getByRole('button', { name: 'Salva le regole' }).click()
    await expect(rows.nth(n - 1).locator('[data-field-error]')).toBeVisible()
    await main(page).getByLabel(`Motivo in italiano della regola ${n}`).fill(reason)
    await expect(main(page).locator('[data-catalogue-problems="0"]')).toBeAttached()
    expect(await axe(page)).toEqual([])

    // The live preview already applies the rule: satin glass, then the handles.
    const preview = main(page).locator('[data-configurator-preview]')
    await preview.getByRole('button', { name: /^3\. Vetro/ }).click()
    await preview.getByRole('radio', { name: /^Vetro satinato temperato/ }).check()
    await preview.getByRole('button', { name: /^6\. Maniglia/ }).click()
    await expect(preview.getByRole('radio', { name: /^Nero opaco/ })).toBeDisabled()

    await main(page).getByRole('button', { name: 'Salva le regole' }).click()
    await expect(page.getByText('Modifiche salvate.').first()).toBeVisible()

    // The storefront's configurator follows.
    await open(page, `/collezioni/configuratore/${milano}`)
    await main(page)
      .getByRole('button', { name: /^3\. Vetro/ })
      .click()
    await main(page)
      .getByRole('radio', { name: /^Vetro satinato temperato/ })
      .check()
    await main(page)
      .getByRole('button', { name: /^6\. Maniglia/ })
      .click()
    const black = main(page).getByRole('radio', { name: /^Nero opaco/ })
    await expect(black).toBeDisabled()
    await expect(black).toHaveAccessibleDescription(`Non disponibile: ${reason}`)
  } finally {
    await request.put('/api/admin/configurator/rules', { headers, data: { rules: before.rules } })
  }
})

test('a finish photo picked in the back office is the configured door’s picture in the shop', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const headers = await adminApi(request)
  const before = (await (await request.get('/api/admin/configurator', { headers })).json()).data
  const {
    id: milano,
    code: _code,
    product: _product,
    ...input
  } = before.models.find((m: { code: string }) => m.code === 'milano')
  await emptyServerCart(request, 'admin@soglia.test', PASSWORD)
  await signIn(page)
  try {
    await open(page, '/administration/configurator')
    await main(page).getByRole('combobox', { name: 'Modello', exact: true }).selectOption({ label: 'Milano laccata' })
    const photos = main(page).getByRole('group', { name: 'Foto per finitura' })
    const grey = photos.getByRole('combobox', { name: 'Laccato grigio seta', exact: true })
    await atBothWidths(page, async () => {
      await grey.scrollIntoViewIfNeeded()
      await expectReachable(grey)
      expect(await axe(page)).toEqual([])
    })
    // Another picture of the media library than the one it has.
    const current = await grey.inputValue()
    const values = await grey.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
    const url = values.find((v) => v && v !== current)!
    await grey.selectOption(url)
    await expect(photos.locator('[data-finish-photo="LAC-GRI"] img')).toHaveAttribute('src', url)
    // Removing the white's photo asks first.
    await photos.getByRole('button', { name: 'Togli la foto di Laccato bianco opaco' }).click()
    await page.getByRole('alertdialog', { name: 'Togliere la foto?' }).getByRole('button', { name: 'Togli' }).click()
    await expect(photos.locator('[data-finish-photo="LAC-BIA"]')).toContainText('Nessuna foto')
    expect(await axe(page)).toEqual([])
    await main(page).getByRole('button', { name: 'Salva il modello' }).click()
    await expect(page.getByText('Modifiche salvate.').first()).toBeVisible()

    // The shop's model answers the new photo, and a door configured in grey shows it in the cart.
    const shop = (await (await request.get(`/api/configurator/models/${milano}`)).json()).data
    const finish = shop.steps.find((s: { code: string }) => s.code === 'finish').options
    expect(finish.find((o: { code: string }) => o.code === 'LAC-GRI').image).toBe(url)
    expect(finish.find((o: { code: string }) => o.code === 'LAC-BIA').image).toBeNull()
    await open(page, `/collezioni/configuratore/${milano}`)
    await main(page).getByRole('button', { name: 'Avanti' }).click()
    await main(page)
      .getByRole('radio', { name: /^Laccato grigio seta/ })
      .check()
    await main(page).getByRole('button', { name: 'Aggiungi al carrello' }).click()
    await expect(page.getByText('Porta configurata aggiunta al carrello')).toBeVisible()
    await page.goto('/checkout')
    await hydrated(page)
    await expect(main(page).getByTestId('cart-line').locator('img')).toHaveAttribute('src', url)
  } finally {
    await request.patch(`/api/admin/configurator/models/${milano}`, { headers, data: input })
    await emptyServerCart(request, 'admin@soglia.test', PASSWORD)
  }
})

test('translations to do list a new text and lead to its edit screen', async ({ page, request }) => {
  test.setTimeout(90_000)
  const headers = await adminApi(request)
  const before = (await (await request.get('/api/admin/configurator', { headers })).json()).data
  // A new option, written in Italian and English only.
  const steps = structuredClone(before.steps)
  steps
    .find((s: { code: string }) => s.code === 'handle')
    .options.push({
      id: null,
      code: 'MAN-BRO',
      names: { it: 'Bronzo anticato', en: 'Antique bronze' },
      prices: { base: 3900, reseller: 3100, other: 3400 },
      percent: 0,
      swatch: null,
      preview: {},
      is_default: false,
      active: false,
    })
  expect((await request.put('/api/admin/configurator/options', { headers, data: { steps } })).status()).toBe(200)

  await signIn(page)
  await open(page, '/administration/translations?missing_in=es')
  const row = main(page).getByRole('row').filter({ hasText: 'Bronzo anticato' })
  await expect(row).toHaveCount(1)
  const link = row.getByRole('link', { name: /Traduci/ })
  await atBothWidths(page, async () => {
    await link.scrollIntoViewIfNeeded()
    await expectReachable(link)
  })
  expect(await axe(page)).toEqual([])
  await link.click()
  await expect(page).toHaveURL(/\/administration\/configurator$/)
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Configuratore: modelli, opzioni e regole' }),
  ).toBeVisible()
})

test('a collection is renamed in English and the shop shows the new name', async ({ page, request }) => {
  test.setTimeout(120_000)
  const headers = await adminApi(request)
  const list = (await (await request.get('/api/admin/collections?q=Natura', { headers })).json()).data
  const natura = list[0]
  await signIn(page)
  try {
    await open(page, '/administration/collections')
    const create = main(page).getByRole('link', { name: 'Crea' })
    await atBothWidths(page, async () => {
      await create.scrollIntoViewIfNeeded()
      await expectReachable(create)
    })
    expect(await axe(page)).toEqual([])
    await main(page)
      .getByRole('link', { name: `Apri ${natura.name_it}` })
      .click()
    await hydrated(page)
    // The label reads "Nome (English) (facoltativo)".
    const name = main(page).getByLabel(/^Nome \(English\)/)
    await expect(name).toHaveValue(natura.name_en)
    // A page reached by navigation fades in over 0.5 s: axe measures colours once it is done.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    expect(await axe(page)).toEqual([])
    await name.fill('Natura, wood and stone')
    const save = main(page).getByRole('button', { name: 'Salva', exact: true })
    await atBothWidths(page, async () => {
      await save.scrollIntoViewIfNeeded()
      await expectReachable(save)
    })
    await save.click()
    await expect(page.getByText('Modifiche salvate.').first()).toBeVisible()
    await open(page, `/en/collection`)
    await expect(main(page).getByText('Natura, wood and stone').first()).toBeVisible()
  } finally {
    await request.patch(`/api/admin/collections/${natura.id}`, { headers, data: { name_en: natura.name_en } })
  }
})
