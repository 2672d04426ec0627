// EU VAT numbers of business buyers abroad (art. 41 D.L. 331/1993 transfers at 0 %, issue 39):
// format and check digits by jsvat, restricted to the other EU member states.
import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
} from 'jsvat'

/** The member states other than Italy: a 0 % intra-EU supply needs a buyer identified in one of them. */
const otherMemberStates = [
  austria,
  belgium,
  bulgaria,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
]

export type EuVatNumber = { country: string; code: string; value: string }

/**
 * A VAT number of another EU member state ("DE 123 456 789" → DE, 123456789), or null when its
 * format or check digits are wrong, or it is Italian. `country` is the VAT prefix (EL for Greece),
 * as FatturaPA's IdPaese takes it.
 */
export function parseEuVatNumber(input: string): EuVatNumber | null {
  const result = checkVAT(input.replace(/[\s.-]/g, '').toUpperCase(), otherMemberStates)
  if (!result.isValid || !result.value) return null
  const value = result.value.toUpperCase()
  const country = value.slice(0, 2)
  if (country === 'IT') return null
  return { country, code: value.slice(2), value }
}
