import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from '~/domains/email/mailer.server'
import { startSmtpSink } from '~/test/smtp-sink'
import { ordersApi, type Json } from '~/test/orders-api'
import { notifyOrder } from '../order-notify.server'

// Issue 42 p8: an order placed in German (the storefront under /de/ calls the API with
// `locale=de` and `Accept-Language: de`) keeps that language; its PDF and its e-mails are German.

let sink: Awaited<ReturnType<typeof startSmtpSink>>
beforeAll(async () => {
  sink = await startSmtpSink()
})
afterAll(() => sink?.close())
const { call, raw, slugOf, orderBody, choose, db } = ordersApi()

const text = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, ' ')

describe('an order placed in German', () => {
  it('answers its PDF in German and sends the German confirmation', async () => {
    const [line] = await choose([{ slug: await slugOf('MA-LEV-TON'), quantity: 1 }])
    const placed = await call('POST', '/orders?locale=de', 'user', await orderBody([line!]), {
      'accept-language': 'de',
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const order = placed.body.data as Json
    expect(order.locale).toBe('de')

    const res = await raw('GET', `/account/orders/${order.id}/pdf?locale=it`, 'user')
    expect(res.status).toBe(200)
    // The order's language, not the one the PDF is asked in.
    const pdf = await text(new Uint8Array(await res.arrayBuffer()))
    expect(pdf).toContain(`Bestellung Nr. ${order.number}`)
    expect(pdf).toContain('Auftragsbestätigung')
    expect(pdf).not.toContain('Conferma d')

    const services = {
      mailer: createMailer({ smtpUrl: sink.url }),
      publicUrl: 'http://shop.test',
      now: () => new Date(),
    }
    await notifyOrder(db(), services, { type: 'placed', orderId: order.id as number })
    const mail = await sink.waitFor('cliente@soglia.test', (m) => m.subject.includes(String(order.number)))
    expect(mail.subject).toBe(`Bestätigung der Bestellung ${order.number}`)
    expect(await text(new Uint8Array(mail.attachments[0]!.content))).toContain(`Bestellung Nr. ${order.number}`)
  })
})
