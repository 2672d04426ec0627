import type { Db } from '~/db/types'
import type { PriceTier } from '~/domains/catalog/pricing'
import { eq } from 'drizzle-orm'
import { configuratorModels } from '~/db/schema'
import { doorWeightGrams } from '~/domains/shipping/shipping'
import { configurationFromCart } from '~/domains/configurator/configurator.schemas'
import { priceWithModel } from '~/domains/configurator/configurator-quote.server'
import { findConfiguratorModel } from '~/domains/configurator/configurator.server'
import type { ConfiguratorModel } from '~/domains/configurator/configurator.schemas'
import { problemMessage } from '~/domains/configurator/problems'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { CartQuote, QuotedLine, QuoteLineInput } from './cart.schemas'
import { findUsableCoupon } from './coupons.server'
import { loadCartProducts, type CartProduct, type PricedCartProduct } from './cart-products.server'
import { cartTotals, configureLine, lineTotal, netOfIncludedVat, type VatRate } from './pricing'
import { lineProblemMessage, lineProblems } from './line-rule'
import { extraIdsOf } from './extra-choice'
import { lineImage } from '~/domains/catalog/variant-images'
import { readAll } from '~/db/read-all.server'

export type QuoteOptions = {
  locale: Locale
  tier: PriceTier
  /** The shop's standard rate (cart_iva): lines whose product has no rate of its own. */
  vatRate: VatRate
  /** An administrator's rate for the whole cart (spec §9, e.g. 0 for an art. 41 EU transfer). */
  vatOverride?: VatRate | null
  now: Date
}
export type QuoteRequest = { lines: QuoteLineInput[]; coupon_code?: string | null }
type Priced = PricedCartProduct

/** A line's rate (decision 042): the administrator's override, else the product's, else the standard rate. */
const rateOf = (product: CartProduct, options: QuoteOptions): VatRate =>
  options.vatOverride ?? product.vat_rate ?? options.vatRate

/** What a catalogue amount (VAT included at the product's rate) is charged at: its net at 0 % (decision 079). */
const chargedAt = (product: CartProduct, options: QuoteOptions) => (gross: number) =>
  options.vatOverride === 0 ? netOfIncludedVat(gross, product.vat_rate ?? options.vatRate) : gross

const missing = (line: QuoteLineInput): QuotedLine => ({
  slug: line.slug,
  product_id: null,
  name: null,
  product_slug: null,
  category_slug: null,
  image_url: null,
  unit_price: 0,
  quantity: line.quantity,
  line_total: 0,
  variants: [],
  extra_option: null,
  valid: false,
})

const productPart = (product: CartProduct) => ({
  product_id: product.id,
  sku: product.sku,
  name: product.name,
  product_slug: product.slug,
  category_slug: product.category_slug,
  image_url: product.image_url,
})

function priceLine(line: QuoteLineInput, priced: Priced | null, options: QuoteOptions): QuotedLine {
  if (!priced) return missing(line)
  const { product, regular } = priced
  const problems = lineProblems(product, line)
  if (problems.length > 0) {
    return {
      ...missing(line),
      ...productPart(product),
      problems: problems.map((p) => lineProblemMessage(p, options.locale)),
      problem_field: problems[0]!.field,
    }
  }
  const charged = chargedAt(product, options)
  const configured = configureLine(product, line)
  const unit = charged(configured.unit_price)
  const regularUnit = charged(configureLine(regular, line).unit_price)
  const extras = configured.extra_options.map((e) => ({ ...e, package_price: charged(e.package_price) }))
  return {
    slug: line.slug,
    ...productPart(product),
    // The chosen finish's photo (issue 42 p6), as the product page showed it.
    image_url: lineImage(product, configured.variant_ids),
    unit_price: unit,
    quantity: line.quantity,
    line_total: lineTotal(unit, line.quantity),
    variants: configured.variants,
    extra_option: extras[0] ?? null,
    extra_options: extras,
    regular_unit_price: product.promotion && regularUnit !== unit ? regularUnit : null,
    made_to_measure: product.made_to_measure,
    weight_grams: product.weight_grams,
    lead_time_days: product.lead_time_days ?? 0,
    vat_rate: rateOf(product, options),
    valid: true,
  }
}

/** The photo of the first chosen option (in the model's step order) that has one: the finish. */
function configuredImage(model: ConfiguratorModel, optionIds: readonly number[]): string | null {
  const chosen = new Set(optionIds)
  for (const step of model.steps) for (const o of step.options) if (chosen.has(o.id) && o.image) return o.image
  return null
}

type ModelFor = (id: number) => Promise<(ConfiguratorModel & { weights: DoorWeights }) | null>
type DoorWeights = { baseWeightGrams: number; weightGramsPerM2: number }

/**
 * A configured door (decision 009): priced by the configurator's rule book from its choices
 * alone, for the product its model sells. Anything that does not hold makes the line invalid.
 */
async function priceConfiguredLine(
  line: QuoteLineInput,
  priced: Priced | null,
  modelFor: ModelFor,
  options: QuoteOptions,
): Promise<QuotedLine> {
  const { locale } = options
  if (!priced) return missing(line)
  const { product } = priced
  const invalid = (problems: string[]): QuotedLine => ({
    ...missing(line),
    ...productPart(product),
    problems,
    problem_field: 'configuration',
  })
  const input = configurationFromCart(line.configuration)
  if (!input || line.variant_ids.length > 0 || extraIdsOf(line).length > 0)
    return invalid([m.configurator_cart_invalid({}, { locale })])
  const model = await modelFor(input.model_id)
  if (!model || model.product.id !== product.id) return invalid([m.configurator_cart_invalid({}, { locale })])
  // The promotions running for the product, as loaded with it (the regular one carries them all).
  const result = priceWithModel(model, input, locale, priced.regular.promotions)
  if (!result.ok) return invalid(result.problems.map((p) => problemMessage(p, locale)))
  const charged = chargedAt(product, options)
  const unit = charged(result.quote.unit_price)
  const regularUnit = result.quote.regular_unit_price == null ? null : charged(result.quote.regular_unit_price)
  return {
    slug: line.slug,
    ...productPart(product),
    // The door in the finish chosen, when the model has a photo of it (issue 42 p6).
    image_url: configuredImage(model, input.option_ids) ?? product.image_url,
    name: model.name,
    unit_price: unit,
    quantity: line.quantity,
    line_total: lineTotal(unit, line.quantity),
    variants: [],
    extra_option: null,
    extra_options: [],
    regular_unit_price: regularUnit,
    // A door built to the customer's size is made to measure (Codice del Consumo art. 59(c)).
    made_to_measure: true,
    weight_grams: doorWeightGrams(model.weights, input.width_mm, input.height_mm),
    lead_time_days: product.lead_time_days ?? 0,
    // A door is sold as its model's product: that product's rate.
    vat_rate: rateOf(product, options),
    valid: true,
    choices: result.quote.choices,
  }
}

/** Prices a cart from the catalogue only: every slug's product in one statement, in the caller's tier. */
export async function priceCart(db: Db, request: QuoteRequest, options: QuoteOptions): Promise<CartQuote> {
  const products = await loadCartProducts(
    db,
    request.lines.map((l) => l.slug),
    options.locale,
    options.tier,
    options.now,
  )
  const models = new Map<number, ReturnType<ModelFor>>()
  const modelFor: ModelFor = (id) => {
    let found = models.get(id)
    if (!found) models.set(id, (found = loadModel(db, id, options)))
    return found
  }
  // One statement at a time: inside the order's transaction every query shares one client, and
  // overlapping queries on one pg client are deprecated (decision 066).
  const lines: QuotedLine[] = []
  for (const line of request.lines) {
    const priced = products.get(line.slug) ?? null
    lines.push(
      line.configuration
        ? await priceConfiguredLine(line, priced, modelFor, options)
        : priceLine(line, priced, options),
    )
  }
  const coupon = request.coupon_code ? await findUsableCoupon(db, request.coupon_code, options.now) : null
  const totals = cartTotals({ lines, coupon, shipping: 0, vatRate: options.vatOverride ?? options.vatRate })
  return { lines, ...totals, coupon }
}

async function loadModel(db: Db, id: number, options: QuoteOptions) {
  const [model, [weights]] = await readAll(db, [
    () => findConfiguratorModel(db, id, options.locale, options.tier),
    () =>
      db
        .select({
          baseWeightGrams: configuratorModels.baseWeightGrams,
          weightGramsPerM2: configuratorModels.weightGramsPerM2,
        })
        .from(configuratorModels)
        .where(eq(configuratorModels.id, id)),
  ])
  return model && weights ? { ...model, weights } : null
}
