import type { EndpointDef } from '~/lib/api/endpoint'
import { apiRoutes } from '~/server/api/routes.server'

const matches = (template: string, path: string) => {
  const a = template.split('/').filter(Boolean)
  const b = path.split('/').filter(Boolean)
  return a.length === b.length && a.every((seg, i) => seg.startsWith('{') || seg === b[i])
}

/** The admin-only endpoint a concrete path belongs to, or undefined (the data provider forwards to nothing else). */
export const adminEndpointFor = (method: string, path: string): EndpointDef | undefined =>
  apiRoutes.map((r) => r.endpoint).find((e) => e.access === 'admin' && e.method === method && matches(e.path, path))
