import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { fiscalDocuments, orders } from '~/db/schema'
import type { Db } from '~/db/types'
import { dayEnd, dayStart, ilikeAny, orderOf, paged } from '~/domains/admin/list-query.server'
import { HttpError } from '~/lib/api/errors'
import { implement } from '~/domains/shared/api-route'
import { fatturaPaFileName, fatturaPaXml } from './fatturapa-xml'
import { missingBuyerData, missingSellerData, sellerOf } from './fiscal-data'
import { issueFiscalDocument, progressiveOf, refusal } from './fiscal-issue.server'
import { fiscalPdf } from './fiscal-pdf'
import * as api from './fiscal.contract'
import { fiscalKinds, type FiscalData, type FiscalDocumentRow, type FiscalKind } from './fiscal.schemas'
import { loadOrder } from '~/domains/orders/order-read.server'
import { loadSettings } from '~/domains/settings/settings.server'

type Row = typeof fiscalDocuments.$inferSelect

const related = sql<string | null>`(select r.number from fiscal_documents r where r.id = ${fiscalDocuments.relatedId})`

const toRow = (r: Row & { orderNumber: string; relatedNumber: string | null }): FiscalDocumentRow => ({
  id: r.id,
  kind: r.kind as FiscalKind,
  number: r.number,
  issued_at: r.issuedAt.toISOString(),
  date: (r.data as FiscalData).date,
  order: { id: r.orderId, number: r.orderNumber },
  customer: r.customerName,
  total: r.total,
  related_number: r.relatedNumber,
  has_xml: r.kind !== 'receipt',
})

const select = { doc: fiscalDocuments, orderNumber: orders.number, relatedNumber: related }
const rowsWhere = (db: Db, cond: SQL | undefined) =>
  db.select(select).from(fiscalDocuments).innerJoin(orders, eq(orders.id, fiscalDocuments.orderId)).where(cond)
const flat = (r: { doc: Row; orderNumber: string; relatedNumber: string | null }) =>
  toRow({ ...r.doc, orderNumber: r.orderNumber, relatedNumber: r.relatedNumber })

async function one(db: Db, id: number) {
  const [r] = await rowsWhere(db, eq(fiscalDocuments.id, id))
  if (!r) throw new HttpError('not_found')
  return r
}

const download = (body: Uint8Array<ArrayBuffer> | string, type: string, name: string) =>
  new Response(body, {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })

export const fiscalRoutes = [
  implement(api.listFiscalDocuments, ({ query: q }, { db }) => {
    const where: SQL[] = []
    if (q.q) where.push(ilikeAny(q.q, fiscalDocuments.number, orders.number, fiscalDocuments.customerName))
    if (q.kind) where.push(eq(fiscalDocuments.kind, q.kind))
    if (q.from) where.push(gte(fiscalDocuments.issuedAt, dayStart(q.from)))
    if (q.to) where.push(lt(fiscalDocuments.issuedAt, dayEnd(q.to)))
    if (q.order_id) where.push(eq(fiscalDocuments.orderId, q.order_id))
    const cond = where.length ? and(...where) : undefined
    // Numbers are zero-padded ('FT-2026-000042'): their text order is series, year, sequence.
    const sorts = { number: fiscalDocuments.number, issued_at: fiscalDocuments.issuedAt, total: fiscalDocuments.total }
    return paged(
      q,
      db
        .select({ n: count() })
        .from(fiscalDocuments)
        .innerJoin(orders, eq(orders.id, fiscalDocuments.orderId))
        .where(cond)
        .then((r) => Number(r[0]?.n ?? 0)),
      async (limit, offset) =>
        (
          await rowsWhere(db, cond)
            .orderBy(...orderOf(sorts, q, 'issued_at', fiscalDocuments.id))
            .limit(limit)
            .offset(offset)
        ).map(flat),
    )
  }),
  implement(api.getFiscalDocument, async ({ params }, { db }) => ({ data: flat(await one(db, params.id)) })),
  implement(api.fiscalDocumentPdf, async ({ params }, { db }) => {
    const r = await one(db, params.id)
    return download(await fiscalPdf(r.doc.data as FiscalData), 'application/pdf', `${r.doc.number}.pdf`)
  }),
  implement(api.fiscalDocumentXml, async ({ params }, { db }) => {
    const r = await one(db, params.id)
    if (r.doc.kind === 'receipt') throw new HttpError('not_found')
    const data = { ...(r.doc.data as FiscalData), progressive: progressiveOf(r.doc.id) }
    return download(fatturaPaXml(data), 'application/xml; charset=utf-8', fatturaPaFileName(data))
  }),
  implement(api.getOrderFiscal, async ({ params }, ctx) => {
    const [o] = await ctx.db
      .select({
        status: orders.status,
        receiptInsteadOfInvoice: orders.receiptInsteadOfInvoice,
        cancelReason: orders.cancelReason,
      })
      .from(orders)
      .where(eq(orders.id, params.id))
    if (!o) throw new HttpError('not_found')
    const issued = await rowsWhere(ctx.db, eq(fiscalDocuments.orderId, params.id)).orderBy(fiscalDocuments.id)
    const docs = issued.map((r) => ({ id: r.doc.id, kind: r.doc.kind, number: r.doc.number, data: r.doc.data }))
    const offers: Array<{ kind: FiscalKind; missing: string[] }> = []
    for (const kind of fiscalKinds) {
      const refused = refusal(kind, o, docs, ctx.locale)
      if ('error' in refused) continue
      if (kind === 'receipt') offers.push({ kind, missing: [] })
      else {
        const order = (await loadOrder(ctx.db, params.id))!
        offers.push({
          kind,
          missing: [...missingBuyerData(order), ...missingSellerData(sellerOf(await loadSettings(ctx.db)))],
        })
      }
    }
    return { data: { issued: issued.map(flat), offers } }
  }),
  implement(api.issueOrderFiscal, async ({ params, body }, ctx) => {
    const me = await ctx.user()
    const doc = await issueFiscalDocument(ctx.db, {
      orderId: params.id,
      kind: body.kind,
      actorId: me?.id ?? null,
      now: ctx.now,
      locale: ctx.locale,
    })
    return { data: flat(await one(ctx.db, doc.id)) }
  }),
]
