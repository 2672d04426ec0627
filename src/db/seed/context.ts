import type { Tx } from '../types'

/** A text in the two locales we seed; es/fr/de/pt fall back to Italian at read time. */
export type L10n = { it: string; en: string }
export const t = (it: string, en: string): L10n => ({ it, en })

/** Rows for a translation table: one per seeded locale. */
export function perLocale<R>(make: (locale: 'it' | 'en') => R): R[] {
  return [make('it'), make('en')]
}

export type SeedContext = {
  tx: Tx
  /** One clock for the whole run, so relative dates (price history) agree with each other. */
  now: Date
  log: (msg: string) => void
  /** Rows inserted so far; zero at the end means the database already held everything. */
  inserted: number
}

/** Records what a step inserted, and says so only when it did something. */
export function report(ctx: SeedContext, what: string, count: number) {
  ctx.inserted += count
  if (count > 0) ctx.log(`seed: ${count} ${what}`)
}

export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000)

/**
 * Trade prices from the public price, in whole cents. Resellers buy ~22 % below list and
 * "other" professionals ~12 % below; both rounded to whole euro so price lists look printed.
 */
export type TierPrices = { base: number; reseller: number; other: number }
export function tierPrices(base: number): TierPrices {
  const round = (cents: number) => Math.round(cents / 100) * 100
  return { base, reseller: round((base * 78) / 100), other: round((base * 88) / 100) }
}

/** URL-safe slug from a name: lower case ASCII, accents dropped, words joined by dashes. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A map lookup that must succeed: a miss is a bug in the seed data, so fail loudly. */
export function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const v = map.get(key)
  if (v === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`)
  return v
}
