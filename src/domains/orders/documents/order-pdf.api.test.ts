import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from '~/domains/email/mailer.server'
import { startSmtpSink } from '~/test/smtp-sink'
import { seededApi } from '~/test/seeded-api'
import { notifyOrder } from '../order-notify.server'
import { insertOrder } from './order-fixture'

// GET /account/orders/{id}/pdf and notifyOrder on a real order row, read back by loadOrder.

const t = seededApi()
let sink: Awaited<ReturnType<typeof startSmtpSink>>
beforeAll(async () => {
  sink = await startSmtpSink()
})
afterAll(() => sink?.close())

const text = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, ' ')

describe('the order PDF endpoint', () => {
  it('answers the PDF to the owner, the retailer of its user and an administrator; 404 to others', async () => {
    const mine = await insertOrder(t.db(), await t.userId('cliente@soglia.test'), 'cliente@soglia.test')
    const owner = await t.signIn('cliente@soglia.test')
    const res = await t.get(`/account/orders/${mine.id}/pdf`, owner)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${mine.number}.pdf"`)
    const pdf = await text(new Uint8Array(await res.arrayBuffer()))
    expect(pdf).toContain(`Commande n° ${mine.number}`)
    expect(pdf).toContain('Porte sur mesure Rovere — Sur mesure')
    expect(pdf).toContain('Largeur: 82 cm')
    expect(pdf).toMatch(/Total 988,00 €/)
    expect(pdf).toContain(`libellé : ${mine.number}`)
    expect(pdf).toContain('Porte sur mesure Rovere (PORTA-CFG) × 1')

    expect((await t.get(`/account/orders/${mine.id}/pdf`, await t.signIn('reseller@soglia.test'))).status).toBe(404)
    expect((await t.get(`/account/orders/${mine.id}/pdf`, await t.signIn('rivenditore@soglia.test'))).status).toBe(404)
    expect((await t.get(`/account/orders/${mine.id}/pdf`, await t.signIn('admin@soglia.test'))).status).toBe(200)
    expect((await t.get(`/account/orders/${mine.id}/pdf`)).status).toBe(401)
    expect((await t.get('/account/orders/999999/pdf', owner)).status).toBe(404)

    const team = await insertOrder(t.db(), await t.userId('addetto@rivenditore.test'), 'addetto@rivenditore.test')
    expect((await t.get(`/account/orders/${team.id}/pdf`, await t.signIn('rivenditore@soglia.test'))).status).toBe(200)
  })

  it('notifyOrder sends the confirmation with this PDF in the order’s locale, and the shop notice', async () => {
    const order = await insertOrder(t.db(), await t.userId('cliente@soglia.test'), 'camille@example.com')
    const services = {
      mailer: createMailer({ smtpUrl: sink.url }),
      publicUrl: 'http://shop.test',
      now: () => new Date(),
    }
    await notifyOrder(t.db(), services, { type: 'placed', orderId: order.id })
    const mail = await sink.waitFor('camille@example.com')
    expect(mail.subject).toBe(`Confirmation de la commande ${order.number}`)
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${order.number}.pdf`])
    expect(await text(new Uint8Array(mail.attachments[0]!.content))).toContain(`Commande n° ${order.number}`)
    await sink.waitFor('ordini@soglia.example', (m) => m.subject.includes(order.number))

    await notifyOrder(t.db(), services, { type: 'status', orderId: order.id, from: 'paid', to: 'confirmed_admin' })
    const confirmed = await sink.waitFor(
      'camille@example.com',
      (m) => m.subject === `Commande ${order.number} confirmée`,
    )
    expect(confirmed.text).toContain(`Nous avons confirmé votre commande ${order.number}`)
  })
})
