import { implement } from '~/domains/shared/api-route'
import * as api from './server-cart.contract'
import { loadServerCart, mergeIntoServerCart, saveServerCart } from './server-cart.server'

export const serverCartRoutes = [
  implement(api.getServerCart, async (_input, ctx) => ({ data: await loadServerCart(ctx.db, (await ctx.user())!.id) })),
  implement(api.putServerCart, async ({ body }, ctx) => ({
    data: await saveServerCart(ctx.db, (await ctx.user())!.id, body, ctx.now()),
  })),
  implement(api.mergeServerCart, async ({ body }, ctx) => ({
    data: await mergeIntoServerCart(ctx.db, (await ctx.user())!.id, body, ctx.now()),
  })),
]
