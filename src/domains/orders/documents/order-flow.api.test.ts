import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { formatCents } from '~/lib/format/money'
import { startSmtpSink } from '~/test/smtp-sink'
import { startStripeStandin } from '~/test/stripe-standin'
import { ordersApi } from '~/test/orders-api'

// The whole path on the real API (PGlite, or PostgreSQL with TEST_DATABASE_URL) with a real
// SMTP server: POST /orders sends the confirmation with its PDF in the customer's locale and the
// shop's notice; a status change sends its e-mail; a card order is paid through the Stripe
// stand-in's signed webhook and only then.

let sink: Awaited<ReturnType<typeof startSmtpSink>>
beforeAll(async () => {
  sink = await startSmtpSink()
})
const { call, slugOf, orderBody, api } = ordersApi({ smtpUrl: () => sink.url })
afterAll(() => sink?.close())

const text = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, ' ')
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')
/** As the documents format amounts in Portuguese ("€ 97,00"), with plain spaces. */
const euros = (cents: number) => plain(formatCents(cents, 'pt'))

describe('order e-mails and documents on a placed order', () => {
  it('sends the confirmation with the PDF in the customer’s locale and the shop notice; cancelling sends its e-mail', async () => {
    const handle = await slugOf('MA-LEV-TON')
    const res = await call('POST', '/orders?locale=pt', 'user', await orderBody([{ slug: handle, quantity: 2 }]))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const order = res.body.data
    expect(order.locale).toBe('pt')

    const mail = await sink.waitFor('cliente@soglia.test', (m) => m.subject.includes(order.number))
    expect(mail.subject).toBe(`Confirmação da encomenda ${order.number}`)
    expect(plain(mail.text)).toContain(`Total: ${euros(order.total)}`)
    expect(mail.text).toContain(`IBAN ${order.payment_method.iban}`)
    expect(mail.text).toContain(`descritivo: ${order.number}`)
    // The seeded payment and shipping names speak Portuguese, not the Italian fallback.
    expect(order.payment_method.name).toBe('Transferência bancária')
    expect(mail.text).toContain('Pagamento: Transferência bancária')
    expect(mail.text).not.toMatch(/Bonifico|Corriere/)
    expect(order.shipping_option.name).not.toMatch(/Corriere|Trasporto|Nord Italia/)
    expect(mail.attachments).toHaveLength(1)
    const pdf = await text(new Uint8Array(mail.attachments[0]!.content))
    expect(pdf).toContain(`Encomenda n.º ${order.number}`)
    expect(pdf).toContain(order.lines[0].name)
    expect(pdf).toContain(`Total ${euros(order.total)}`)
    expect(pdf).toContain(`22% ${euros(order.net_total)} ${euros(order.vat_total)} ${euros(order.total)}`)
    expect(pdf).toContain('Nenhum artigo desta encomenda é fabricado por medida.')

    const notice = await sink.waitFor('ordini@soglia.example', (m) => m.subject.includes(order.number))
    expect(notice.text).toContain(`Ordine ${order.number} di Giulia Conti (cliente@soglia.test)`)

    // The same PDF from the account.
    const download = await api().call(`/account/orders/${order.id}/pdf`, { token: undefined })
    expect(download.status).toBe(401)

    const cancelled = await call('POST', `/account/orders/${order.id}/cancel`, 'user', {
      reason: 'Ho sbagliato quantità',
    })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    const cancelMail = await sink.waitFor(
      'cliente@soglia.test',
      (m) => m.subject === `Encomenda ${order.number} cancelada`,
    )
    expect(cancelMail.text).toContain('Motivo: Ho sbagliato quantità')
  })

  it('pays a card order through Stripe Checkout: paid from the webhook, then no second payment', async () => {
    const secret = 'sk_test_flow123'
    const whsec = 'whsec_flow_secret'
    const standin = await startStripeStandin({
      secretKey: secret,
      webhookSecret: whsec,
      deliver: async (payload, signature) =>
        (
          await api().call('/payments/stripe/webhook', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body: payload,
          })
        ).status,
    })
    try {
      vi.stubEnv('STRIPE_SECRET_KEY', secret)
      vi.stubEnv('STRIPE_WEBHOOK_SECRET', whsec)
      vi.stubEnv('STRIPE_API_URL', standin.url)
      const handle = await slugOf('MA-LEV-TON')
      const body = await orderBody([{ slug: handle, quantity: 1 }], { payment_method: 'card' })
      const placed = await call('POST', '/orders', 'user', body)
      expect(placed.status, JSON.stringify(placed.body)).toBe(201)
      const order = placed.body.data
      const mail = await sink.waitFor('cliente@soglia.test', (m) => m.subject.includes(order.number))
      expect(mail.text).toContain('Puoi pagare con carta dalla pagina dell')

      const pay = await call('POST', `/account/orders/${order.id}/payment`, 'user')
      expect(pay.status, JSON.stringify(pay.body)).toBe(200)
      const session = [...standin.sessions.values()].at(-1)!
      expect(session.amount_total).toBe(order.total)
      expect((await call('GET', `/account/orders/${order.id}`, 'user')).body.data.status).toBe('pending')

      expect((await standin.complete(session.id)).status).toBe(200)
      const paid = (await call('GET', `/account/orders/${order.id}`, 'user')).body.data
      expect(paid).toMatchObject({ status: 'paid', payment_status: 'paid' })
      expect(paid.history.at(-1)).toMatchObject({ from: 'pending', to: 'paid', by: null, note: `Stripe ${session.id}` })
      expect((await call('POST', `/account/orders/${order.id}/payment`, 'user')).status).toBe(409)
    } finally {
      await standin.close()
    }
  })
})
