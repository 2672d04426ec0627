import { eq } from 'drizzle-orm'
import { quoteRequests } from '~/db/schema'
import type { Db } from '~/db/types'
import { priceCart } from '~/domains/cart/cart.server'
import { configurationToCart } from '~/domains/configurator/cart-configuration'
import type { ConfiguratorModel } from '~/domains/configurator/configurator.schemas'
import { findConfiguratorModel } from '~/domains/configurator/configurator.server'
import { defaultChoices } from '~/domains/configurator/rules'
import { loadSettings } from '~/domains/settings/settings.server'
import { HttpError, type FieldErrors } from '~/lib/api/errors'
import { isLocale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { MeasuredLine, measuredLinesBody } from './quote-offer.schemas'
import type { z } from 'zod'

// The measures feed the quote (decision 112): one configured door per measured opening, of the
// model the shop chose, at the measured width × height and on the measured side, with the
// model's default choices for the rest. Priced by the checkout's own path (priceCart, the
// configurator's rules and prices, consumer tier, today), exactly as saving the quote prices it
// again; the client only shows the price. Nothing is saved here: the editor adds the lines.

type Measure = (typeof quoteRequests.$inferSelect)['measures'][number]
const EDITABLE = ['measured', 'quoted']

/**
 * The defaults, with the opening's side: where a chosen option draws a hinge on the other side,
 * its twin in the same step (same swing, the measured hinge) takes its place.
 */
export function optionsFor(model: ConfiguratorModel, side: Measure['side']): number[] {
  let chosen = defaultChoices(model)
  if (side) {
    for (const step of model.steps) {
      const current = step.options.find((o) => chosen.includes(o.id))
      if (!current?.preview.hinge || current.preview.hinge === side) continue
      const twin = step.options.find((o) => o.preview.hinge === side && o.preview.swing === current.preview.swing)
      if (twin) chosen = defaultChoices(model, [...chosen.filter((id) => id !== current.id), twin.id], twin.id)
    }
  }
  return chosen
}

/** Down to the model's step (from its minimum): the door is made to fit inside the opening measured. */
const onStep = (mm: number, min: number, step: number) => (step > 1 ? min + Math.floor((mm - min) / step) * step : mm)

const outside = (model: ConfiguratorModel, x: Measure) =>
  x.width_mm < model.size.min_width_mm ||
  x.width_mm > model.size.max_width_mm ||
  x.height_mm < model.size.min_height_mm ||
  x.height_mm > model.size.max_height_mm

export async function measuredLines(
  db: Db,
  requestId: number,
  body: z.output<typeof measuredLinesBody>,
  now: Date,
): Promise<MeasuredLine[]> {
  const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId))
  if (!request) throw new HttpError('not_found')
  if (!EDITABLE.includes(request.status))
    throw new HttpError('invalid_transition', undefined, 'quote_offer_error_not_editable')
  const locale = isLocale(request.locale) ? request.locale : 'it'
  const openings = body.openings ?? request.measures.map((_, n) => n)
  if (openings.length === 0 || openings.some((n) => n >= request.measures.length))
    throw new HttpError('validation_failed', { openings: ['quotes_error_opening_unknown'] })
  const model = await findConfiguratorModel(db, body.model_id, locale, 'base')
  if (!model) throw new HttpError('validation_failed', { model_id: ['quotes_error_model_unknown'] })
  // Outside the model's limits: said in the shop's words, per opening, before any pricing.
  const fields: FieldErrors = {}
  for (const n of openings) {
    const x = request.measures[n]!
    if (outside(model, x))
      fields[`openings.${n}`] = [
        m.quotes_error_measure_outside(
          {
            n: n + 1,
            width: x.width_mm,
            height: x.height_mm,
            model: model.name,
            min_width: model.size.min_width_mm,
            max_width: model.size.max_width_mm,
            min_height: model.size.min_height_mm,
            max_height: model.size.max_height_mm,
          },
          { locale },
        ),
      ]
  }
  if (Object.keys(fields).length > 0) throw new HttpError('validation_failed', fields)
  const inputs = openings.map((n) => {
    const x = request.measures[n]!
    const size = {
      width_mm: onStep(x.width_mm, model.size.min_width_mm, model.size.step_mm),
      height_mm: onStep(x.height_mm, model.size.min_height_mm, model.size.step_mm),
    }
    return {
      slug: model.product.slug,
      quantity: 1,
      variant_ids: [],
      configuration: configurationToCart({ model_id: model.id, ...size, option_ids: optionsFor(model, x.side) }),
    }
  })
  const settings = await loadSettings(db)
  const priced = await priceCart(db, { lines: inputs }, { locale, tier: 'base', vatRate: settings.cart_iva, now })
  // A rule the size breaks (a step of the size table, say): the configurator's own reason.
  priced.lines.forEach((l, k) => {
    if (!l.valid)
      fields[`openings.${openings[k]}`] = (l.problems?.length ? l.problems : ['validation_line_invalid']).map(
        (reason) => m.quotes_error_measure_refused({ n: openings[k]! + 1, reason }, { locale }),
      )
  })
  if (Object.keys(fields).length > 0) throw new HttpError('validation_failed', fields)
  return priced.lines.map((l, k) => ({
    opening: openings[k]!,
    input: inputs[k]!,
    description: l.name ?? l.slug,
    unit_cents: l.unit_price,
    vat_rate: l.vat_rate ?? settings.cart_iva,
  }))
}
