import { optionalEnum, optionalInt, optionalString } from '~/lib/search-params'

// A list screen's state lives in the URL (shareable, the back button works): page, page size,
// sort column and direction, the search text and each filter. This is the route's
// `validateSearch`, zod-free like every parser in the shell (decision 015).

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const

export type ListState = {
  page?: number
  per_page?: number
  sort?: string
  dir?: 'asc' | 'desc'
  q?: string
  [filter: string]: string | number | undefined
}

/** `validateSearch` for a list whose filters are `filterKeys`; unknown or bad values are dropped. */
export function listSearch(filterKeys: readonly string[] = []) {
  return (search: Record<string, unknown>): ListState => {
    const out: ListState = {
      page: optionalInt(search.page, 1, 10_000),
      per_page: optionalInt(search.per_page, 1, 100),
      sort: optionalString(search.sort, 40),
      dir: optionalEnum(search.dir, ['asc', 'desc'] as const),
      q: optionalString(search.q, 100),
    }
    for (const key of filterKeys) {
      const v = search[key]
      out[key] = typeof v === 'number' ? String(v) : optionalString(v, 100)
    }
    return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined && v !== '')) as ListState
  }
}

/** The state with one change; any change but paging goes back to page 1. */
export function nextState(state: ListState, change: Partial<ListState>): ListState {
  const next: ListState = { ...state, ...change }
  if (!('page' in change)) delete next.page
  for (const [k, v] of Object.entries(next)) if (v === undefined || v === '') delete next[k]
  return next
}

/** Sort by `key`: ascending first, then descending, then back to ascending. */
export function toggleSort(state: ListState, key: string): Partial<ListState> {
  if (state.sort !== key) return { sort: key, dir: 'asc' }
  return { sort: key, dir: state.dir === 'asc' ? 'desc' : 'asc' }
}
