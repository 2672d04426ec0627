import { useLocation, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { toSearchParams, type ShopSearch } from '../shop-search'

/**
 * The shop form's state: a draft of the address's search params that the controls edit and
 * that follows the address when it changes (back button, links). `apply` writes a state to
 * the address (a client navigation, so each change is a history entry).
 */
export function useShopForm(search: ShopSearch) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [draft, setDraft] = useState(search)
  const [seen, setSeen] = useState(search)
  if (seen !== search) {
    setSeen(search)
    setDraft(search)
  }
  const apply = (next: ShopSearch) => {
    setDraft(next)
    void navigate({ to: pathname, search: toSearchParams(next) })
  }
  return { draft, setDraft, apply, pathname }
}

export type ShopForm = ReturnType<typeof useShopForm>
