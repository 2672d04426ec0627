import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { fatturaPaErrors } from '~/test/fatturapa-xsd'
import { json, seededApi } from '~/test/seeded-api'
import { cancel, companyBilling, invoiceOrder, receiptOrder } from './fiscal-test-orders'
import { romeYear } from '~/domains/orders/order-number.server'

// The fiscal documents of an order through the admin API (issue 12, decision 031), on a seeded
// database: receipt or invoice as the order asked, numbered per series, PDF and FatturaPA XML
// (validated against the official XSD), refusals as clear 4xx, the credit note of a cancelled
// invoiced order.

const t = seededApi()
// The series' year is the shop's (Rome's): on 31 December from 23:00 UTC it is already the next one.
const year = romeYear(new Date())
const pdfText = async (res: Response) =>
  (
    await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true })
  ).text.replace(/\s+/g, ' ')

describe('fiscal documents', { timeout: 60_000 }, () => {
  it('an invoice: offered, issued once with the next number, its PDF and a valid FatturaPA XML; a second issue is refused', async () => {
    const admin = await t.signIn('admin@soglia.test')
    const order = await invoiceOrder(t.db(), await t.userId('cliente@soglia.test'))
    const before = await json(await t.get(`/admin/orders/${order.id}/fiscal-documents`, admin))
    expect(before.data).toEqual({ issued: [], offers: [{ kind: 'invoice', missing: [] }] })

    const res = await t.send('POST', `/admin/orders/${order.id}/fiscal-documents`, admin, { kind: 'invoice' })
    expect(res.status).toBe(201)
    const doc = (await json(res)).data
    expect(doc).toMatchObject({
      kind: 'invoice',
      number: `FT-${year}-000001`,
      order: { id: order.id, number: order.number },
      customer: 'Verdi Costruzioni S.r.l.',
      total: 98_800,
      has_xml: true,
      related_number: null,
    })

    const again = await t.send('POST', `/admin/orders/${order.id}/fiscal-documents`, admin, { kind: 'invoice' })
    expect(again.status).toBe(409)
    expect((await json(again)).error).toMatchObject({ code: 'conflict', document_id: doc.id, number: doc.number })
    expect((await json(await t.get(`/admin/orders/${order.id}/fiscal-documents`, admin))).data.offers).toEqual([])

    const xml = await t.get(`/admin/fiscal-documents/${doc.id}/xml`, admin)
    expect(xml.status).toBe(200)
    expect(xml.headers.get('content-disposition')).toMatch(/^attachment; filename="IT01234567897_[0-9A-Z]{5}\.xml"$/)
    const text = await xml.text()
    expect(await fatturaPaErrors(text)).toEqual([])
    expect(text).toContain(`<Numero>FT-${year}-000001</Numero>`)
    expect(text).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>')
    expect(text).toContain('<ModalitaPagamento>MP05</ModalitaPagamento>')

    const pdf = await t.get(`/admin/fiscal-documents/${doc.id}/pdf`, admin)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const words = await pdfText(pdf)
    expect(words).toContain('Fattura')
    expect(words).toContain(`N. FT-${year}-000001`)
    expect(words).toContain('Verdi Costruzioni S.r.l.')
    expect(words).toContain('P. IVA IT01234567897')

    const list = await json(await t.get(`/admin/fiscal-documents?kind=invoice&q=${order.number}`, admin))
    expect(list.data.map((d: { id: number }) => d.id)).toEqual([doc.id])
    expect((await json(await t.get(`/admin/fiscal-documents/${doc.id}`, admin))).data).toEqual(doc)
  })

  it('a receipt for an order that asked for one; no invoice for it, and a receipt has no XML', async () => {
    const admin = await t.signIn('admin@soglia.test')
    const order = await receiptOrder(t.db(), await t.userId('cliente@soglia.test'))
    expect((await json(await t.get(`/admin/orders/${order.id}/fiscal-documents`, admin))).data.offers).toEqual([
      { kind: 'receipt', missing: [] },
    ])
    const invoice = await t.send('POST', `/admin/orders/${order.id}/fiscal-documents`, admin, { kind: 'invoice' })
    expect(invoice.status).toBe(409)
    expect((await json(invoice)).error.message).toBe('Il cliente ha scelto la ricevuta, non la fattura.')
    const res = await t.send('POST', `/admin/orders/${order.id}/fiscal-documents`, admin, { kind: 'receipt' })
    expect(res.status).toBe(201)
    const doc = (await json(res)).data
    expect(doc.number).toMatch(new RegExp(`^RC-${year}-\\d{6}$`))
    expect(doc.has_xml).toBe(false)
    expect((await t.get(`/admin/fiscal-documents/${doc.id}/xml`, admin)).status).toBe(404)
    expect(await pdfText(await t.get(`/admin/fiscal-documents/${doc.id}/pdf`, admin))).toContain(
      `Ricevuta N. ${doc.number}`,
    )
  })

  it('an invoice with incomplete billing data is refused with the missing fields, and uses up no number', async () => {
    const admin = await t.signIn('admin@soglia.test')
    const incomplete = await invoiceOrder(t.db(), null, {
      ...companyBilling,
      sdi_code: '0000000',
      pec: null,
      address: { ...companyBilling.address, postcode: '' },
    })
    expect((await json(await t.get(`/admin/orders/${incomplete.id}/fiscal-documents`, admin))).data.offers).toEqual([
      { kind: 'invoice', missing: ['billing.address.postcode', 'billing.sdi_code'] },
    ])
    const res = await t.send('POST', `/admin/orders/${incomplete.id}/fiscal-documents`, admin, { kind: 'invoice' })
    expect(res.status).toBe(422)
    const error = (await json(res)).error
    expect(error.code).toBe('validation_failed')
    expect(Object.keys(error.fields)).toEqual(['billing.address.postcode', 'billing.sdi_code'])
    expect(error.message).toContain('billing.sdi_code')
    // The shop's own data too: without its structured address no invoice can be made.
    const saved = await t.send('PATCH', '/admin/settings', admin, { shop_legal: { street: '' } })
    expect(saved.status).toBe(200)
    const other = await invoiceOrder(t.db(), null)
    const refused = await t.send('POST', `/admin/orders/${other.id}/fiscal-documents`, admin, { kind: 'invoice' })
    expect(refused.status).toBe(422)
    expect(Object.keys((await json(refused)).error.fields)).toEqual(['shop_legal.street'])
    expect(
      (await t.send('PATCH', '/admin/settings', admin, { shop_legal: { street: 'Via dei Serramenti 12' } })).status,
    ).toBe(200)
    // No number was spent by the refusals.
    const issued = (
      await json(await t.send('POST', `/admin/orders/${other.id}/fiscal-documents`, admin, { kind: 'invoice' }))
    ).data
    const all = (await json(await t.get('/admin/fiscal-documents?kind=invoice&sort=number&dir=asc', admin))).data.map(
      (d: { number: string }) => d.number,
    )
    expect(all).toEqual(all.map((_: string, i: number) => `FT-${year}-${String(i + 1).padStart(6, '0')}`))
    expect(all.at(-1)).toBe(issued.number)
  })

  it('a credit note (TD04) for a cancelled invoiced order refers to its invoice; refused before the cancellation', async () => {
    const admin = await t.signIn('admin@soglia.test')
    const order = await invoiceOrder(t.db(), null)
    const invoice = (
      await json(await t.send('POST', `/admin/orders/${order.id}/fiscal-documents`, admin, { kind: 'invoice' }))
    ).data
    const early = await t.send('POST', `/admin/orders/${order.id}/fiscal-documents`, admin, { kind: 'credit_note' })
    expect(early.status).toBe(409)
    await cancel(t.db(), order.id)
    expect((await json(await t.get(`/admin/orders/${order.id}/fiscal-documents`, admin))).data.offers).toEqual([
      { kind: 'credit_note', missing: [] },
    ])
    const res = await t.send('POST', `/admin/orders/${order.id}/fiscal-documents`, admin, { kind: 'credit_note' })
    expect(res.status).toBe(201)
    const note = (await json(res)).data
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: `NC-${year}-000001`,
      related_number: invoice.number,
      total: invoice.total,
    })
    const xml = await (await t.get(`/admin/fiscal-documents/${note.id}/xml`, admin)).text()
    expect(await fatturaPaErrors(xml)).toEqual([])
    expect(xml).toContain('<TipoDocumento>TD04</TipoDocumento>')
    expect(xml).toContain(
      `<DatiFattureCollegate><IdDocumento>${invoice.number}</IdDocumento><Data>${invoice.date}</Data></DatiFattureCollegate>`,
    )
    expect(xml).toContain('<Causale>Annullamento dell&apos;ordine: Il cliente ha rinunciato</Causale>')
    expect(await pdfText(await t.get(`/admin/fiscal-documents/${note.id}/pdf`, admin))).toContain(
      `Storno della fattura n. ${invoice.number}`,
    )
    // A cancelled order gets no new receipt or invoice, nor a second credit note.
    expect(
      (await t.send('POST', `/admin/orders/${order.id}/fiscal-documents`, admin, { kind: 'credit_note' })).status,
    ).toBe(409)
  })

  it('is for administrators only; bad input is a 4xx', async () => {
    const order = await receiptOrder(t.db(), null)
    const customer = await t.signIn('cliente@soglia.test')
    expect(
      (await t.send('POST', `/admin/orders/${order.id}/fiscal-documents`, customer, { kind: 'receipt' })).status,
    ).toBe(403)
    expect((await t.get('/admin/fiscal-documents', customer)).status).toBe(403)
    expect((await t.get('/admin/fiscal-documents')).status).toBe(401)
    const admin = await t.signIn('admin@soglia.test')
    expect(
      (await t.send('POST', `/admin/orders/${order.id}/fiscal-documents`, admin, { kind: 'scontrino' })).status,
    ).toBe(422)
    expect((await t.send('POST', '/admin/orders/999999/fiscal-documents', admin, { kind: 'receipt' })).status).toBe(404)
    expect((await t.get('/admin/fiscal-documents/999999/pdf', admin)).status).toBe(404)
    expect((await t.get('/admin/fiscal-documents?kind=fattura', admin)).status).toBe(400)
  })
})
