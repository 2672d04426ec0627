import { z } from 'zod'
import { baseLocale, locales, type Locale } from '~/lib/i18n/locales'

// Texts per locale in the admin API (decision 025): `translations.it` is required, the other
// locales are optional — absent leaves that locale as it is, null removes it (the shop then
// falls back to Italian). Field errors come back as `translations.es.slug`, the name of the
// form's input in the es tab.

export const contentSlug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a-z, 0-9 and single hyphens')

/** `{ it: T, en?: T | null, … }` for the texts of one locale. */
export function translationsSchema<T extends z.ZodRawShape>(shape: T) {
  const one = z.object(shape).strict()
  return z
    .object(
      Object.fromEntries(
        locales.map((l) => [l, l === baseLocale ? one : one.nullable().optional()]),
      ) as unknown as Record<Locale, z.ZodType<z.output<typeof one> | null | undefined>>,
    )
    .strict()
}

export type Texts<T> = Partial<Record<Locale, T | null>>

/** A day (`2026-05-01`), an instant, or null. */
export const when = z
  .union([z.iso.date(), z.iso.datetime({ offset: true }), z.iso.datetime({ local: true })])
  .nullable()

/** A day is its first instant for a start and its last for an end (Europe/Rome, as the coupons do). */
export const instant = (v: string | null | undefined, edge: 'start' | 'end') =>
  v === undefined
    ? undefined
    : v === null
      ? null
      : /^\d{4}-\d{2}-\d{2}$/.test(v)
        ? new Date(`${v}T${edge === 'start' ? '00:00:00' : '23:59:59'}+01:00`)
        : new Date(/[zZ]|[+-]\d\d:\d\d$/.test(v) ? v : `${v}+01:00`)
