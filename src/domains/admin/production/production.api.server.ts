import { mailContext } from '~/domains/orders/documents/order-mail.server'
import { HttpError } from '~/lib/api/errors'
import { implement } from '~/server/api/router.server'
import { getProductionBoard, getProductionSheet } from './production.contract'
import { productionBoard, productionCard } from './production.server'
import { productionSheetPdf } from './production-sheet'

export const productionRoutes = [
  implement(getProductionBoard, ({ query }, ctx) => productionBoard(ctx.db, query, ctx.now(), ctx.locale)),
  implement(getProductionSheet, async ({ params }, ctx) => {
    const card = await productionCard(ctx.db, params.id, ctx.now())
    if (!card) throw new HttpError('not_found')
    const { shop } = await mailContext(ctx.db, ctx)
    return new Response(await productionSheetPdf(card, shop.name, ctx.locale), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${card.number}-produzione.pdf"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  }),
]
