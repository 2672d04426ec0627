import { useLocation, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { toSearchParams, type ShopSearch } from '../shop-search'

const keyOf = (s: ShopSearch) => JSON.stringify(toSearchParams(s))

/**
 * The shop form's state: a draft of the address's search params that the controls edit and
 * that follows the address when it changes from elsewhere (back button, links). `apply` writes
 * a state to the address (a client navigation, so each change is a history entry); when that
 * state arrives the draft is kept, so what the visitor typed meanwhile is not lost.
 */
export function useShopForm(search: ShopSearch) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [draft, setDraft] = useState(search)
  const [seen, setSeen] = useState(search)
  const [applied, setApplied] = useState<string | null>(null)
  if (seen !== search) {
    setSeen(search)
    if (keyOf(search) !== applied) setDraft(search)
    setApplied(null)
  }
  const apply = (next: ShopSearch) => {
    setDraft(next)
    setApplied(keyOf(next))
    void navigate({ to: pathname, search: toSearchParams(next) })
  }
  return { draft, setDraft, apply, pathname }
}

export type ShopForm = ReturnType<typeof useShopForm>
