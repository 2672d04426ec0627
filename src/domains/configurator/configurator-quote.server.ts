import type { Db } from '~/db/types'
import type { PriceTier } from '~/domains/catalog/pricing'
import { promotionsFor } from '~/domains/catalog/promotions.server'
import type { Locale } from '~/lib/i18n/locales'
import type { ConfigurationInput } from './configurator.schemas'
import { priceWithModel, type ConfiguredQuote } from './configurator-price'
import { findConfiguratorModel } from './configurator.server'

// The one server path that prices a configured door: `POST /configurator/quote` and the cart's
// quote both come here, so they cannot disagree. The pricing itself is pure
// (configurator-price.ts): the page runs the same code to show each choice's price at once.

export { priceWithModel, type ConfiguredQuote } from './configurator-price'

export async function quoteConfigured(
  db: Db,
  input: ConfigurationInput,
  locale: Locale,
  tier: PriceTier,
  now: Date = new Date(),
): Promise<ConfiguredQuote> {
  const model = await findConfiguratorModel(db, input.model_id, locale, tier)
  if (!model) return { ok: false, model: null, problems: [] }
  const promotions = await promotionsFor(db, [model.product.id], locale, now)
  return priceWithModel(model, input, locale, promotions.get(model.product.id))
}
