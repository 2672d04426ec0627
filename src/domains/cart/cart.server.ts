import type { Db } from '~/db/types'
import type { PriceTier } from '~/domains/catalog/pricing'
import { findProduct } from '~/domains/catalog/product-detail.server'
import type { Product } from '~/domains/catalog/catalog.schemas'
import type { Locale } from '~/lib/i18n/locales'
import type { CartQuote, QuotedLine, QuoteLineInput } from './cart.schemas'
import { findUsableCoupon } from './coupons.server'
import { cartTotals, configureLine, lineTotal, type VatRate } from './pricing'

export type QuoteOptions = { locale: Locale; tier: PriceTier; vatRate: VatRate; now: Date }
export type QuoteRequest = { lines: QuoteLineInput[]; coupon_code?: string }

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

function priceLine(line: QuoteLineInput, product: Product | null): QuotedLine {
  if (!product) return missing(line)
  const configured = configureLine(product, line)
  return {
    slug: line.slug,
    product_id: product.id,
    name: product.name,
    product_slug: product.slug,
    category_slug: product.category.slug,
    image_url: product.image_url,
    unit_price: configured.unit_price,
    quantity: line.quantity,
    line_total: lineTotal(configured.unit_price, line.quantity),
    variants: configured.variants,
    extra_option: configured.extra_option,
    valid: true,
  }
}

/** Prices a cart from the catalogue only: each distinct slug is read once, in the caller's tier. */
export async function priceCart(db: Db, request: QuoteRequest, options: QuoteOptions): Promise<CartQuote> {
  const products = new Map<string, Promise<Product | null>>()
  const productFor = (slug: string) => {
    let found = products.get(slug)
    if (!found) products.set(slug, (found = findProduct(db, slug, options.locale, options.tier)))
    return found
  }
  const [lines, coupon] = await Promise.all([
    Promise.all(request.lines.map(async (line) => priceLine(line, await productFor(line.slug)))),
    request.coupon_code ? findUsableCoupon(db, request.coupon_code, options.now) : null,
  ])
  const totals = cartTotals({ lines, coupon, shipping: 0, vatRate: options.vatRate })
  return { lines, ...totals, coupon }
}
