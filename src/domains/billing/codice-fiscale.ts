import codiceFiscale from 'codice-fiscale-js'
import { isValidPartitaIva } from './tax-ids'

// The codice fiscale's check character, by a maintained package (omocodia included). Client-safe,
// but the package carries the list of comuni (~300 kB): the checkout imports this module lazily.

const { CodiceFiscale } = codiceFiscale as unknown as { CodiceFiscale: { check: (cf: string) => boolean } }

/** A 16-character codice fiscale (people; omocodia included) or an 11-digit one (companies). */
export function isValidCodiceFiscale(value: string): boolean {
  if (/^\d{11}$/.test(value)) return isValidPartitaIva(value)
  if (!/^[A-Z0-9]{16}$/.test(value)) return false
  try {
    return CodiceFiscale.check(value)
  } catch {
    return false
  }
}
