import { eq } from 'drizzle-orm'
import { orders, users } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import { implement } from '~/domains/shared/api-route'
import { loadOrder } from '../order-read.server'
import { localeOf } from './order-document'
import { mailContext, pdfFileName } from './order-mail.server'
import { orderPdf } from './order-pdf'
import { orderPdfEndpoint } from './order-pdf.contract'

export const orderPdfRoutes = [
  implement(orderPdfEndpoint, async ({ params }, ctx) => {
    const user = (await ctx.user())!
    const [owner] = await ctx.db
      .select({ userId: orders.userId, parentId: users.parentId })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, params.id))
    // Someone else's order is not found: its existence is not revealed.
    const allowed =
      owner &&
      (user.role === 'admin' || (owner.userId !== null && (owner.userId === user.id || owner.parentId === user.id)))
    if (!allowed) throw new HttpError('not_found')
    const order = await loadOrder(ctx.db, params.id)
    if (!order) throw new HttpError('not_found')
    const { shop } = await mailContext(ctx.db, ctx)
    const pdf = await orderPdf(order, shop, localeOf(order))
    return new Response(pdf, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${pdfFileName(order)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  }),
]
