import { keepPreviousData, QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { FieldErrors } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { getLocale } from '~/paraglide/runtime.js'
import { adminCall } from './admin-call.functions'
import type { Resource } from './resource'

// Client side of the data provider: a typed request through `adminCall`, and the TanStack
// Query hooks every screen uses. Query keys start with the resource's API path, so a save or
// delete invalidates exactly that resource's lists and records.

export class AdminRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message)
    this.name = 'AdminRequestError'
  }
}

type Query = Record<string, string | number | boolean | null | undefined | Array<string | number | boolean>>
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/** One admin API call; an API refusal throws AdminRequestError (code, message, fields). */
export async function adminRequest<T = unknown>(
  method: Method,
  path: string,
  options: { query?: Query; body?: unknown } = {},
): Promise<T> {
  const query = Object.fromEntries(
    Object.entries(options.query ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Record<string, never>
  const result = await adminCall({ data: { locale: getLocale() as Locale, method, path, query, body: options.body } })
  if (!result.ok) {
    // A dead session: the guard of the next navigation sends the browser to /login.
    if (result.error.code === 'unauthorized' && typeof window !== 'undefined')
      window.location.assign(`/login?redirect=${encodeURIComponent(window.location.pathname)}`)
    throw new AdminRequestError(result.error.code, result.error.message, result.error.fields)
  }
  return result.data as T
}

export type Page<Row> = { data: Row[]; meta: { page: number; per_page: number; total: number; total_pages: number } }

/** A list screen's search params as the API's query. */
export type ListSearch = Record<string, string | number | undefined>

let browserClient: QueryClient | undefined
/** One cache per browser tab (the layout remounts on navigation); a fresh one per server render. */
export function adminQueryClient(): QueryClient {
  const make = () =>
    new QueryClient({
      defaultOptions: { queries: { staleTime: 10_000, retry: (n, e) => !(e instanceof AdminRequestError) && n < 2 } },
    })
  if (typeof window === 'undefined') return make()
  return (browserClient ??= make())
}

export const itemPath = (resource: Pick<Resource, 'api'>, id: string | number) =>
  `${resource.api}/${encodeURIComponent(String(id))}`

export function useList<Row>(resource: Resource<Row>, search: ListSearch) {
  return useQuery({
    queryKey: [resource.api, 'list', search],
    queryFn: () => adminRequest<Page<Row>>('GET', resource.api, { query: search }),
    placeholderData: keepPreviousData,
  })
}

export function useRecord<Row>(resource: Pick<Resource<Row>, 'api'>, id: string | number | null) {
  return useQuery({
    queryKey: [resource.api, 'one', String(id)],
    queryFn: async () => (await adminRequest<{ data: Row }>('GET', itemPath(resource, id!))).data,
    enabled: id !== null,
  })
}

/** Any admin read that is not a list or record (dashboard figures, a user's orders…). */
export function useAdminQuery<T>(key: readonly unknown[], path: string, query?: Query) {
  return useQuery({
    queryKey: [...key, query],
    queryFn: () => adminRequest<T>('GET', path, { query }),
    placeholderData: keepPreviousData,
  })
}

/** A write; on success every query under `invalidate` (API paths) is refetched. */
export function useAdminMutation<V, T = unknown>(run: (vars: V) => Promise<T>, invalidate: string[]) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all(invalidate.map((k) => client.invalidateQueries({ queryKey: [k] })))
    },
  })
}

/** Writes go to `writeApi` when the resource has one (spec §7's generic collection routes). */
const writes = (resource: Pick<Resource, 'api' | 'writeApi'>) => ({ api: resource.writeApi ?? resource.api })

export const saveRecord = (resource: Pick<Resource, 'api' | 'writeApi'>, id: string | number | null, body: unknown) =>
  id === null
    ? adminRequest<{ data: { id: number | string } }>('POST', writes(resource).api, { body })
    : adminRequest<{ data: { id: number | string } }>('PATCH', itemPath(writes(resource), id), { body })

export const removeRecord = (resource: Pick<Resource, 'api' | 'writeApi'>, id: string | number) =>
  adminRequest('DELETE', itemPath(writes(resource), id))
