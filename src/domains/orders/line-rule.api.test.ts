import { count } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { lineDetails } from './line-description'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders, users } from '~/db/schema'
import { eq } from 'drizzle-orm'
import { partitaIvaCheckDigit } from '~/domains/billing/tax-ids'
import { address, ordersApi, type Json } from '~/test/orders-api'

// Issue 39: an order is exactly what the customer chose. POST /orders and the back office's new
// order refuse a line that leaves a required choice open, picks two in one group or names a
// choice the product does not offer — 422 per line, translated, and nothing is written.
const { call, raw, slugOf, orderBody, db } = ordersApi()
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, ' ')

let garda: string // PI-ROV-080: finish and opening side required, four extra options
let door: Json

beforeAll(async () => {
  garda = await slugOf('PI-ROV-080')
  door = (await call('GET', `/products/${garda}`, 'user')).body.data as Json
})

const groups = () => door.variant_groups as Json[]
const complete = () => groups().map((g) => g.variants[0].id as number)
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]!.n

describe('one rule for what a line may be', () => {
  it('refuses each incomplete or foreign choice with the line’s field, in the buyer’s language, writing nothing', async () => {
    const good = await orderBody([{ slug: garda, quantity: 1, variant_ids: complete() }])
    const [finish, side] = groups()
    const cases: Array<[Json, string, string]> = [
      [{ variant_ids: [] }, 'lines.0.variant_ids', `«${finish!.name}»`],
      [{ variant_ids: [finish!.variants[0].id] }, 'lines.0.variant_ids', `«${side!.name}»`],
      [{ variant_ids: [...complete(), finish!.variants[1].id] }, 'lines.0.variant_ids', 'una sola opzione'],
      [{ variant_ids: [...complete(), 999_999] }, 'lines.0.variant_ids', 'variante non esiste'],
      [
        { variant_ids: complete(), extra_option_id: 999_999 },
        'lines.0.extra_option_id',
        'opzione aggiuntiva non esiste',
      ],
    ]
    const before = await orderCount()
    for (const [choice, field, text] of cases) {
      const res = await call('POST', '/orders', 'user', { ...good, lines: [{ slug: garda, quantity: 1, ...choice }] })
      expect(res.status, JSON.stringify(choice)).toBe(422)
      expect(res.body.error.code).toBe('validation_failed')
      expect(Object.keys(res.body.error.fields)).toEqual([field])
      expect(res.body.error.fields[field].join(' ')).toContain(text)
    }
    expect(await orderCount()).toBe(before)
    // The second line of a cart is named by its index; the English reader reads English.
    const second = await call('POST', '/orders?locale=en', 'user', {
      ...good,
      lines: [...good.lines, { slug: garda, quantity: 1, variant_ids: [finish!.variants[0].id] }],
    })
    expect(second.status).toBe(422)
    expect(second.body.error.fields['lines.1.variant_ids'][0]).toMatch(/^Choose an option for “/)
    // The complete door is accepted, with both choices on the order line.
    const ok = await call('POST', '/orders', 'user', good)
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    expect(ok.body.data.lines[0].variants.map((v: Json) => v.id)).toEqual(complete())
  })

  it('reads every choice back, group by group, on the order, its PDF and its FatturaPA line', async () => {
    const [finish, side] = groups()
    const option = (door.extra_options as Json[])[0]!
    const vat_number = `0123456789${partitaIvaCheckDigit('0123456789')}`
    const billing = {
      document: 'invoice',
      name: 'Giulia Conti',
      company: 'Conti Serramenti srl',
      vat_number,
      sdi_code: 'M5UXCR1',
      address,
    }
    const body = await orderBody([{ slug: garda, quantity: 1, variant_ids: complete(), extra_option_id: option.id }], {
      billing,
    } as Json)
    const placed = await call('POST', '/orders', 'user', body)
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const id = placed.body.data.id
    const expected = [
      `${finish!.name}: ${finish!.variants[0].name}`,
      `${side!.name}: ${side!.variants[0].name}`,
      `Opzione: ${option.name}`,
    ]
    const line = (await call('GET', `/account/orders/${id}`, 'user')).body.data.lines[0] as Json
    expect(line.variants).toEqual([
      { id: finish!.variants[0].id, name: finish!.variants[0].name, group: finish!.name },
      { id: side!.variants[0].id, name: side!.variants[0].name, group: side!.name },
    ])
    expect(lineDetails(line as never, 'it')).toEqual(expected)
    const pdf = await pdfText(
      new Uint8Array(await (await raw('GET', `/account/orders/${id}/pdf`, 'user')).arrayBuffer()),
    )
    for (const part of expected) expect(pdf).toContain(part)
    const issued = await call('POST', `/admin/orders/${id}/fiscal-documents`, 'admin', { kind: 'invoice' })
    expect(issued.status, JSON.stringify(issued.body)).toBe(201)
    const xml = await (await raw('GET', `/admin/fiscal-documents/${issued.body.data.id}/xml`, 'admin')).text()
    const description = xml.match(/<Descrizione>([^<]*)<\/Descrizione>/)![1]!
    for (const part of expected) expect(description).toContain(part)
    // The admin list's CSV export reads the same lines (one CSV row per line); without the
    // include the list stays lean.
    const listed = (await call('GET', `/admin/orders?q=${placed.body.data.number}&include=lines`, 'admin')).body
      .data[0] as Json
    expect(listed.lines).toHaveLength(1)
    expect(listed.lines[0]).toMatchObject({ sku: 'PI-ROV-080', quantity: 1, made_to_measure: false })
    expect(lineDetails(listed.lines[0] as never, 'it')).toEqual(expected)
    expect((await call('GET', `/admin/orders?q=${placed.body.data.number}`, 'admin')).body.data[0]).not.toHaveProperty(
      'lines',
    )
  })

  it('holds for the back office’s new order too', async () => {
    const [reseller] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'reseller@soglia.test'))
    const good = await orderBody([{ slug: garda, quantity: 1, variant_ids: complete() }], {}, 'reseller')
    const res = await call('POST', '/admin/orders', 'admin', {
      ...good,
      customer_id: reseller!.id,
      lines: [{ slug: garda, quantity: 1, variant_ids: [] }],
    })
    expect(res.status).toBe(422)
    expect(res.body.error.fields['lines.0.variant_ids']).toBeDefined()
    const quote = await call('POST', '/admin/orders/quote', 'admin', {
      customer_id: reseller!.id,
      lines: [{ slug: garda, quantity: 1, variant_ids: [] }],
    })
    expect(quote.body.data.lines[0]).toMatchObject({ valid: false, problem_field: 'variant_ids' })
  })
})
