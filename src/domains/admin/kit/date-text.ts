// A day as an administrator types it, in the page's language: `25/12/2026` in Italian,
// `12/25/2026` in English, `25.12.2026` in German. The order of day, month and year is the
// locale's own (Intl), so the field reads what it shows (decision 074).

type Part = 'day' | 'month' | 'year'

const orders = new Map<string, Part[]>()
const numeric = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })

function orderOf(locale: string): Part[] {
  let order = orders.get(locale)
  if (!order) {
    order = numeric(locale)
      .formatToParts(new Date(Date.UTC(2000, 11, 25)))
      .map((p) => p.type)
      .filter((t): t is Part => t === 'day' || t === 'month' || t === 'year')
    orders.set(locale, order)
  }
  return order
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/**
 * `YYYY-MM-DD` for a day typed in `locale`'s order (or year first) with any separators, or
 * undefined when it is not one: three numbers, a four-digit year (two digits mean 20xx), a month
 * 1–12 and a day that month has.
 */
export function parseTypedDay(text: string, locale: string): string | undefined {
  const numbers = text.trim().split(/\D+/).filter(Boolean)
  if (numbers.length !== 3) return undefined
  // A four-digit year first is ISO's order in any language (`2026/12/25`).
  const order: Part[] = numbers[0]!.length === 4 ? ['year', 'month', 'day'] : orderOf(locale)
  const field = (part: Part) => numbers[order.indexOf(part)]!
  const yearText = field('year')
  if (yearText.length !== 4 && yearText.length !== 2) return undefined
  const year = Number(yearText.length === 2 ? `20${yearText}` : yearText)
  const month = Number(field('month'))
  const day = Number(field('day'))
  if (year < 1000 || field('month').length > 2 || field('day').length > 2 || month < 1 || month > 12 || day < 1)
    return undefined
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
}

/** The day as the field shows it in `locale` (`25/12/2026`): the example in its error. */
export const formatTypedDay = (iso: string, locale: string): string =>
  numeric(locale).format(new Date(`${iso}T00:00:00Z`))
