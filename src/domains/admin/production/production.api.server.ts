import { mailContext } from '~/domains/orders/documents/order-mail.server'
import { HttpError } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { implement } from '~/domains/shared/api-route'
import { getProductionBoard, getProductionSheet, getProductionSheets } from './production.contract'
import { productionBoard, productionCard } from './production.server'
import { productionSheetPdf } from './production-sheet'

export const productionRoutes = [
  implement(getProductionBoard, ({ query }, ctx) => productionBoard(ctx.db, query, ctx.now(), ctx.locale)),
  implement(getProductionSheet, async ({ params }, ctx) => {
    const card = await productionCard(ctx.db, params.id, ctx.now())
    if (!card) throw new HttpError('not_found')
    const { shop } = await mailContext(ctx.db, ctx)
    return pdfAnswer(await productionSheetPdf([card], shop.name, ctx.locale), `${card.number}-produzione.pdf`)
  }),
  implement(getProductionSheets, async ({ query }, ctx) => {
    const board = await productionBoard(ctx.db, query, ctx.now(), ctx.locale)
    if (board.data.length === 0)
      throw new HttpError('not_found', undefined, m.production_sheets_none({}, { locale: ctx.locale }))
    const { shop } = await mailContext(ctx.db, ctx)
    const name = `produzione-${query.week ?? board.meta.today}.pdf`
    return pdfAnswer(await productionSheetPdf(board.data, shop.name, ctx.locale), name)
  }),
]

const pdfAnswer = (bytes: Uint8Array<ArrayBuffer>, filename: string) =>
  new Response(bytes, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${filename}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
