import { tierForRole } from '~/domains/catalog/pricing'
import { implement } from '~/domains/shared/api-route'
import { listPromotions } from './promotions.contract'
import { listActivePromotions } from './promotions.server'

export const promotionRoutes = [
  implement(listPromotions, async (_input, ctx) => ({
    data: await listActivePromotions(ctx.db, ctx.locale, tierForRole((await ctx.user())?.priceRole), ctx.now()),
  })),
]
