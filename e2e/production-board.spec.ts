import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Page } from '@playwright/test'
import { orderBody, signIn as apiSignIn } from '../bench/lib/cluster-checks.ts'
import { freePort, HOST, startProcess, type AppProcess } from '../bench/lib/cluster.ts'
import { pgliteExtensions } from '../src/db/pglite-extensions.server'
import { expect, hydrated, test } from './fixtures'
import { axe, main, open, signIn } from './admin-helpers'
import { waitForMail } from './mail-sink'
import { bearer, placeOrder } from './orders-api'
import { expectReachable } from './reachable'

// Issue 43's production board: an administrator moves an order from confirmed to produced and
// on to shipped with the card's buttons (by keyboard), through the order screen's own events
// endpoint — the customer gets the same e-mails; a move the machine refuses is explained; a
// late order is flagged; each card links its production sheet (PDF); axe at both widths and the
// main control reachable on a phone.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const column = (page: Page, status: string) => main(page).locator(`[data-column="${status}"]`)
const cardOf = (page: Page, number: string) => main(page).locator(`[data-production-card="${number}"]`)

test.describe('the production board', () => {
  test('moves an order from confirmed to ready to ship and shipped; the customer gets each e-mail', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const admin = await bearer(request, 'admin@soglia.test')
    const event = async (id: number, name: string) =>
      expect(
        (await request.post(`/api/admin/orders/${id}/events`, { headers: admin, data: { event: name } })).status(),
      ).toBe(200)
    const order = await placeOrder(request)
    const other = await placeOrder(request)
    for (const o of [order, other]) for (const name of ['order.pay', 'order.confirm']) await event(o.id, name)

    await signIn(page)
    await open(page, '/administration')
    await page.locator('nav#admin-menu [data-menu="production"]').click()
    await expect(page).toHaveURL(/\/administration\/production$/)
    await hydrated(page)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Produzione')
    const card = cardOf(page, order.number)
    await expect(column(page, 'confirmed_admin').locator(`[data-production-card="${order.number}"]`)).toBeVisible()
    await expect(card.getByRole('link', { name: order.number, exact: true })).toHaveAttribute(
      'href',
      `/administration/orders/${order.id}`,
    )
    await expect(card).toContainText('Giulia Conti')
    await expect(card.locator('[data-line-details]').first()).toContainText(':')
    await expect(card.locator('[data-due]')).toContainText('Scadenza')
    await expect(card.locator('[data-late-flag]')).toHaveCount(0)
    // The card's printable production sheet: a PDF through the session cookie.
    const sheet = await page.request.get((await card.locator('[data-production-sheet]').getAttribute('href'))!)
    expect(sheet.status()).toBe(200)
    expect(sheet.headers()['content-type']).toBe('application/pdf')
    expect((await sheet.body()).subarray(0, 5).toString()).toBe('%PDF-')
    // And the sheets of everything the board shows, in one PDF.
    const batch = main(page).locator('[data-production-sheets]')
    await expect(batch).toContainText('Stampa le schede')
    const sheets = await page.request.get((await batch.getAttribute('href'))!)
    expect(sheets.status()).toBe(200)
    expect(sheets.headers()['content-type']).toBe('application/pdf')

    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      expect(await axe(page), `board at ${width}`).toEqual([])
      const move = card.getByRole('button', { name: 'Sposta a: In produzione' })
      await move.scrollIntoViewIfNeeded()
      await expectReachable(move)
    }
    await page.setViewportSize({ width: 1280, height: 800 })

    // By keyboard: focus the card's move and press Enter.
    await card.getByRole('button', { name: 'Sposta a: In produzione' }).focus()
    await page.keyboard.press('Enter')
    await expect(column(page, 'start_production').locator(`[data-production-card="${order.number}"]`)).toBeVisible()
    await expect(
      page.locator('[data-toast="success"]', { hasText: `Ordine ${order.number} spostato` }).first(),
    ).toBeVisible()
    await card.getByRole('button', { name: 'Sposta a: Produzione completata' }).click()
    await expect(column(page, 'end_production').locator(`[data-production-card="${order.number}"]`)).toBeVisible()

    // Shipping asks carrier and tracking, as on the order screen, and takes the card off the board.
    await card.getByRole('button', { name: 'Sposta a: Spedito' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Corriere').fill('BRT')
    await dialog.getByLabel('Numero di tracciamento').fill('BRT000999222')
    await dialog.getByRole('button', { name: 'Spedisci' }).click()
    await expect(card).toHaveCount(0)

    for (const subject of ['confermato', 'produzione avviata', 'spedito']) {
      await waitForMail('cliente@soglia.test', {
        match: (m) => m.subject.includes(order.number) && m.subject.includes(subject),
      })
    }
    const shipped = await waitForMail('cliente@soglia.test', {
      match: (m) => m.subject.includes(order.number) && m.subject.includes('spedito'),
    })
    expect(shipped.text).toContain('BRT000999222')
    // The order screen's timeline has each step, by the administrator.
    const detail = (await (await request.get(`/api/admin/orders/${order.id}`, { headers: admin })).json()).data
    expect(detail.history.map((h: { to: string }) => h.to)).toEqual([
      'pending',
      'paid',
      'confirmed_admin',
      'start_production',
      'end_production',
      'shipped',
    ])

    // Someone else moved the other order meanwhile: the machine refuses the stale move, the board says why and catches up.
    await event(other.id, 'order.start_production')
    await event(other.id, 'order.end_production')
    await cardOf(page, other.number).getByRole('button', { name: 'Sposta a: In produzione' }).click()
    const refused = page.locator('[data-toast="error"]', { hasText: 'Spostamento non consentito' }).first()
    await expect(refused).toBeVisible()
    await expect(refused).toContainText('non può passare')
    await expect(column(page, 'end_production').locator(`[data-production-card="${other.number}"]`)).toBeVisible()

    // The due-week filter (the kit's filter bar) goes to the URL and keeps the card of that week.
    const week = main(page).locator('[data-filter="week"]')
    await week.selectOption({ index: 1 })
    await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/)
    await expect(cardOf(page, other.number)).toBeVisible()
  })

  test('flags a late order, on the board and on the dashboard, with the overdue bank transfer and its reminder', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    // A shop of its own, whose order is moved a month back while it is stopped: the due date is
    // computed from the order's stored dates, and the server's clock is today's.
    const dir = mkdtempSync(join(tmpdir(), 'soglia-board-'))
    let shop: AppProcess | undefined
    try {
      const port = await freePort()
      const start = () =>
        startProcess({ name: 'board', port, databaseUrl: '', publicUrl: `http://${HOST}:${port}`, dataDir: dir })
      shop = await start()
      const customer = await apiSignIn(shop.origin, 'cliente@soglia.test')
      const slug = (
        (await (await fetch(`${shop.origin}/api/products?q=maniglia&per_page=5`)).json()) as {
          data: Array<{ slug: string }>
        }
      ).data[0]!.slug
      const placed = await fetch(`${shop.origin}/api/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${customer}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify(await orderBody(shop.origin, customer, slug)),
      })
      expect(placed.status).toBe(201)
      const order = ((await placed.json()) as { data: { id: number; number: string } }).data
      // A second order whose bank transfer never arrives: the dashboard's overdue payments.
      const unpaidRes = await fetch(`${shop.origin}/api/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${customer}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify(await orderBody(shop.origin, customer, slug)),
      })
      expect(unpaidRes.status).toBe(201)
      const unpaid = ((await unpaidRes.json()) as { data: { id: number; number: string } }).data
      const adminToken = await apiSignIn(shop.origin, 'admin@soglia.test')
      for (const name of ['order.pay', 'order.confirm']) {
        const res = await fetch(`${shop.origin}/api/admin/orders/${order.id}/events`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ event: name }),
        })
        expect(res.status).toBe(200)
      }
      await shop.stop()
      const db = await PGlite.create(join(dir, 'pglite'), { extensions: pgliteExtensions })
      await db.query(
        `update orders set created_at = created_at - interval '30 days', estimated_delivery_from = estimated_delivery_from - 30, estimated_delivery_to = estimated_delivery_to - 30 where id = any($1)`,
        [[order.id, unpaid.id]],
      )
      await db.close()
      shop = await start()

      const token = await apiSignIn(shop.origin, 'admin@soglia.test')
      await page
        .context()
        .addCookies([
          { name: 'soglia_session', value: token, domain: HOST, path: '/', httpOnly: true, sameSite: 'Lax' },
        ])
      await page.goto(`${shop.origin}/administration/production`)
      await hydrated(page)
      const card = cardOf(page, order.number)
      await expect(card.locator('[data-late-flag]')).toHaveText('In ritardo')
      await expect(card).toHaveAttribute('data-late', 'true')
      await expect(card.locator('[data-due]')).toContainText('è passata')
      expect(await axe(page), 'board with a late order').toEqual([])

      // The dashboard (issue 43): the late order, and the transfer awaited 30 days with its reminder.
      await page.goto(`${shop.origin}/administration`)
      await hydrated(page)
      await expect(page.locator(`[data-late-orders] [data-late="${order.number}"]`)).toContainText('Giulia Conti')
      const overdue = page.locator(`[data-overdue-payments] [data-overdue="${unpaid.number}"]`)
      await expect(overdue).toContainText('30 giorni')
      await expect(overdue).toContainText('Mai')
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height })
        expect(await axe(page), `dashboard at ${width}`).toEqual([])
        const remind = overdue.locator(`[data-remind="${unpaid.number}"]`)
        await remind.scrollIntoViewIfNeeded()
        await expectReachable(remind)
      }
      await overdue.locator(`[data-remind="${unpaid.number}"]`).click()
      const confirm = page.getByRole('alertdialog')
      await expect(confirm).toContainText('Giulia Conti')
      await confirm.getByRole('button', { name: 'Invia promemoria' }).click()
      await expect(
        page.locator('[data-toast="success"]', { hasText: `Promemoria inviato per l'ordine ${unpaid.number}` }).first(),
      ).toBeVisible()
      await expect(overdue).not.toContainText('Mai')
      // A second one the same day is refused, and the reason shown.
      await overdue.locator(`[data-remind="${unpaid.number}"]`).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Invia promemoria' }).click()
      await expect(page.locator('[data-toast="error"]', { hasText: 'ultime 24 ore' }).first()).toBeVisible()
    } finally {
      await shop?.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
