import { describe, expect, it } from 'vitest'
import { adminEndpointFor } from '~/lib/api/admin-endpoints.server'
import type { Resource } from './resource'

// A list endpoint refuses a query parameter it does not take (issue 40), so every parameter a
// back-office list sends — paging, sorting, the search box, each filter, the CSV parts' extra
// query — must be one its endpoint declares, or the screen would answer 400 instead of rows.
const modules = import.meta.glob<Record<string, unknown>>('../**/*.resource.tsx', { eager: true })
const resources = Object.values(modules)
  .flatMap((mod) => Object.values(mod))
  .filter(
    (value): value is Resource => typeof value === 'object' && value !== null && 'api' in value && 'columns' in value,
  )

describe('back-office lists', () => {
  it('are all found', () => {
    expect(resources.length).toBeGreaterThan(15)
  })

  it.each(resources.map((r) => [r.api, r] as const))(
    '%s takes every parameter its list screen sends',
    (api, resource) => {
      const endpoint = adminEndpointFor('GET', api)
      expect(endpoint, `GET ${api}`).toBeDefined()
      if (!endpoint?.query) return
      const sorts = resource.defaultSort !== undefined || resource.columns.some((c) => c.sortable)
      const sent = [
        'page',
        'per_page',
        ...(sorts ? ['sort', 'dir'] : []),
        ...(resource.search ? ['q'] : []),
        ...(resource.filters ?? []).map((f) => f.key),
        ...Object.keys(resource.csvParts?.query ?? {}),
      ]
      expect(sent.filter((key) => !Object.hasOwn(endpoint.query!.shape, key))).toEqual([])
    },
  )
})
