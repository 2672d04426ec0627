// One description of an order line (issue 39): what the customer chose, from the line's frozen
// snapshot, in the reader's language — for the account and admin order pages, createb, the
// e-mails, the PDF, the FatturaPA Descrizione, the CSV export and the production sheet. A door
// maker builds from any of them, so none may say less than another. Pure and client-safe.
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'

export type DescribedLine = {
  variants: ReadonlyArray<{ name: string; group?: string }>
  extra_option: { name: string } | null
  /** Every extra option (decision 109); lines from before it have only `extra_option`. */
  extra_options?: ReadonlyArray<{ name: string }>
  /** A configured door's choices in words (model size, options, RAL code), as frozen. */
  choices: ReadonlyArray<{ step: string; value: string }>
}

/**
 * "Finitura: Rovere naturale", "Verso di apertura: Destra a spingere", "Larghezza: 800 mm",
 * "Opzione: Posa in opera" — group and variant, the configured choices, the extra option.
 * Orders placed before the group names were kept show the variant alone.
 */
export function lineDetails(line: DescribedLine, locale?: Locale): string[] {
  const o = locale ? { locale } : undefined
  return [
    ...line.variants.map((v) => (v.group ? `${v.group}: ${v.name}` : v.name)),
    ...line.choices.map((c) => `${c.step}: ${c.value}`),
    ...(line.extra_options ?? (line.extra_option ? [line.extra_option] : [])).map((e) =>
      m.od_pdf_extra({ name: e.name }, o),
    ),
  ]
}

/** The details on one line of text, as a document or an e-mail prints them. */
export const lineDescription = (line: DescribedLine, locale?: Locale): string => lineDetails(line, locale).join(' · ')
