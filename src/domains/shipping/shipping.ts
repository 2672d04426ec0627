// Shipping rules (issue 11, decision 019), pure and client-safe: which options fit a cart,
// what they cost, and when the goods arrive. Weights in grams, money in cents.

export type ShippingOptionRow = {
  id: number
  code: string
  name: string
  description: string | null
  minWeightGrams: number
  maxWeightGrams: number | null
  /** ISO 3166-2:IT codes; empty = every region. */
  regions: readonly string[]
  price: number
  shippingDaysMin: number
  shippingDaysMax: number
  pickup: boolean
}

/**
 * A band holds the weights above its minimum up to and including its maximum, so adjacent bands
 * (0–30 kg, 30–150 kg) never both hold the edge: a cart of exactly 30 kg goes by courier ("up to
 * 30 kg"), one of 150 kg on a pallet. A band from 0 also holds a weightless cart (decision 090).
 */
export const fitsWeight = (o: Pick<ShippingOptionRow, 'minWeightGrams' | 'maxWeightGrams'>, grams: number) =>
  (grams > o.minWeightGrams || (o.minWeightGrams === 0 && grams === 0)) &&
  (o.maxWeightGrams === null || grams <= o.maxWeightGrams)

export const fitsRegion = (o: Pick<ShippingOptionRow, 'regions'>, region: string | null) =>
  o.regions.length === 0 || (region !== null && o.regions.includes(region))

/**
 * The options a cart can use: pickup ones when collecting (and the shop allows it), otherwise
 * the delivery options whose weight band holds the cart and whose regions include the address's.
 * Without a region yet, every delivery option that fits the weight is listed (to show prices).
 */
export function fittingOptions<O extends ShippingOptionRow>(
  options: readonly O[],
  cart: { grams: number; region: string | null; pickup: boolean; pickupEnabled: boolean },
): O[] {
  if (cart.pickup) return cart.pickupEnabled ? options.filter((o) => o.pickup) : []
  return options.filter(
    (o) => !o.pickup && fitsWeight(o, cart.grams) && (cart.region === null || fitsRegion(o, cart.region)),
  )
}

/** Free when the goods (after the coupon) reach the shop's threshold; 0 turns the threshold off. */
export const isFreeShipping = (goods: number, freeOver: number) => freeOver > 0 && goods >= freeOver

export const shippingPrice = (option: Pick<ShippingOptionRow, 'price' | 'pickup'>, goods: number, freeOver: number) =>
  option.pickup || isFreeShipping(goods, freeOver) ? 0 : Math.max(0, option.price)

/** A configured door's packed weight: base + leaf area (m²) × grams per m², rounded up to the gram. */
export function doorWeightGrams(
  weights: { baseWeightGrams: number; weightGramsPerM2: number },
  widthMm: number,
  heightMm: number,
): number {
  return weights.baseWeightGrams + Math.ceil((widthMm * heightMm * weights.weightGramsPerM2) / 1_000_000)
}

// ---------------------------------------------------------------------------------------------
// Estimated delivery: working days (Monday to Friday, Italian national holidays off) from today
// in Rome, for the longest lead time in the cart plus the option's shipping days.

const fixedHolidays = ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26']

/** Easter Sunday (Gregorian, anonymous algorithm), as UTC midnight. */
function easter(year: number): Date {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return new Date(Date.UTC(year, month - 1, day))
}

const iso = (d: Date) => d.toISOString().slice(0, 10)

export function isWorkingDay(d: Date): boolean {
  const weekday = d.getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  if (fixedHolidays.includes(iso(d).slice(5))) return false
  const easterMonday = easter(d.getUTCFullYear())
  easterMonday.setUTCDate(easterMonday.getUTCDate() + 1)
  return iso(d) !== iso(easterMonday)
}

/** Today's date in Rome, as UTC midnight of that calendar day. */
const romeDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

export function romeToday(now: Date): Date {
  const [y, m, d] = romeDayFormat.format(now).split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d!))
}

export function addWorkingDays(start: Date, days: number): Date {
  const d = new Date(start)
  let left = Math.max(0, days)
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1)
    if (isWorkingDay(d)) left--
  }
  return d
}

export function estimatedDelivery(
  now: Date,
  leadTimeDays: number,
  shipping: { min: number; max: number },
): { from: string; to: string } {
  const today = romeToday(now)
  return {
    from: iso(addWorkingDays(today, leadTimeDays + shipping.min)),
    to: iso(addWorkingDays(today, leadTimeDays + shipping.max)),
  }
}
