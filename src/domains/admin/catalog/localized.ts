import { z } from 'zod'
import { slugSchema } from '~/lib/api/common.schemas'
import { locales, type Locale } from '~/lib/i18n/locales'

// Texts per locale in the catalogue's bodies: Italian is required (the fallback every visitor
// can be shown, decision 025), the other five are optional. Spec §5: a name is required and
// under 50 characters.

export const nameSchema = z.string().trim().min(1).max(49)

/** `{it: T, en?: T, es?: T, …}` — the locales sent are the item's whole set of texts. */
export function localized<T extends z.ZodType>(text: T) {
  const shape = Object.fromEntries(locales.map((l) => [l, l === 'it' ? text : text.optional()])) as unknown as Record<
    Locale,
    z.ZodType
  >
  return z.object(shape).strict() as unknown as z.ZodObject<
    { it: T } & { [K in Exclude<Locale, 'it'>]: z.ZodOptional<T> }
  >
}

/** A name per locale (variants, options, attribute values). */
export const localizedName = localized(nameSchema)

/** A category's or product's text with its address. */
export const namedSlug = { name: nameSchema, slug: slugSchema }

export const optionalText = (max: number) => z.string().trim().max(max).nullable().optional()

/** The locales of a `localized` value that are present. */
export const presentLocales = <T>(v: Partial<Record<Locale, T>>) =>
  locales.filter((l) => v[l] !== undefined).map((l) => [l, v[l] as T] as const)

export const centsInput = z.number().int().min(0).max(100_000_000).meta({ description: 'Euro cents, VAT included' })
