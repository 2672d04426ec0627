import { useEffect, useState } from 'react'
import { fetchAddresses } from '~/domains/accounts/accounts.functions'
import type { Address } from '~/domains/accounts/components/address-form'
import type { Locale } from '~/lib/i18n/locales'

// The checkout's address book comes from the browser, as its cart does (decision 050): the
// server's page is then the same for every customer, made theirs by name only.

export type AddressBook = { addresses: Address[] | null; failed: boolean; retry: () => void }

/** The customer's saved addresses (null until they arrive); `enabled` false: none to ask for (trade accounts have no book). */
export function useAddressBook(locale: Locale, enabled: boolean): AddressBook {
  const [state, setState] = useState<{ addresses: Address[] | null; failed: boolean }>({
    addresses: enabled ? null : [],
    failed: false,
  })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!enabled) return
    let live = true
    setState((s) => ({ ...s, failed: false }))
    fetchAddresses({ data: { locale } }).then(
      (addresses) => live && setState({ addresses, failed: false }),
      () => live && setState((s) => ({ ...s, failed: true })),
    )
    return () => void (live = false)
  }, [locale, enabled, attempt])
  return { ...state, retry: () => setAttempt((n) => n + 1) }
}
