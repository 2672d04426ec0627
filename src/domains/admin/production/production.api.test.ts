import { eq, inArray } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { categories, products } from '~/db/schema'
import { addWorkingDays, romeToday } from '~/domains/shipping/shipping'
import { CLOCK, ordersApi, type Json } from '~/test/orders-api'

// The production board's read (issue 43, decision 094) on a real seeded database: only an
// administrator reads it; confirmed, in-production and produced orders are its columns (pending
// and shipped ones are not on it); each card has its lines as chosen, the due date and a late
// flag that follows the clock in Rome; moves go through the order screen's events endpoint.
const { call, raw, slugOf, doorLine, orderBody, db, clock } = ordersApi()

const iso = (d: Date) => d.toISOString().slice(0, 10)

async function place(lines: Json[]) {
  const res = await call('POST', '/orders', 'user', await orderBody(lines))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as Json
}
async function step(id: number, event: string, extra: Json = {}) {
  const res = await call('POST', `/admin/orders/${id}/events`, 'admin', { event, ...extra })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}
const board = async (query = '', role: 'admin' | 'user' | null = 'admin') =>
  call('GET', `/admin/production${query}`, role)
const card = (b: Json, id: number) => (b.data as Json[]).find((c) => c.id === id)

describe('the production board', () => {
  it('is for administrators only', async () => {
    expect((await board('', null)).status).toBe(401)
    expect((await board('', 'user')).status).toBe(403)
    expect((await board('', 'admin')).status).toBe(200)
  })

  it('shows the orders from confirmed to produced, with their lines, due date and moves; late once the due day has passed in Rome', async () => {
    clock.now = new Date(CLOCK)
    const handle = await place([{ slug: await slugOf('MA-LEV-TON'), quantity: 2 }])
    const door = await place([await doorLine(800, 2100)])
    const pending = await place([{ slug: await slugOf('MA-LEV-TON'), quantity: 1 }])
    const shipped = await place([{ slug: await slugOf('MA-LEV-TON'), quantity: 1 }])
    for (const o of [handle, door, shipped]) {
      await step(o.id, 'order.pay')
      await step(o.id, 'order.confirm')
    }
    await step(door.id, 'order.start_production')
    await step(shipped.id, 'order.ship', { carrier: 'BRT', tracking: 'BRT555000111' })

    const res = await board()
    expect(res.status).toBe(200)
    const b = res.body
    expect(b.data.map((c: Json) => c.id)).toEqual(expect.arrayContaining([handle.id, door.id]))
    expect(card(b, pending.id)).toBeUndefined()
    expect(card(b, shipped.id)).toBeUndefined()

    const h = card(b, handle.id)!
    expect(h).toMatchObject({
      number: handle.number,
      status: 'confirmed_admin',
      customer: handle.customer.name,
      pickup: false,
      late: false,
      estimated_delivery: handle.estimated_delivery,
    })
    expect(h.moves).toEqual(['order.start_production', 'order.ship'])
    expect(h.lines).toHaveLength(1)
    expect(h.lines[0]).toMatchObject({ sku: 'MA-LEV-TON', quantity: 2 })
    // The chosen variant with its group, as the order screen describes the line.
    expect(h.lines[0].variants[0]).toMatchObject({ group: expect.any(String), name: expect.any(String) })

    const d = card(b, door.id)!
    expect(d).toMatchObject({ status: 'start_production', moves: ['order.end_production'] })
    expect(d.lines[0].choices.map((c: Json) => c.value).join(' ')).toContain('800')

    // Due: the lead time after the day it was placed, in working days (the promise minus the transit).
    const leads = await db()
      .select({ sku: products.sku, lead: products.leadTimeDays })
      .from(products)
      .where(inArray(products.sku, ['MA-LEV-TON']))
    expect(h.due_date).toBe(iso(addWorkingDays(romeToday(CLOCK), leads[0]!.lead ?? 0)))
    expect(b.meta.today).toBe(iso(romeToday(CLOCK)))
    // Earliest due first.
    const dues = (b.data as Json[]).map((c) => c.due_date)
    expect(dues).toEqual([...dues].sort())

    // The day after the due day, in Rome, the order is late; on the day it is not.
    clock.now = new Date(`${h.due_date}T21:30:00Z`)
    expect(card((await board()).body, handle.id)!.late).toBe(false)
    clock.now = new Date(`${h.due_date}T23:30:00Z`)
    expect(card((await board()).body, handle.id)!.late).toBe(true)
    clock.now = new Date(CLOCK)

    // Moved through the order screen's endpoint, the card changes column.
    await step(handle.id, 'order.start_production')
    expect(card((await board()).body, handle.id)).toMatchObject({
      status: 'start_production',
      moves: ['order.end_production'],
    })
    await step(handle.id, 'order.end_production')
    expect(card((await board()).body, handle.id)).toMatchObject({ status: 'end_production', moves: ['order.ship'] })
  })

  it('filters by due week and product type, and lists both before filtering', async () => {
    const b = (await board()).body
    expect(b.data.length).toBeGreaterThanOrEqual(2)
    const h = (b.data as Json[]).find((c) => c.lines.some((l: Json) => l.sku === 'MA-LEV-TON'))!
    const week = (b.meta.weeks as Json[]).find(
      (w) => w.week <= h.due_date && h.due_date < iso(new Date(Date.parse(`${w.week}T00:00:00Z`) + 7 * 86_400_000)),
    )!
    expect(week).toBeDefined()
    const inWeek = (await board(`?week=${h.due_date}`)).body
    expect(inWeek.data.map((c: Json) => c.id)).toContain(h.id)
    expect(inWeek.data.every((c: Json) => c.due_date >= week.week)).toBe(true)
    expect(inWeek.meta.weeks).toEqual(b.meta.weeks)
    expect((await board('?week=2030-01-07')).body.data).toEqual([])

    // The handle's type is its category's top-level one (accessories), named in the reader's language.
    const [product] = await db()
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.sku, 'MA-LEV-TON'))
    const [cat] = await db()
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, product!.categoryId))
    const root = cat!.parentId ?? product!.categoryId
    expect((b.meta.types as Json[]).map((t) => t.id)).toContain(root)
    const ofType = (await board(`?type=${root}`)).body
    expect(ofType.data.map((c: Json) => c.id)).toContain(h.id)
    expect(ofType.data.every((c: Json) => c.lines.some((l: Json) => l.sku.startsWith('MA-')))).toBe(true)
    expect((await board(`?type=${root}&locale=en`)).body.meta.types.find((t: Json) => t.id === root).name).not.toBe(
      b.meta.types.find((t: Json) => t.id === root).name,
    )

    // A bad filter is the API's 400, named.
    const bad = await board('?week=domani')
    expect(bad.status).toBe(400)
  })

  it('prints an order’s production sheet: number (and QR), due date, each line’s sizes and options', async () => {
    const door = await place([await doorLine(820, 2100, 2)])
    await step(door.id, 'order.pay')
    await step(door.id, 'order.confirm')
    const res = await raw('GET', `/admin/orders/${door.id}/production-sheet`, 'admin')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const pdf = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-')
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true })
    const flat = text.replace(/\s+/g, ' ')
    const c = card((await board()).body, door.id)!
    expect(flat).toContain('Scheda di produzione')
    expect(flat).toContain(`Ordine ${door.number}`)
    expect(flat).toContain('Scadenza:')
    expect(flat).toContain(`2 × ${c.lines[0].name}`)
    for (const choice of c.lines[0].choices as Json[]) expect(flat).toContain(`${choice.step}: ${choice.value}`)
    expect(flat).toContain('820')
    // In the reader's language; only administrators; only orders on the board.
    const en = await raw('GET', `/admin/orders/${door.id}/production-sheet?locale=en`, 'admin')
    expect(
      (await extractText(await getDocumentProxy(new Uint8Array(await en.arrayBuffer())), { mergePages: true })).text,
    ).toContain('Production sheet')
    expect((await raw('GET', `/admin/orders/${door.id}/production-sheet`, 'user')).status).toBe(403)
    const pending = await place([{ slug: await slugOf('MA-LEV-TON'), quantity: 1 }])
    expect((await raw('GET', `/admin/orders/${pending.id}/production-sheet`, 'admin')).status).toBe(404)
  })

  it('prints the sheets of a selection as one PDF, a page per order, with the board’s filters', async () => {
    const doors = [await place([await doorLine(830, 2100)]), await place([await doorLine(840, 2100)])]
    for (const d of doors) {
      await step(d.id, 'order.pay')
      await step(d.id, 'order.confirm')
    }
    const all = (await board()).body
    const week = card(all, doors[0]!.id)!.due_date as string
    const expected = (await board(`?week=${week}`)).body.data.map((c: Json) => c.number as string)
    expect(expected).toEqual(expect.arrayContaining(doors.map((d) => d.number)))

    const res = await raw('GET', `/admin/production/sheets?week=${week}`, 'admin')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const doc = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()))
    expect(doc.numPages).toBeGreaterThanOrEqual(expected.length)
    const { text } = await extractText(doc, { mergePages: false })
    // Each order's sheet starts a page, in the board's order (earliest due first).
    const starts = (text as string[]).flatMap((page) =>
      expected.filter((n: string) => page.replace(/\s+/g, ' ').includes(`Ordine ${n}`)),
    )
    expect(starts).toEqual(expected)

    expect((await raw('GET', `/admin/production/sheets?week=${week}`, 'user')).status).toBe(403)
    // A week with nothing on the board: 404, said in words.
    const empty = await call('GET', '/admin/production/sheets?week=2030-01-07', 'admin')
    expect(empty.status).toBe(404)
    expect(empty.body.error.message).toMatch(/Nessun ordine/)
  })
})
