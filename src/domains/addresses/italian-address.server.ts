import type { FieldErrors } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { checkPostcode } from './postcodes.server'
import { isProvinceCode, provinceLabel } from './provinces'

type Address = { country?: string | null; postcode?: string | null; province?: string | null }

/**
 * The field errors of an Italian address whose CAP is not its province's (decision 083), under
 * `prefix` ("delivery.address."), translated; none for a foreign address or a consistent one.
 * The schema has already refused a malformed CAP and an unknown province.
 */
export function postcodeErrors(address: Address, locale: Locale, prefix = ''): FieldErrors {
  const { postcode, province } = address
  if ((address.country ?? 'IT') !== 'IT' || !postcode || !/^\d{5}$/.test(postcode) || !isProvinceCode(province))
    return {}
  const check = checkPostcode(postcode, province)
  if (check.ok) return {}
  if (check.reason === 'unknown')
    return { [`${prefix}postcode`]: [m.address_postcode_unknown({ postcode }, { locale })] }
  const owner = check.belongsTo.map(provinceLabel).join(' / ')
  return {
    [`${prefix}postcode`]: [
      m.address_postcode_other_province({ postcode, owner, province: provinceLabel(province) }, { locale }),
    ],
    [`${prefix}province`]: [m.address_province_other_postcode({ postcode, owner }, { locale })],
  }
}
