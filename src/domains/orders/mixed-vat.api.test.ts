import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatCents } from '~/lib/format/money'
import { fatturaPaErrors } from '~/test/fatturapa-xsd'
import { startSmtpSink } from '~/test/smtp-sink'
import { ordersApi, type Json } from '~/test/orders-api'

// VAT per rate with mixed rates (decision 042), on the real API: a product set to 10 % in the
// product admin, an order with a 22 % line and a 10 % line — the quote, the order, its lines,
// the confirmation e-mail, the order PDF and the invoice's FatturaPA XML (official XSD) all
// carry one VAT row per rate, each net + VAT = gross, half-up on that rate's total.

let sink: Awaited<ReturnType<typeof startSmtpSink>>
beforeAll(async () => {
  sink = await startSmtpSink()
})
const { call, raw, slugOf, orderBody, quote } = ordersApi({ smtpUrl: () => sink.url })
afterAll(() => sink?.close())

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')
const euros = (cents: number) => plain(formatCents(cents, 'it'))
const pdfText = async (bytes: Uint8Array) => {
  return plain((await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, ' '))
}
const tags = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1])
const halfUpNet = (gross: number, rate: number) =>
  Number((2n * BigInt(gross) * 100n + BigInt(100 + rate)) / (2n * BigInt(100 + rate)))

describe('VAT per rate with mixed rates', { timeout: 120_000 }, () => {
  it('a 22 % and a 10 % line: quote, order, lines, e-mail, PDF and FatturaPA show VAT per rate', async () => {
    const handle = await slugOf('MA-LEV-TON')
    const door = await slugOf('PI-ROV-080')
    const lines: Json[] = [
      { slug: handle, quantity: 2 },
      { slug: door, quantity: 1 },
    ]
    // The product admin sets the door to 10 % (a renovation rate); the handle keeps the shop's standard 22 %.
    const before = await quote({ lines, region: 'IT-34' })
    const doorId = before.lines[1]!.product_id!
    expect(before.lines.map((l) => l.vat_rate)).toEqual([22, 22])
    const patched = await call('PATCH', `/products/${doorId}`, 'admin', { vat_rate: 10 })
    expect(patched.status, JSON.stringify(patched.body)).toBe(200)
    expect((await call('GET', `/admin/products/${doorId}`, 'admin')).body.data.vat_rate).toBe(10)
    expect((await call('PATCH', `/products/${doorId}`, 'admin', { vat_rate: 7 })).status).toBe(422)

    const q = await quote({ lines, region: 'IT-34' })
    expect(q.lines.map((l) => l.vat_rate)).toEqual([22, 10])
    expect(q.vat_breakdown!.map((r) => r.rate)).toEqual([22, 10])
    expect(q.vat_breakdown!.reduce((n, r) => n + r.gross, 0)).toBe(q.total)
    expect(q.net + q.vat).toBe(q.total)

    const body = await orderBody(lines, {
      billing: {
        document: 'invoice',
        name: 'Paolo Verdi',
        company: 'Verdi Costruzioni S.r.l.',
        vat_number: '01234567897',
        sdi_code: 'M5UXCR1',
        address: {
          recipient: 'Paolo Verdi',
          street: 'Via Po 10',
          postcode: '10124',
          city: 'Torino',
          province: 'TO',
          country: 'IT',
        },
      },
    })
    const res = await call('POST', '/orders', 'user', body)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const order = res.body.data as Json
    expect(order.lines.map((l: Json) => l.vat_rate)).toEqual([22, 10])
    const rows = order.vat_breakdown as Array<{ rate: number; net: number; vat: number; gross: number }>
    expect(rows.map((r) => r.rate)).toEqual([22, 10])
    expect(order.shipping_total).toBeGreaterThan(0)
    for (const r of rows) {
      expect(r.net + r.vat).toBe(r.gross)
      expect(r.net).toBe(halfUpNet(r.gross, r.rate))
    }
    // The goods of each rate plus that rate's share of the shipping (in proportion to the goods).
    const goods22 = order.lines[0].line_total as number
    const goods10 = order.lines[1].line_total as number
    expect(rows[0]!.gross + rows[1]!.gross).toBe(order.total)
    expect(rows[1]!.gross - goods10).toBe(Math.round((order.shipping_total * goods10) / (goods10 + goods22)))
    expect(order.net_total).toBe(rows[0]!.net + rows[1]!.net)
    expect(order.vat_total).toBe(rows[0]!.vat + rows[1]!.vat)
    // The account's detail reads the same back from the database.
    expect((await call('GET', `/account/orders/${order.id}`, 'user')).body.data.vat_breakdown).toEqual(rows)

    const mail = await sink.waitFor('cliente@soglia.test', (m) => m.subject.includes(order.number))
    for (const r of rows)
      expect(plain(mail.text)).toContain(`IVA ${r.rate}%: ${euros(r.vat)} su imponibile ${euros(r.net)}`)
    const pdf = await pdfText(new Uint8Array(mail.attachments[0]!.content))
    for (const r of rows) expect(pdf).toContain(`${r.rate}% ${euros(r.net)} ${euros(r.vat)} ${euros(r.gross)}`)
    expect(
      await pdfText(new Uint8Array(await (await raw('GET', `/account/orders/${order.id}/pdf`, 'user')).arrayBuffer())),
    ).toBe(pdf)

    const issued = await call('POST', `/admin/orders/${order.id}/fiscal-documents`, 'admin', { kind: 'invoice' })
    expect(issued.status, JSON.stringify(issued.body)).toBe(201)
    const xml = await (await raw('GET', `/admin/fiscal-documents/${issued.body.data.id}/xml`, 'admin')).text()
    expect(await fatturaPaErrors(xml)).toEqual([])
    // DatiRiepilogo per rate: the lines at 22 % and 10 %, shipping shared as one line per rate.
    const summary = xml.slice(xml.indexOf('<DatiRiepilogo>'))
    expect(tags(summary, 'AliquotaIVA')).toEqual(['22.00', '10.00'])
    expect(tags(summary, 'Imposta')).toEqual(rows.map((r) => (r.vat / 100).toFixed(2)))
    const lineRates = tags(xml.slice(0, xml.indexOf('<DatiRiepilogo>')), 'AliquotaIVA')
    expect(lineRates).toEqual(['22.00', '10.00', '22.00', '10.00'])
    expect(tags(xml, 'ImportoTotaleDocumento')).toEqual([(order.total / 100).toFixed(2)])
  })
})
