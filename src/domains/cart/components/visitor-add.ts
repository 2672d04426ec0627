import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { Shell } from '~/domains/settings/shell.functions'
import { clearPendingAdd, readPendingAdd, savePendingAdd, type PendingAdd, type PendingSource } from '../pending-add'
import { useCartReady, useSignedIn } from './cart-provider'

// Issue 42: a visitor's "Aggiungi al carrello" asks for a sign-in and is kept meanwhile; back on
// the same page signed in, the kept click is added as the line (not merely shown for a second
// click: the visitor has already said "add"), and the choices are shown again in the form.

export type PendingChoice = Omit<PendingAdd, 'at' | 'source' | 'slug'>

/**
 * The visitor's add: keeps the choice, then asks to sign in. Where the shop requires a session on
 * product pages (`auth_required_on_product_checkout`, spec §2) the login dialog is already open
 * over this page and its sign-in keeps the page; otherwise the /login page, which comes back here.
 */
export function useSignInToAdd(source: PendingSource, slug: string) {
  const navigate = useNavigate()
  const href = useRouterState({ select: (s) => s.location.href })
  const dialog = useRouterState({
    select: (s) => (s.matches[0]?.loaderData as Shell | undefined)?.settings.auth_required_on_product_checkout === true,
  })
  return (choice: PendingChoice) => {
    savePendingAdd({ ...choice, source, slug, at: Date.now() })
    if (!dialog) void navigate({ to: '/login', search: { redirect: href } })
  }
}

/**
 * On the page of a kept click: returns its choice (for the form to show, read after mount so
 * the server's markup and the first render agree), and calls `add` once with it when the cart
 * is ready for the signed-in customer. Then the click is forgotten.
 */
export function usePendingAdd(
  source: PendingSource,
  slug: string,
  add: (choice: PendingChoice) => void,
): PendingChoice | null {
  const signedIn = useSignedIn()
  const ready = useCartReady()
  const [kept, setKept] = useState<PendingChoice | null>(null)
  // The latest `add` (it closes over the product the page shows now), without re-running the effect.
  const addRef = useRef(add)
  useEffect(() => {
    addRef.current = add
  })

  useEffect(() => {
    if (!signedIn) return
    const pending = readPendingAdd(source, slug)
    if (!pending) return
    const { quantity, variant_ids, extra_option_id, extra_option_ids, configuration } = pending
    const choice = {
      quantity,
      variant_ids,
      extra_option_id,
      ...(extra_option_ids ? { extra_option_ids } : {}),
      ...(configuration ? { configuration } : {}),
    }
    setKept(choice)
    if (!ready) return
    // Forgotten before the add, so a second render (or a second tab's page) never adds it twice.
    clearPendingAdd()
    addRef.current(choice)
  }, [signedIn, ready, source, slug])

  return kept
}
