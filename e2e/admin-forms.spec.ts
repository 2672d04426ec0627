import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axe, main, open, signIn } from './admin-helpers'
import { expectReachable } from './reachable'

// Issue 43, forms that protect work (the kit's, so every admin form has it): from the first change
// a save bar says so and stays in view on a long form; leaving by a link asks first and "Annulla"
// keeps what was typed; the browser's own prompt guards a reload or a closed tab; a long form has
// an outline to jump to its sections; a refused save takes the reader to the first field in error.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const saveBar = (page: Page) => main(page).locator('[data-save-bar]')
const basePrice = (page: Page) => main(page).getByLabel('Prezzo base (€)', { exact: true })

/** The first product's edit screen, through the list (the longest form of the back office). */
async function openFirstProduct(page: Page) {
  await signIn(page)
  await open(page, '/administration/products')
  await main(page).locator('tbody a[href*="/administration/products/"]').first().click()
  await expect(basePrice(page)).toBeVisible()
  return page.url()
}

test('a changed product asks before leaving by a link, keeps the change on "Annulla" and saves nothing on "Esci senza salvare"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const url = await openFirstProduct(page)
  const before = await basePrice(page).inputValue()
  await expect(saveBar(page)).not.toHaveAttribute('data-dirty')
  await expect(saveBar(page).getByRole('status')).toHaveText('')

  await basePrice(page).fill('1234,00')
  // The save bar says so and is in view at the top of a form thousands of pixels tall.
  await expect(saveBar(page).getByRole('status')).toHaveText('Modifiche non salvate')
  await expectReachable(saveBar(page).getByRole('button', { name: 'Salva' }))
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2 * 800)

  // An in-app link asks; "Annulla" stays with what was typed.
  await page.locator('#admin-menu').getByRole('link', { name: 'Ordini', exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Uscire senza salvare?' })
  await expect(dialog).toBeVisible()
  expect(await axe(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Annulla' }).click()
  await expect(dialog).toBeHidden()
  expect(page.url()).toBe(url)
  await expect(basePrice(page)).toHaveValue('1234,00')

  // Asked again, the reader leaves, and nothing was saved.
  await page.locator('#admin-menu').getByRole('link', { name: 'Ordini', exact: true }).click()
  await dialog.getByRole('button', { name: 'Esci senza salvare' }).click()
  await expect(page).toHaveURL(/\/administration\/orders$/)
  await open(page, new URL(url).pathname)
  await expect(basePrice(page)).toHaveValue(before)
})

test("a reload or a closed tab gets the browser's own prompt while changes are unsaved, none once saved", async ({
  page,
}) => {
  await openFirstProduct(page)
  const field = main(page).getByLabel('Tempo di produzione (giorni)')
  const before = await field.inputValue()
  await field.fill(String(Number(before || '0') + 1))
  const prompts: string[] = []
  page.on('dialog', (d) => {
    prompts.push(d.type())
    void d.dismiss() // stay
  })
  await page.close({ runBeforeUnload: true })
  await expect.poll(() => prompts).toEqual(['beforeunload'])
  expect(page.isClosed()).toBe(false)

  // Saved: the form is clean again and leaving asks nothing (put the old value back first).
  await field.fill(before)
  await expect(saveBar(page)).not.toHaveAttribute('data-dirty')
  await field.fill(String(Number(before || '0') + 1))
  await saveBar(page).getByRole('button', { name: 'Salva' }).click()
  await expect(page.getByText('Modifiche salvate.')).toBeVisible()
  await expect(saveBar(page)).not.toHaveAttribute('data-dirty')
  await page.locator('#admin-menu').getByRole('link', { name: 'Ordini', exact: true }).click()
  await expect(page).toHaveURL(/\/administration\/orders$/)
  expect(prompts).toEqual(['beforeunload'])
  // Put the seeded value back for the specs after this one.
  await page.goBack()
  await expect(field).toBeVisible()
  await field.fill(before)
  await saveBar(page).getByRole('button', { name: 'Salva' }).click()
  await expect(saveBar(page)).not.toHaveAttribute('data-dirty')
})

test('the outline jumps to a section, and a refused save focuses the first field in error, at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openFirstProduct(page)
  const outline = main(page).getByRole('navigation', { name: 'Sezioni del modulo' })
  await outline.getByRole('link', { name: 'Immagini' }).click()
  await expect(main(page).locator('#product-images')).toBeInViewport()
  // On a phone the outline is a strip that scrolls sideways, staying at the top of the window.
  const prices = outline.getByRole('link', { name: 'Prezzi' })
  await prices.scrollIntoViewIfNeeded()
  await expectReachable(prices)

  // An empty Italian name is the API's refusal (the form checks nothing itself here).
  const name = main(page).getByLabel('Nome (IT)')
  await outline.getByRole('link', { name: 'Testi per lingua' }).click()
  await name.fill('')
  await outline.getByRole('link', { name: 'Immagini' }).click()
  await expect(name).not.toBeInViewport()
  const save = saveBar(page).getByRole('button', { name: 'Salva' })
  await expectReachable(save)
  await save.click()
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toBeInViewport()
  expect(await axe(page)).toEqual([])
})
