// Italian tax identifiers (client-safe; the server also checks the codice fiscale's check
// character with a maintained package, billing.server.ts).

/**
 * Partita IVA: 11 digits, the last a check digit (Luhn-like: odd positions summed, even
 * positions doubled with 9 taken off above 9). All zeros is not a number.
 */
export function isValidPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^0{11}$/.test(value)) return false
  let sum = 0
  for (let i = 0; i < 10; i++) {
    const digit = value.charCodeAt(i) - 48
    if (i % 2 === 0) sum += digit
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2
  }
  return (10 - (sum % 10)) % 10 === value.charCodeAt(10) - 48
}

/** The check digit that completes the first 10 digits of a partita IVA (tests, fixtures). */
export function partitaIvaCheckDigit(first10: string): number {
  let sum = 0
  for (let i = 0; i < 10; i++) {
    const digit = first10.charCodeAt(i) - 48
    sum += i % 2 === 0 ? digit : digit * 2 > 9 ? digit * 2 - 9 : digit * 2
  }
  return (10 - (sum % 10)) % 10
}

/** SDI code of a private person, or of a company that gives a PEC instead. */
export const PRIVATE_SDI_CODE = '0000000'
