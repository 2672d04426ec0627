import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, test } from './fixtures'
import { main, open, signIn } from './admin-helpers'
import { bearer } from './orders-api'

// Issue 39: an order is exactly what the customer chose. A door with its finish, opening side
// and an extra option, ordered through the API the checkout uses: all three read back on the
// customer's order page, the back office's order page (phone and laptop) and the PDF.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

type Json = Record<string, any>

async function orderDoor(request: APIRequestContext) {
  const headers = await bearer(request, 'cliente@soglia.test')
  const list = await (await request.get('/api/products?per_page=24&q=garda', { headers })).json()
  const slug = (list.data as Json[]).find((p) => /garda/i.test(p.name))!.slug as string
  const product = (await (await request.get(`/api/products/${slug}`, { headers })).json()).data as Json
  const groups = product.variant_groups as Json[]
  const option = (product.extra_options as Json[])[0]!
  const variant_ids = groups.map((g) => g.variants.at(-1).id as number)
  const lines = [{ slug, quantity: 1, variant_ids, extra_option_id: option.id }]
  // Without the opening side the server refuses the door (the UI never sends it, so ask the API).
  const refused = await request.post('/api/cart/quote', {
    headers,
    data: { lines: [{ ...lines[0], variant_ids: variant_ids.slice(0, 1) }] },
  })
  expect((await refused.json()).data.lines[0]).toMatchObject({ valid: false, problem_field: 'variant_ids' })
  const first = (await (await request.post('/api/cart/quote', { headers, data: { lines, region: 'IT-34' } })).json())
    .data
  const priced = (
    await (
      await request.post('/api/cart/quote', {
        headers,
        data: {
          lines,
          region: 'IT-34',
          shipping_option_id: first.shipping_options[0].id,
          payment_method: 'bank_transfer',
        },
      })
    ).json()
  ).data
  const res = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      lines,
      delivery: {
        type: 'address',
        address: {
          recipient: 'Giulia Conti',
          street: 'Via Mazzini 3',
          postcode: '37121',
          city: 'Verona',
          province: 'VR',
          country: 'IT',
        },
        save: false,
      },
      shipping_option_id: first.shipping_options[0].id,
      billing: { document: 'receipt' },
      payment_method: 'bank_transfer',
      acknowledgements: { terms: true, ...(priced.made_to_measure ? { made_to_measure: true } : {}) },
      expected_total: priced.total,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const order = (await res.json()).data as Json
  const expected = [...groups.map((g) => `${g.name}: ${g.variants.at(-1).name}`), `Opzione: ${option.name}`]
  return { order, expected, headers }
}

async function expectInViewport(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded()
  const box = (await target.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1)
}

test('every choice of a door is read back on the account page, the admin page and the PDF', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const { order, expected, headers } = await orderDoor(request)

  await signIn(page, 'cliente@soglia.test')
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height })
    await open(page, `/account/orders/${order.id}`)
    const details = main(page).locator('[data-line-details]').first()
    for (const part of expected) await expect(details).toContainText(part)
    await expectInViewport(page, details)
  }

  const admin = await browser.newPage()
  await signIn(admin, 'admin@soglia.test')
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await admin.setViewportSize({ width, height })
    await open(admin, `/administration/orders/${order.id}`)
    const details = main(admin).locator('[data-line-details]').first()
    for (const part of expected) await expect(details).toContainText(part)
    await expectInViewport(admin, details)
  }
  // The order list's CSV: one row per line, the same choices in their own column.
  await open(admin, `/administration/orders?q=${order.number}`)
  const [file] = await Promise.all([
    admin.waitForEvent('download'),
    main(admin).locator('[data-action="export"]').click(),
  ])
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '')
  const [header, row, ...rest] = csv.trim().split('\r\n')
  expect(rest).toEqual([])
  expect(header).toContain('Scelte (finitura, apertura, misure, opzioni)')
  expect(row).toContain(order.number)
  for (const part of expected) expect(row).toContain(part)
  await admin.close()

  const pdf = await request.get(`/api/account/orders/${order.id}/pdf`, { headers })
  expect(pdf.status()).toBe(200)
  const text = (
    await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true })
  ).text.replace(/\s+/g, ' ')
  for (const part of expected) expect(text).toContain(part)
})
