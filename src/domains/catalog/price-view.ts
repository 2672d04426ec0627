import { divideHalfUp } from './pricing'

// What a price shows, by customer type (issue 11, decision 020): trade customers (retailer,
// reseller, other) see amounts net of VAT with "+ IVA"; everyone else sees them VAT included.
// The amounts come from the server VAT included, in the caller's tier with promotions applied;
// this only chooses how to show them. Pure, so the component test and the e2e agree on it.

export type PriceDisplay = {
  /** Show amounts net of VAT, followed by "+ IVA". */
  net: boolean
  /** The price is a trade tier's (reseller, other): say so. */
  trade: boolean
  /** The VAT rate that separates net from gross, in percent. */
  vatRate: number
}

const TRADE_ROLES: readonly string[] = ['retailer', 'reseller', 'other']
const TRADE_TIER_ROLES: readonly string[] = ['reseller', 'other']

export function priceDisplayFor(role: string | null | undefined, vatRate = 22): PriceDisplay {
  return { net: !!role && TRADE_ROLES.includes(role), trade: !!role && TRADE_TIER_ROLES.includes(role), vatRate }
}

/** A VAT-inclusive amount as this display shows it: net = gross ÷ (1 + rate), half up. */
export function shownAmount(gross: number, display: PriceDisplay): number {
  return display.net ? divideHalfUp(gross * 100, 100 + display.vatRate) : gross
}

export type PriceParts = {
  amount: number
  /** The former price, struck through, when a promotion lowers it. */
  regular: number | null
  /** Omnibus: the lowest price of the 30 days before the reduction. */
  lowest30d: number | null
  onSale: boolean
}

export function priceParts(
  input: { cents: number; regular?: number | null; lowest30d?: number | null },
  display: PriceDisplay,
): PriceParts {
  const onSale = input.regular != null && input.regular > input.cents
  return {
    amount: shownAmount(input.cents, display),
    regular: onSale ? shownAmount(input.regular!, display) : null,
    lowest30d: input.lowest30d != null ? shownAmount(input.lowest30d, display) : null,
    onSale,
  }
}
