import { desc, eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { emailOutbox } from '~/db/schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatCents } from '~/lib/format/money'
import { ordersApi } from '~/test/orders-api'

// Issue 39: a trade customer's order PDF says "Prezzi IVA esclusa" and shows the lines, the
// subtotal and the shipping net of VAT, then the VAT and the total — never a VAT-inclusive line
// beside that label.
const { call, raw, slugOf, orderBody, db } = ordersApi()

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ')
const euros = (cents: number) => plain(formatCents(cents, 'it'))
const net = (gross: number, rate: number) =>
  Number((2n * BigInt(gross) * 100n + BigInt(100 + rate)) / (2n * BigInt(100 + rate)))

let handle: string
beforeAll(async () => {
  handle = await slugOf('MA-LEV-TON')
})

describe('a trade customer’s PDF', () => {
  it('is net throughout, then VAT and the total', async () => {
    const placed = await call(
      'POST',
      '/orders',
      'reseller',
      await orderBody([{ slug: handle, quantity: 3 }], {}, 'reseller'),
    )
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const order = placed.body.data
    expect(order.prices_include_vat).toBe(false)
    const line = order.lines[0]
    const text = plain(
      (
        await extractText(
          await getDocumentProxy(
            new Uint8Array(await (await raw('GET', `/account/orders/${order.id}/pdf`, 'reseller')).arrayBuffer()),
          ),
          { mergePages: true },
        )
      ).text,
    )
    expect(text).toContain('Prezzi IVA esclusa')
    expect(text).toContain(euros(net(line.unit_price, line.vat_rate)))
    expect(text).toContain(euros(net(line.line_total, line.vat_rate)))
    expect(text).not.toContain(euros(line.line_total))
    expect(text).toContain(euros(order.net_total))
    expect(text).toContain(euros(order.total))
    // The confirmation e-mail follows the same rule: the line net, "+ IVA" beside it.
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'reseller@soglia.test'))
      .orderBy(desc(emailOutbox.id))
      .limit(1)
    const body = plain(mail!.text)
    expect(body).toContain(`${euros(net(line.line_total, line.vat_rate))} + IVA`)
    expect(body).not.toContain(euros(line.line_total))
  })

  it('has net amounts that add up to the taxable amount, to the cent, as the order API answers them (decision 085)', async () => {
    const other = await slugOf('MA-OTT-CLA')
    const placed = await call(
      'POST',
      '/orders',
      'reseller',
      await orderBody(
        [
          { slug: handle, quantity: 3 },
          { slug: other, quantity: 7 },
        ],
        {},
        'reseller',
      ),
    )
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const order = placed.body.data
    const nets = order.net_amounts
    expect(nets.lines.reduce((a: number, b: number) => a + b, 0)).toBe(nets.subtotal)
    expect(nets.subtotal - nets.discount + nets.shipping + nets.payment_fee).toBe(order.net_total)
    expect(order.net_total + order.vat_total).toBe(order.total)
    const read = await call('GET', `/account/orders/${order.id}`, 'reseller')
    expect(read.body.data.net_amounts).toEqual(nets)
    const text = plain(
      (
        await extractText(
          await getDocumentProxy(
            new Uint8Array(await (await raw('GET', `/account/orders/${order.id}/pdf`, 'reseller')).arrayBuffer()),
          ),
          { mergePages: true },
        )
      ).text,
    )
    for (const amount of [...nets.lines, nets.subtotal, nets.shipping, order.net_total])
      expect(text).toContain(euros(amount))
  })
})
