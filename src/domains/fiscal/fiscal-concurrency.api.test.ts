import { describe, expect, it } from 'vitest'
import { fatturaPaErrors } from '~/test/fatturapa-xsd'
import { json, seededApi } from '~/test/seeded-api'
import { companyBilling, invoiceOrder, receiptOrder } from './fiscal-test-orders'
import { romeYear } from '~/domains/orders/order-number.server'

// Documents issued at the same moment (decision 031), on PGlite and on PostgreSQL
// (TEST_DATABASE_URL): the per-series counter row, locked in each document's transaction, gives
// consecutive numbers with no gaps and no duplicates, while refusals running among them spend
// no number; many clicks on one order issue one document.

const t = seededApi()
// The series' year is the shop's (Rome's): on 31 December from 23:00 UTC it is already the next one.
const year = romeYear(new Date())
const seq = (n: string) => Number(n.slice(-6))

describe('concurrent issuing', { timeout: 180_000 }, () => {
  it('20 invoices at once (with 5 refusals among them): consecutive numbers from 1, no gaps, every XML valid', async () => {
    const admin = await t.signIn('admin@soglia.test')
    const good = await Promise.all(Array.from({ length: 20 }, () => invoiceOrder(t.db(), null)))
    const bad = await Promise.all(
      Array.from({ length: 5 }, () =>
        invoiceOrder(t.db(), null, { ...companyBilling, vat_number: null, tax_code: null }),
      ),
    )
    const orders = [...good, ...bad].sort(() => Math.random() - 0.5)
    const results = await Promise.all(
      orders.map((o) => t.send('POST', `/admin/orders/${o.id}/fiscal-documents`, admin, { kind: 'invoice' })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([...Array(20).fill(201), ...Array(5).fill(422)])
    const docs = await Promise.all(
      results.filter((r) => r.status === 201).map(async (r) => (await json(r)).data as { id: number; number: string }),
    )
    expect(docs.map((d) => seq(d.number)).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(docs.every((d) => d.number.startsWith(`FT-${year}-`))).toBe(true)
    for (const d of docs) {
      expect(
        await fatturaPaErrors(await (await t.get(`/admin/fiscal-documents/${d.id}/xml`, admin)).text()),
        d.number,
      ).toEqual([])
    }
  })

  it('20 receipts at once: their own series, 1 to 20', async () => {
    const admin = await t.signIn('admin@soglia.test')
    const orders = await Promise.all(Array.from({ length: 20 }, () => receiptOrder(t.db(), null)))
    const results = await Promise.all(
      orders.map((o) => t.send('POST', `/admin/orders/${o.id}/fiscal-documents`, admin, { kind: 'receipt' })),
    )
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201))
    const numbers = await Promise.all(results.map(async (r) => (await json(r)).data.number as string))
    expect(numbers.map(seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })

  it('10 clicks at once on one order issue one document; the others are told which', async () => {
    const admin = await t.signIn('admin@soglia.test')
    const order = await receiptOrder(t.db(), null)
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.send('POST', `/admin/orders/${order.id}/fiscal-documents`, admin, { kind: 'receipt' }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)])
    const created = (await json(results.find((r) => r.status === 201)!)).data
    for (const r of results.filter((x) => x.status === 409)) expect((await json(r)).error.document_id).toBe(created.id)
    expect(seq(created.number)).toBe(21)
  })
})
