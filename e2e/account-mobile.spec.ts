import type { APIRequestContext, Locator } from '@playwright/test'
import { conflictingClasses, expect, hydrated, test } from './fixtures'
import { main } from './admin-helpers'
import { bearer, placeOrder } from './orders-api'
import { expectReachable } from './reachable'

// The account's lists on a phone and a laptop: from `md` up a table, below it a card per row.
// The order list: every column (number, date, status, who placed it, items, total) readable
// without the page scrolling sideways (the retailer's list: its team member's orders, with their
// name); an order's page, whose lines get the same treatment; and the retailer's users, each
// action within reach.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const sizes = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } }

/** A new member of the retailer's team, and the retailer's session. */
async function teamMember(request: APIRequestContext, name: string) {
  const admin = await bearer(request, 'admin@soglia.test')
  const retailer = await bearer(request, 'rivenditore@soglia.test')
  const retailerId = (
    (await (await request.get('/api/auth/user', { headers: retailer })).json()) as { data: { id: number } }
  ).data.id
  const email = `squadra-${Date.now()}@example.com`
  const created = await request.post('/api/admin/users', {
    headers: admin,
    data: { name, email, role: 'user', password: 'una-password-lunga-1', parent_id: retailerId },
  })
  expect(created.status(), await created.text()).toBe(201)
  return { email, retailer: retailer.authorization.slice('Bearer '.length) }
}

/** A new member of the retailer's team, with two orders of its own. */
async function teamMemberWithOrders(request: APIRequestContext) {
  const { email, retailer } = await teamMember(request, 'Sara Neri')
  const orders = [
    await placeOrder(request, email, 'una-password-lunga-1'),
    await placeOrder(request, email, 'una-password-lunga-1'),
  ]
  return { retailer, orders }
}

// Cents as the shop writes them in Italian, without a float: 16800 → "168,00 €".
const euros = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')} €`

async function expectNoSidewaysScroll(table: Locator) {
  expect(
    await table.page().evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    'the page scrolls sideways',
  ).toBe(0)
  expect(
    await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
    'the table scrolls sideways',
  ).toBe(0)
}

for (const [size, viewport] of Object.entries(sizes)) {
  test(`${size} ${viewport.width}×${viewport.height}: a retailer reads every column of its team's orders`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(viewport)
    const { retailer, orders } = await teamMemberWithOrders(request)
    expect(
      orders.every((o) => o.total < 100_000),
      'totals under 1.000 € (no digit grouping in euros())',
    ).toBe(true)
    await context.addCookies([
      { name: 'soglia_session', value: retailer, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
    ])
    await page.goto('/account/orders')
    await hydrated(page)
    const table = main(page).getByRole('table', { name: 'Ordini' })
    for (const order of orders) {
      // The table's semantics hold in both layouts: a row, its header cell, its cells.
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: order.number }) })
      await expect(row).toHaveCount(1)
      await expectReachable(row.getByRole('link', { name: order.number }))
      await expect(row.getByRole('cell', { name: euros(order.total) })).toBeVisible()
      await expect(row.getByRole('cell', { name: 'In attesa' })).toBeVisible()
      await expect(row.getByRole('cell', { name: /Sara Neri/ })).toBeVisible()
      await expect(row.getByRole('cell', { name: /^(Articoli: )?1$/ })).toBeVisible()
    }
    const first = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orders[1]!.number }) })
    await expectReachable(first.getByRole('cell', { name: euros(orders[1]!.total) }))
    // On a phone the column headers give way to each card's own labels; on a laptop they show.
    const header = table.getByRole('columnheader', { name: 'Ordinato da' })
    if (size === 'phone') {
      await expect(header).toHaveCount(1)
      expect(
        await header.evaluate((th) => th.closest('thead')!.getBoundingClientRect().width),
        'the header row is visually hidden',
      ).toBeLessThanOrEqual(1)
      await expect(first.getByText('Ordinato da:')).toBeVisible()
    } else {
      await expect(header).toBeVisible()
      await expect(first.getByText('Ordinato da:')).toBeHidden()
    }
    await expectNoSidewaysScroll(table)
    expect(await conflictingClasses(page)).toEqual([])

    // The order's page: each line shows its product, quantity, unit price and amount.
    const detail = (
      await (
        await request.get(`/api/account/orders/${orders[1]!.id}`, { headers: { authorization: `Bearer ${retailer}` } })
      ).json()
    ).data as { lines: Array<{ name: string; quantity: number }> }
    const line = detail.lines[0]!
    await first.getByRole('link', { name: orders[1]!.number }).click()
    await expect(page).toHaveURL(new RegExp(`/account/orders/${orders[1]!.id}$`))
    const lines = main(page).getByRole('region', { name: 'Articoli ordinati' }).getByRole('table')
    const lineRow = lines.getByRole('row').filter({ hasText: line.name })
    await expect(lineRow.getByRole('cell', { name: String(line.quantity), exact: true })).toBeVisible()
    // The amount, last: net of VAT here (a retailer's team buys at trade prices, decision 042).
    const amount = lineRow.getByRole('cell').last()
    await expect(amount).toHaveText(/\d+,\d{2}\s€(\s\+ IVA)?$/) // after the card's own label, on a phone
    await amount.scrollIntoViewIfNeeded() // down the page, never sideways
    await expectReachable(amount)
    await expect(lines.getByRole('columnheader', { name: 'Importo' })).toHaveCount(1)
    await expectNoSidewaysScroll(lines)
    expect(await conflictingClasses(page)).toEqual([])
  })

  test(`${size} ${viewport.width}×${viewport.height}: a retailer reaches every action on its team's users`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(viewport)
    const name = `Elena Bassi ${Date.now().toString(36)}`
    const { email, retailer } = await teamMember(request, name)
    await context.addCookies([
      { name: 'soglia_session', value: retailer, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
    ])
    await page.goto('/account/users')
    await hydrated(page)
    const table = main(page).getByRole('table', { name: 'Utenti' })
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
    await expect(row.getByRole('cell', { name: email })).toBeVisible()
    await expect(row.getByRole('cell', { name: 'Attivo' })).toBeVisible()
    for (const action of ['Modifica', 'Disattiva', 'Elimina']) {
      const button = row.getByRole('button', { name: `${action}: ${name}` })
      await button.scrollIntoViewIfNeeded() // down the page, never sideways
      await expectReachable(button)
    }
    await expectNoSidewaysScroll(table)
    expect(await conflictingClasses(page)).toEqual([])
    // The card's own actions work: disabling shows at once.
    await row.getByRole('button', { name: `Disattiva: ${name}` }).click()
    await expect(row.getByRole('cell', { name: 'Disattivato' })).toBeVisible()
  })
}
