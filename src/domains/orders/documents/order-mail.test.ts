import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from '~/domains/email/mailer.server'
import { startSmtpSink } from '~/test/smtp-sink'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import type { NotifyServices } from '../order-notify.server'
import { sendOrderMail } from './order-mail.server'
import { sampleOrder } from './sample-order'

// The order e-mails through the real mailer to a real SMTP server, with the seeded settings
// (shop e-mail, IBAN, legal data). The order is built by hand in the contract's shape.

let database: TestDatabase
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let services: NotifyServices

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  sink = await startSmtpSink()
  services = { mailer: createMailer({ smtpUrl: sink.url }), publicUrl: 'http://shop.test', now: () => new Date() }
})
afterAll(async () => {
  await sink?.close()
  await database?.close()
})

/** A sample order numbered `n`, its transfer reference too. */
const numbered = (n: number, overrides: Parameters<typeof sampleOrder>[0] = {}) => {
  const number = `2026-000${n}`
  const base = sampleOrder()
  return sampleOrder({ id: n, number, payment_method: { ...base.payment_method, reference: number }, ...overrides })
}
/** Amounts are formatted with no-break spaces; compare with plain ones. */
const plain = (mail: { text: string; html: string }) => ({
  text: mail.text.replace(/[\u00a0\u202f]/g, ' '),
  html: mail.html.replace(/[\u00a0\u202f]/g, ' '),
})

const pdfText = async (content: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true })).text.replace(/\s+/g, ' ')

describe('order e-mails', () => {
  it('sends the customer a confirmation in their locale with the PDF attached, and the shop a notice in Italian', async () => {
    const order = numbered(501, {
      locale: 'es',
      customer: { id: 7, name: 'Lucía Gómez', email: 'lucia@example.com', role: 'user' },
    })
    await sendOrderMail(database.db, services, { type: 'placed', orderId: order.id }, order)

    const received = await sink.waitFor('lucia@example.com')
    const mail = { ...received, ...plain(received) }
    expect(mail.subject).toBe('Confirmación del pedido 2026-000501')
    expect(mail.text).toContain('Hola, Lucía Gómez')
    // Every choice under the line, as on the PDF (issue 39).
    expect(mail.text).toContain(
      '1 × Porta Rovere su misura (Finitura rovere naturale · Larghezza: 82 cm · Altezza: 213 cm · Colore RAL: RAL 9010 Bianco puro · Opción: Posa in opera): 849,00 €',
    )
    expect(mail.text).toContain('Total: 938,00 €')
    // Bank transfer: the shop's IBAN and the order number as the reference.
    expect(mail.text).toContain('IBAN IT60 X054 2811 1010 0000 0123 456')
    expect(mail.text).toContain('concepto: 2026-000501')
    expect(mail.text).toContain('excluidos del derecho de desistimiento: Porta Rovere su misura')
    expect(mail.text).toContain('Ver el pedido: http://shop.test/es/account/orders/501')
    expect(mail.html).toContain(
      '<li>1 × Porta Rovere su misura (Finitura rovere naturale · Larghezza: 82 cm · Altezza: 213 cm · Colore RAL: RAL 9010 Bianco puro · Opción: Posa in opera): 849,00 €</li>',
    )

    expect(mail.attachments).toHaveLength(1)
    const [pdf] = mail.attachments
    expect(pdf!.filename).toBe('2026-000501.pdf')
    expect(pdf!.contentType).toBe('application/pdf')
    const text = await pdfText(pdf!.content)
    expect(text).toContain('Confirmación de pedido')
    expect(text).toContain('Pedido n.º 2026-000501')
    expect(text).toContain('art. 59, apartado 1, letra c')
    // The seller's legal data come from the settings.
    expect(text).toContain('Soglia S.r.l.')
    expect(text).toContain('N.º IVA IT01234567897')

    const notice = await sink.waitFor('ordini@soglia.example', (m) => m.subject.includes('2026-000501'))
    expect(notice.subject.replace(/[\u00a0\u202f]/g, ' ')).toBe('Nuovo ordine 2026-000501 (938,00 €)')
    expect(notice.text).toContain('Ordine 2026-000501 di Lucía Gómez (lucia@example.com)')
    expect(notice.text).toContain('http://shop.test/administration/orders/501')
    expect(notice.attachments).toHaveLength(0)
  })

  it('shows a trade customer net amounts + VAT', async () => {
    const order = numbered(502, {
      prices_include_vat: false,
      customer: { id: 9, name: 'Serramenti Rossi Srl', email: 'rossi@example.com', role: 'retailer' },
    })
    await sendOrderMail(database.db, services, { type: 'placed', orderId: order.id }, order)
    const received = await sink.waitFor('rossi@example.com')
    const mail = { ...received, ...plain(received) }
    expect(mail.subject).toBe("Conferma dell'ordine 2026-000502")
    // The line net of its 10 % (90,00 € VAT included), '+ IVA' beside it (issue 39).
    expect(mail.text).toContain('2 × Maniglia in ottone satinato: 81,82 € + IVA')
    expect(mail.text).toContain('Totale: 773,09 € + IVA (938,00 € IVA inclusa)')
  })

  it('sends one e-mail per status the customer hears of, and none for the others', async () => {
    const order = numbered(503, {
      locale: 'de',
      customer: { id: 7, name: 'Jonas Weber', email: 'jonas@example.com', role: 'user' },
      shipment: { carrier: 'BRT', tracking: 'BRT123456789' },
    })
    const before = sink.received.length
    await sendOrderMail(
      database.db,
      services,
      { type: 'status', orderId: order.id, from: 'confirmed_admin', to: 'shipped' },
      order,
    )
    const shipped = await sink.waitFor('jonas@example.com', (m) => m.subject.includes('versandt'))
    expect(shipped.subject).toBe('Bestellung 2026-000503 versandt')
    expect(shipped.text).toContain('Versanddienstleister BRT übergeben. Sendungsnummer: BRT123456789.')

    const statuses = [
      ['pending', 'confirmed_admin', 'Bestellung 2026-000503 bestätigt'],
      ['confirmed_admin', 'start_production', 'Bestellung 2026-000503: Fertigung begonnen'],
      ['shipped', 'delivered', 'Bestellung 2026-000503 zugestellt'],
      ['pending', 'cancelled', 'Bestellung 2026-000503 storniert'],
    ] as const
    for (const [from, to, subject] of statuses) {
      await sendOrderMail(
        database.db,
        services,
        { type: 'status', orderId: order.id, from, to },
        { ...order, cancel_reason: 'Doppelt bestellt' },
      )
      const mail = await sink.waitFor('jonas@example.com', (m) => m.subject === subject)
      if (to === 'cancelled') expect(mail.text).toContain('Grund: Doppelt bestellt')
    }
    for (const to of ['paid', 'end_production', 'evaded'] as const)
      await sendOrderMail(database.db, services, { type: 'status', orderId: order.id, from: 'pending', to }, order)
    expect(sink.received.length - before).toBe(5)
  })
})
