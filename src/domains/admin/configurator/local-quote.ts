import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { ConfigurationInput, ConfiguratorModel } from '~/domains/configurator/configurator.schemas'
import type { QuoteResult } from '~/domains/configurator/configurator.machine'
import { problemFields } from '~/domains/configurator/problems'
import { disabledOptions, evaluateConfiguration } from '~/domains/configurator/rules'

/**
 * The live preview's prices: the shop's rule book on the model being edited (list prices, no
 * promotion), where the storefront asks the server about the saved one.
 */
export function localQuote(model: ConfiguratorModel, locale: Locale) {
  return async (input: ConfigurationInput): Promise<QuoteResult> => {
    const result = evaluateConfiguration(model, input)
    if (!result.ok)
      return { ok: false, message: m.adm_cfg_preview_refused(), fields: problemFields(result.problems, locale) }
    const { priced } = result
    return {
      ok: true,
      quote: {
        unit_price: priced.unit_price,
        regular_unit_price: null,
        promotion: null,
        size_price: priced.size_price,
        billable_area_mm2: priced.billable_area_mm2,
        options: priced.options,
        choices: [{ step: 'size', value: `${input.width_mm} × ${input.height_mm} mm` }],
        disabled: [...disabledOptions(model, input.option_ids)].map(([option_id, reason]) => ({ option_id, reason })),
        tier: 'base',
      },
    }
  }
}
