import { asc, eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, orderLines, orders, quoteRequests } from '~/db/schema'
import { fatturaPaErrors } from '~/test/fatturapa-xsd'
import { json, seededApi } from '~/test/seeded-api'

// An installation quote accepted with the customer's declaration (issue 44 points 4 and 5,
// decisions 099 and 108), on the real database: the order's lines split at 10 % and 22 % by
// the rule of the beni significativi, the totals, the order PDF and the invoice stating their
// value apart with the deduction's wording and the bonifico parlante, the FatturaPA XML valid
// against the XSD with one DatiRiepilogo per rate. Without the declaration's reduced use: 22 %.
const clock = { now: new Date('2026-10-15T10:00:00Z') }
const { db, api, signIn, send, get, userId } = seededApi({ clock })

let admin: string
const TAX_CODE = 'RSSMRA85T10A562S'
const pdfText = async (res: Response) =>
  (
    await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true })
  ).text.replace(/\s+/g, ' ')

// Worked by hand: the door 1 220,00 € VAT incl. at 22 % is 1 000,00 net (B); installation
// 330,00 at 10 % is 300,00 net, disposal 122,00 at 22 % is 100,00 net (R = 400,00). Under
// maintenance the door takes 10 % up to R: 400,00 at 10 %, the excess 600,00 at 22 %.
const lines = [
  {
    kind: 'free',
    description: 'Porta blindata 90×210',
    quantity: 1,
    unit_cents: 122_000,
    vat_rate: 22,
    vat_kind: 'significant',
  },
  { kind: 'free', description: 'Posa in opera', quantity: 1, unit_cents: 33_000, vat_rate: 10 },
  { kind: 'free', description: 'Smaltimento dei vecchi infissi', quantity: 1, unit_cents: 12_200, vat_rate: 22 },
]

let serial = 0
async function sentQuote(email: string) {
  const res = await api().call('/quote-requests', {
    method: 'POST',
    ip: `203.0.113.${++serial}`,
    json: {
      kinds: ['doors'],
      openings: 1,
      address: { street: 'Via Cavour 10', postcode: '00184', city: 'Roma', province: 'RM' },
      time_windows: ['mon_morning'],
      name: 'Carla Bianchi',
      email,
      phone: '+39 06 1234567',
      privacy: true,
    },
  })
  const [row] = await db()
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.number, (await json(res)).data.number))
  const move = (body: unknown) => send('POST', `/admin/quote-requests/${row!.id}/events`, admin, body)
  await move({ type: 'quote.plan_visit', visit_at: '2026-10-20T09:00:00+02:00' })
  await move({ type: 'quote.measure' })
  const saved = await json(
    await send('PUT', `/admin/quote-requests/${row!.id}/quote`, admin, { lines, expires_on: '2026-10-31' }),
  )
  await move({ type: 'quote.send_quote' })
  const mail = (await db().select().from(emailOutbox).where(eq(emailOutbox.to, email)))
    .filter((m) => m.template === 'quote_sent')
    .at(-1)!
  return { saved: saved.data, token: /\/offerta\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]! }
}

const linesOf = async (orderId: number) =>
  (await db().select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id))).map(
    (l) => ({ name: l.name, total: l.lineTotal, rate: l.vatRate }),
  )

beforeAll(async () => {
  admin = await signIn('admin@soglia.test')
})

describe('an installation quote accepted with a declaration', { timeout: 60_000 }, () => {
  it('maintenance with the home renovation bonus: the door straddles 10 %/22 %, the documents state B apart, the deduction and the bonifico parlante', async () => {
    const { saved, token } = await sentQuote('bianchi@example.com')
    expect(
      saved.lines.map((l: { vat_kind: string; vat_kind_chosen: boolean }) => [l.vat_kind, l.vat_kind_chosen]),
    ).toEqual([
      ['significant', true],
      ['service', false],
      ['service', false],
    ])

    // Bad declarations are 422 on their field, never 500.
    const bad = await send('POST', `/quotes/${token}/accept`, undefined, {
      acknowledgements: { terms: true },
      installation: { use: 'casa', deduction: 'renovation_bonus' },
    })
    expect(bad.status).toBe(422)
    expect(Object.keys((await json(bad)).error.fields)).toEqual(['installation.use'])
    const noCode = await send('POST', `/quotes/${token}/accept`, undefined, {
      acknowledgements: { terms: true },
      installation: { use: 'maintenance', deduction: 'renovation_bonus' },
    })
    expect(noCode.status).toBe(422)
    expect((await json(noCode)).error.fields).toEqual({ 'installation.tax_code': ['Campo obbligatorio.'] })
    const wrongCheck = await send('POST', `/quotes/${token}/accept`, undefined, {
      acknowledgements: { terms: true },
      installation: { use: 'maintenance', deduction: 'renovation_bonus', tax_code: 'RSSMRA85T10A562X' },
    })
    expect(wrongCheck.status).toBe(422)
    expect(Object.keys((await json(wrongCheck)).error.fields)).toEqual(['installation.tax_code'])

    const accepted = await send('POST', `/quotes/${token}/accept`, undefined, {
      acknowledgements: { terms: true },
      installation: { use: 'maintenance', deduction: 'renovation_bonus', tax_code: TAX_CODE.toLowerCase() },
    })
    expect(accepted.status).toBe(201)
    const orderId = (await json(accepted)).data.order_id as number
    expect(await linesOf(orderId)).toEqual([
      { name: 'Porta blindata 90×210 — bene significativo, quota al 10 %', total: 44_000, rate: 10 },
      { name: 'Porta blindata 90×210 — bene significativo, quota al 22 %', total: 73_200, rate: 22 },
      { name: 'Posa in opera', total: 33_000, rate: 10 },
      { name: 'Smaltimento dei vecchi infissi', total: 11_000, rate: 10 },
    ])
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId))
    expect(row).toMatchObject({
      total: 161_200,
      subtotal: 161_200,
      discountTotal: 0,
      netTotal: 140_000,
      vatTotal: 21_200,
    })
    expect(row!.installation).toMatchObject({
      use: 'maintenance',
      deduction: 'renovation_bonus',
      tax_code: TAX_CODE,
      declared_at: clock.now.toISOString(),
      declared_by: { name: 'Carla Bianchi', email: 'bianchi@example.com' },
      significant_value: 100_000,
      rest_value: 40_000,
      shop_vat_number: '01234567897',
    })
    expect(row!.installation).toHaveProperty('text_version')

    const order = (await json(await get(`/admin/orders/${orderId}`, admin))).data
    expect(order.vat_breakdown).toEqual([
      { rate: 22, net: 60_000, vat: 13_200, gross: 73_200 },
      { rate: 10, net: 80_000, vat: 8_000, gross: 88_000 },
    ])
    expect(order.billing).toMatchObject({ document: 'invoice', name: 'Carla Bianchi', tax_code: TAX_CODE })

    const words = await pdfText(await get(`/account/orders/${orderId}/pdf`, admin))
    expect(words).toContain(
      'Beni significativi forniti (DM 29/12/1999: infissi e serramenti): valore 1.000,00 €; resto della prestazione 400,00 €.',
    )
    expect(words).toContain(`intende fruire della detrazione dell'art. 16-bis del DPR 917/1986 (TUIR)`)
    expect(words).toContain(
      `Causale: Bonifico per detrazione art. 16-bis DPR 917/1986 - pagamento ordine n. ${order.number} - C.F. beneficiario detrazione ${TAX_CODE} - P.IVA beneficiario bonifico 01234567897`,
    )
    expect(words).toContain('ritenuta d')

    // The invoice: its PDF carries the wording; its XML one DatiRiepilogo per rate, valid against the XSD.
    const issued = await send('POST', `/admin/orders/${orderId}/fiscal-documents`, admin, { kind: 'invoice' })
    expect(issued.status).toBe(201)
    const doc = (await json(issued)).data
    const xml = await (await get(`/admin/fiscal-documents/${doc.id}/xml`, admin)).text()
    expect(await fatturaPaErrors(xml)).toEqual([])
    const summaries = [...xml.matchAll(/<DatiRiepilogo>(.*?)<\/DatiRiepilogo>/g)].map((x) => x[1]!)
    expect(summaries).toHaveLength(2)
    expect(summaries.find((s) => s.includes('<AliquotaIVA>10.00</AliquotaIVA>'))).toContain(
      '<ImponibileImporto>800.00</ImponibileImporto><Imposta>80.00</Imposta><EsigibilitaIVA>I</EsigibilitaIVA><RiferimentoNormativo>IVA 10% art. 7 c. 1 lett. b L. 488/1999 e DM 29/12/1999</RiferimentoNormativo>',
    )
    expect(summaries.find((s) => s.includes('<AliquotaIVA>22.00</AliquotaIVA>'))).toContain(
      '<ImponibileImporto>600.00</ImponibileImporto><Imposta>132.00</Imposta>',
    )
    expect(xml).toContain(
      '<Causale>Beni significativi (DM 29/12/1999: infissi, serramenti) valore EUR 1000.00; resto della prestazione EUR 400.00;',
    )
    expect(xml).toContain(`detrazione art. 16-bis DPR 917/1986, committente C.F. ${TAX_CODE}</Causale>`)
    expect(xml).toContain(`<CodiceFiscale>${TAX_CODE}</CodiceFiscale>`)
    const invoice = await pdfText(await get(`/admin/fiscal-documents/${doc.id}/pdf`, admin))
    expect(invoice).toContain('valore 1.000,00 €')
    expect(invoice).toContain('16-bis')
  })

  it('renovation: 10 % on the whole job, no limit; the account is found whatever the e-mail’s case; the quote PDF is no receipt', async () => {
    const { token } = await sentQuote('cliente@soglia.test')
    // A request written as typed (by an import, an older release): the account is still found.
    await db()
      .update(quoteRequests)
      .set({ email: 'Cliente@Soglia.TEST' })
      .where(eq(quoteRequests.email, 'cliente@soglia.test'))
    const quote = await pdfText(await get(`/quotes/${token}/pdf`))
    expect(quote).not.toMatch(/scontrino/i)
    const accepted = await json(
      await send('POST', `/quotes/${token}/accept`, undefined, {
        acknowledgements: { terms: true },
        installation: { use: 'renovation' },
      }),
    )
    expect((await linesOf(accepted.data.order_id)).map((l) => [l.total, l.rate])).toEqual([
      [110_000, 10],
      [33_000, 10],
      [11_000, 10],
    ])
    const [row] = await db().select().from(orders).where(eq(orders.id, accepted.data.order_id))
    expect(row!.userId).toBe(await userId('cliente@soglia.test'))
  })

  it('declared `none`: every line at 22 %, one rate, no beni significativi stated', async () => {
    const { token } = await sentQuote('ufficio@example.com')
    const accepted = await send('POST', `/quotes/${token}/accept`, undefined, {
      acknowledgements: { terms: true },
      installation: { use: 'none', deduction: 'none' },
    })
    expect(accepted.status).toBe(201)
    const orderId = (await json(accepted)).data.order_id as number
    expect(await linesOf(orderId)).toEqual([
      { name: 'Porta blindata 90×210 — bene significativo (DM 29/12/1999)', total: 122_000, rate: 22 },
      { name: 'Posa in opera', total: 36_600, rate: 22 },
      { name: 'Smaltimento dei vecchi infissi', total: 12_200, rate: 22 },
    ])
    const order = (await json(await get(`/admin/orders/${orderId}`, admin))).data
    expect(order.vat_breakdown).toEqual([{ rate: 22, net: 140_000, vat: 30_800, gross: 170_800 }])
    expect(order.installation).toMatchObject({ use: 'none', deduction: 'none', tax_code: null })
    expect(order.billing).toEqual({ document: 'receipt' })
    const words = await pdfText(await get(`/account/orders/${orderId}/pdf`, admin))
    expect(words).toContain('nessun intervento agevolato')
    expect(words).not.toContain('Beni significativi forniti')
    expect(words).not.toContain('Bonifico per detrazione')
  })
})
