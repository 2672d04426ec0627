import { implement } from '~/server/api/router.server'
import { getProductionBoard } from './production.contract'
import { productionBoard } from './production.server'

export const productionRoutes = [implement(getProductionBoard, ({ query }, ctx) => productionBoard(ctx.db, query, ctx.now(), ctx.locale))]
