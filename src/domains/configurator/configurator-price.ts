import { bestPromotion, promotedPrice, type PromotionTerms } from '~/domains/catalog/pricing'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { Choice, ConfigurationInput, ConfiguratorModel, ConfiguratorQuote } from './configurator.schemas'
import { disabledOptions, evaluateConfiguration, type Problem } from './rules'
import { normalizeRal } from './ral'

// A configured door's price from the model's data alone: pure and client-safe. The server
// prices `POST /configurator/quote` and the cart with it (configurator-quote.server.ts); the
// page runs it on every choice so the price follows at once (issue 15), while the cart and the
// order are still priced on the server. configurator-price.property.test.ts checks that both
// give the same answer for random configurations.

export type ConfiguredQuote =
  | { ok: true; model: ConfiguratorModel; quote: ConfiguratorQuote }
  | { ok: false; model: ConfiguratorModel | null; problems: Problem[] }

/** The configuration in words: the size, then each step's choices. */
export function choicesOf(
  model: ConfiguratorModel,
  input: Omit<ConfigurationInput, 'model_id'>,
  locale: Locale,
): Choice[] {
  const size: Choice = {
    step: m.configurator_size({}, { locale }),
    value: m.configurator_size_value({ width: String(input.width_mm), height: String(input.height_mm) }, { locale }),
  }
  const steps = model.steps.flatMap((step) => {
    const names = step.options.filter((o) => input.option_ids.includes(o.id)).map((o) => o.name)
    return names.length ? [{ step: step.name, value: names.join(', ') }] : []
  })
  const ral = input.ral ? normalizeRal(input.ral) : null
  // The RAL code goes with the line's words into the cart, the order and its documents.
  return [size, ...steps, ...(ral ? [{ step: 'RAL', value: `RAL ${ral}` }] : [])]
}

const OMNIBUS_WINDOW_MS = 30 * 86_400_000

/**
 * Omnibus for a configured door (decision 086): a configuration's prices have no history of
 * their own, so its regular price is the lowest of the 30 days before the promotion only when
 * no price of the door changed in that window (nor since); otherwise the shop cannot state it,
 * and shows no previous price.
 */
export function lowestBeforeDoorPromotion(
  regular: number,
  promotion: PromotionTerms,
  pricesSince: string | undefined,
): number | null {
  if (!promotion.starts_at || !pricesSince) return null
  return new Date(promotion.starts_at).getTime() - OMNIBUS_WINDOW_MS >= new Date(pricesSince).getTime() ? regular : null
}

/** A configured door's unit price under the best running promotion of its product (the whole door). */
export function withDoorPromotion(
  quote: ConfiguratorQuote,
  promotions: readonly PromotionTerms[] = [],
  pricesSince?: string,
): ConfiguratorQuote {
  const promotion = bestPromotion(quote.unit_price, promotions)
  if (!promotion) return { ...quote, regular_unit_price: null, lowest_30d_unit_price: null, promotion: null }
  const unit_price = promotedPrice(quote.unit_price, promotion)
  return {
    ...quote,
    unit_price,
    regular_unit_price: quote.unit_price,
    lowest_30d_unit_price: lowestBeforeDoorPromotion(quote.unit_price, promotion, pricesSince),
    promotion,
  }
}

/** Validates and prices against an already loaded model (in the caller's tier and locale). */
export function priceWithModel(
  model: ConfiguratorModel,
  input: ConfigurationInput,
  locale: Locale,
  promotions: readonly PromotionTerms[] = [],
): ConfiguredQuote {
  const result = evaluateConfiguration(model, input)
  if (!result.ok) return { ok: false, model, problems: result.problems }
  const disabled = [...disabledOptions(model, input.option_ids)].map(([option_id, reason]) => ({ option_id, reason }))
  const quote = { ...result.priced, choices: choicesOf(model, input, locale), disabled, tier: model.tier }
  return { ok: true, model, quote: withDoorPromotion(quote, promotions, model.prices_since) }
}
