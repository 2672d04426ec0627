import { expect, test } from './fixtures'
import { axe, main, open, signIn } from './admin-helpers'
import { bearer, placeOrder } from './orders-api'
import { expectReachable } from './reachable'

// The back office's date fields (src/domains/admin/kit/date-field.tsx, decision 074) speak the
// page's language, not the browser's: here the browser is American English and the page
// Italian, so a native date input would show and want mm/dd/yyyy.
test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'it' } })

const romeToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())

test('the orders list is filtered by days typed and picked in Italian, and an unreadable day changes nothing', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request)
  const today = romeToday()
  await signIn(page)
  await open(page, '/administration/orders')
  const from = main(page).getByLabel('Dal', { exact: true })
  const to = main(page).getByLabel('Al', { exact: true })
  await expect(from).toHaveAttribute('placeholder', 'gg/mm/aaaa')

  // Typed in Italian's order: the day first.
  await from.fill('1/1/2026')
  await from.press('Tab')
  await expect(page).toHaveURL(/[?&]from=2026-01-01(&|$)/)
  await expect(from).toHaveValue('01/01/2026')

  // Picked from the calendar its button opens, on today's month.
  await main(page).getByRole('button', { name: 'Apri il calendario' }).nth(1).click()
  const calendar = page.locator('[data-date-calendar]')
  await expect(calendar).toBeVisible()
  await calendar.locator(`[data-part="table-cell-trigger"][data-value="${today}"]`).click()
  await expect(page).toHaveURL(new RegExp(`[?&]to=${today}(&|$)`))
  await expect(calendar).toBeHidden()
  await expect(to).toHaveValue(today.split('-').reverse().join('/'))
  await expect(main(page).getByRole('link', { name: order.number })).toBeVisible()

  // A day that is none: said under the field, and the list keeps its filter.
  await from.fill('31/31/2026')
  await from.press('Tab')
  await expect(main(page).locator('[data-date-unreadable]')).toHaveText(
    'Data non riconosciuta: scrivila come 25/12/2026 o sceglila dal calendario.',
  )
  await expect(from).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/[?&]from=2026-01-01(&|$)/)

  // The keyboard reaches the calendar and picks a day in it.
  await from.fill('')
  await from.press('Tab')
  await expect(page).not.toHaveURL(/[?&]from=/)
  await main(page).getByRole('button', { name: 'Apri il calendario' }).first().focus()
  await page.keyboard.press('Enter')
  await expect(calendar).toBeVisible()
  await expect(calendar.locator('[data-part="table-cell-trigger"][data-view="day"][data-focus]')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}(&|$)/)
  expect(await axe(page)).toEqual([])
})

test('a coupon’s last day typed in Italian is saved as that day', async ({ page, request }) => {
  await signIn(page)
  await open(page, '/administration/coupons/create')
  const code = `NATALE${Date.now().toString(36).toUpperCase()}`
  await main(page).getByLabel('Codice').fill(code)
  await main(page).getByLabel('Tipo di sconto').selectOption('percentage')
  await main(page).getByLabel('Valore').fill('10')
  await main(page).getByLabel('Valido fino al').fill('6/1/2099')
  await main(page).getByRole('button', { name: 'Crea' }).click()
  await expect(page.locator('[data-toast="success"]')).toBeVisible()
  await expect(main(page).getByLabel('Valido fino al')).toHaveValue('06/01/2099')
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  const coupon = (
    await (
      await request.get(`/api/admin/coupons/${id}`, { headers: await bearer(request, 'admin@soglia.test') })
    ).json()
  ).data
  expect(coupon.ends_at).toMatch(/^2099-01-06T22:59:59/) // the end of that day in Italy
})

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`date filters at ${width}×${height}: the field and its calendar button within reach, the calendar inside the screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await signIn(page)
    await open(page, '/administration/orders')
    // On a phone the filters are folded behind one button (issue 43).
    if (width < 768) await main(page).locator('[data-filters-toggle]').click()
    const to = main(page).getByLabel('Al', { exact: true })
    const button = main(page).getByRole('button', { name: 'Apri il calendario' }).nth(1)
    await expectReachable(to)
    await expectReachable(button)
    await button.click()
    const calendar = page.locator('[data-date-calendar]')
    await expect(calendar).toBeVisible()
    await expectReachable(calendar.getByRole('button', { name: 'Mese successivo' }))
    const box = (await calendar.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5)
    await page.keyboard.press('Escape')
    await expect(calendar).toBeHidden()
    await expect(button).toBeFocused()
  })
}
