import { tierForRole } from '~/domains/catalog/pricing'
import { promotionsFor } from '~/domains/catalog/promotions.server'
import { HttpError } from '~/lib/api/errors'
import { implement } from '~/domains/shared/api-route'
import { getConfiguratorModel, listConfiguratorModels, quoteConfiguration } from './configurator.contract'
import { quoteConfigured } from './configurator-quote.server'
import { findConfiguratorModel, listConfiguratorModels as listModels } from './configurator.server'
import { problemFields } from './problems'

export const configuratorRoutes = [
  implement(listConfiguratorModels, async (_input, ctx) => ({
    data: await listModels(ctx.db, ctx.locale, tierForRole((await ctx.user())?.priceRole)),
  })),

  implement(getConfiguratorModel, async ({ params }, ctx) => {
    const model = await findConfiguratorModel(ctx.db, params.id, ctx.locale, tierForRole((await ctx.user())?.priceRole))
    if (!model) throw new HttpError('not_found')
    // The page prices each choice itself (configurator-price.ts) with the same promotions.
    const promotions =
      (await promotionsFor(ctx.db, [model.product.id], ctx.locale, ctx.now())).get(model.product.id) ?? []
    return { data: { ...model, promotions } }
  }),

  implement(quoteConfiguration, async ({ body }, ctx) => {
    const result = await quoteConfigured(
      ctx.db,
      body,
      ctx.locale,
      tierForRole((await ctx.user())?.priceRole),
      ctx.now(),
    )
    if (result.ok) return { data: result.quote }
    if (!result.model) throw new HttpError('not_found')
    throw new HttpError('validation_failed', problemFields(result.problems, ctx.locale))
  }),
]
