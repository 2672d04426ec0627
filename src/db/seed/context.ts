import { locales, type Locale } from '../../lib/i18n/locales'
import type { Tx } from '../types'
import { seedTranslations, type SeedTranslation } from './translations'
import { translationKey } from './translations/key'

/** A seeded text in all six locales (decision 025). */
export type L10n = Record<Locale, string>

/** Italian texts whose es/fr/de/pt translation is missing (a test keeps this empty). */
export const untranslated = new Set<string>()

/**
 * A text from its Italian and English versions; es, fr, de and pt come from the translation
 * tables in `translations/`, keyed by the Italian text. A missing one falls back to Italian (a
 * visitor never sees an empty string) and is recorded in `untranslated`.
 */
export function t(it: string, en: string): L10n {
  const more: SeedTranslation | undefined = seedTranslations[translationKey(it)]
  if (!more) untranslated.add(it)
  return { it, en, es: more?.es ?? it, fr: more?.fr ?? it, de: more?.de ?? it, pt: more?.pt ?? it }
}

/** Rows for a translation table: one per locale. */
export function perLocale<R>(make: (locale: Locale) => R): R[] {
  return locales.map(make)
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
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // Letters NFD does not decompose (German, French): spelled out as their speakers do.
      .replace(/ß/g, 'ss')
      .replace(/æ/g, 'ae')
      .replace(/œ/g, 'oe')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  )
}

/** A map lookup that must succeed: a miss is a bug in the seed data, so fail loudly. */
export function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const v = map.get(key)
  if (v === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`)
  return v
}

/** A seeded address per locale: the hand-picked Italian and English slugs, the others from the name. */
export function localSlug(locale: Locale, slugs: { slug: string; enSlug: string }, name: L10n): string {
  if (locale === 'it') return slugs.slug
  if (locale === 'en') return slugs.enSlug
  return slugify(name[locale])
}
