import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/db/schema'
import { fatturaPaErrors } from '~/test/fatturapa-xsd'
import { ordersApi, type Json } from '~/test/orders-api'

// 0 % VAT (spec §9, art. 41 D.L. 331/1993; issue 39): an administrator's 0 % for an EU business
// buyer charges the net of the shop's VAT-inclusive prices — gross ÷ 1.22 per unit, half up —
// shipping and fee too; it needs the buyer's VAT number of another member state (jsvat), and the
// invoice's FatturaPA carries Natura N3.2, the law and the buyer's foreign VAT id.
const { call, raw, slugOf, orderBody, quote, db, choose } = ordersApi()

const halfUpNet = (gross: number, rate: number) =>
  Number((2n * BigInt(gross) * 100n + BigInt(100 + rate)) / (2n * BigInt(100 + rate)))
const tags = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1])
const belgian = {
  document: 'invoice',
  name: 'Jan Peeters',
  company: 'Peeters Bouw BV',
  eu_vat_number: 'BE 0411.905.847',
  address: {
    recipient: 'Peeters Bouw BV',
    street: 'Rue de la Loi 16',
    postcode: '1000',
    city: 'Bruxelles',
    country: 'BE',
  },
}

let reseller: number
let handle: string
beforeAll(async () => {
  handle = await slugOf('MA-LEV-TON')
  reseller = (await db().select({ id: users.id }).from(users).where(eq(users.email, 'reseller@soglia.test')))[0]!.id
})

describe('0 % VAT done right', { timeout: 120_000 }, () => {
  it('charges each unit, the shipping and the fee at gross ÷ 1.22, VAT 0, total = net', async () => {
    const lines = [{ slug: handle, quantity: 3 }]
    const gross = await quote({ lines: await choose(lines), region: 'IT-34' }, 'reseller')
    const body = await orderBody(lines, {}, 'reseller')
    const zeroQuote = await call('POST', '/admin/orders/quote', 'admin', {
      customer_id: reseller,
      lines: body.lines,
      region: 'IT-34',
      shipping_option_id: body.shipping_option_id,
      payment_method: 'bank_transfer',
      vat_rate: 0,
    })
    expect(zeroQuote.status).toBe(200)
    const q = zeroQuote.body.data as Json
    const unitGross = gross.lines[0]!.unit_price
    expect(q.lines[0]).toMatchObject({
      unit_price: halfUpNet(unitGross, 22),
      line_total: 3 * halfUpNet(unitGross, 22),
      vat_rate: 0,
    })
    expect(q.shipping).toBe(halfUpNet(gross.shipping_options!.find((o) => o.id === body.shipping_option_id)!.price, 22))
    expect(q).toMatchObject({ vat: 0, vat_rate: 0, net: q.total })
    expect(q.total).toBe(q.subtotal - q.discount + q.shipping + q.payment_fee)

    // Without the buyer's EU VAT number, or with a wrong or Italian one, 0 % is refused.
    const base = { ...body, customer_id: reseller, vat_rate: 0, expected_total: q.total }
    for (const [billing, message] of [
      [{ document: 'receipt' }, /art\. 41/],
      [{ ...belgian, eu_vat_number: 'BE0897221791' }, /non valida/],
      [{ ...belgian, eu_vat_number: 'IT01114601006' }, /non valida/],
    ] as const) {
      const refused = await call('POST', '/admin/orders', 'admin', { ...base, billing })
      expect(refused.status, JSON.stringify(billing)).toBe(422)
      expect(refused.body.error.fields['billing.eu_vat_number'].join(' ')).toMatch(message)
    }

    const placed = await call('POST', '/admin/orders', 'admin', { ...base, billing: belgian })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const order = placed.body.data as Json
    expect(order).toMatchObject({
      total: q.total,
      net_total: q.total,
      vat_total: 0,
      vat_rate: 0,
      billing: { eu_vat_number: 'BE0411905847', sdi_code: 'XXXXXXX' },
    })
    expect(order.vat_breakdown).toEqual([{ rate: 0, net: q.total, vat: 0, gross: q.total }])

    const issued = await call('POST', `/admin/orders/${order.id}/fiscal-documents`, 'admin', { kind: 'invoice' })
    expect(issued.status, JSON.stringify(issued.body)).toBe(201)
    const xml = await (await raw('GET', `/admin/fiscal-documents/${issued.body.data.id}/xml`, 'admin')).text()
    expect(await fatturaPaErrors(xml)).toEqual([])
    expect(new Set(tags(xml, 'Natura'))).toEqual(new Set(['N3.2']))
    expect(tags(xml, 'RiferimentoNormativo')[0]).toContain('art. 41')
    const buyer = xml.slice(xml.indexOf('<CessionarioCommittente>'), xml.indexOf('</CessionarioCommittente>'))
    expect(tags(buyer, 'IdPaese')).toEqual(['BE'])
    expect(tags(buyer, 'IdCodice')).toEqual(['0411905847'])
    expect(tags(xml, 'CodiceDestinatario')).toEqual(['XXXXXXX'])
    expect(tags(xml, 'ImportoTotaleDocumento')).toEqual([(order.total / 100).toFixed(2)])
  })
})
