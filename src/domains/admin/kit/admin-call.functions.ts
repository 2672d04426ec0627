import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { asAction } from '~/domains/auth/session.functions'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import type { EndpointDef } from '~/lib/api/endpoint'
import { requestToken } from '~/lib/http/forward.server'
import { adminEndpointFor } from '~/lib/api/admin-endpoints.server'
import { clientIp } from '~/lib/http/client-ip.server'

// The back office's one door to the REST API (the "data provider" of react-admin / Refine):
// every admin screen reads and writes through this server function, which forwards the
// session's token as a Bearer token. It forwards only to endpoints whose contract says
// `access: 'admin'`, so it can never be used as a general proxy; the API checks the role again.

/** What the API answers: plain JSON (the server function's result must be serialisable). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

const methodSchema = z.enum(['GET', 'POST', 'PATCH', 'PUT', 'DELETE'])
const scalar = z.union([z.string().max(500), z.number(), z.boolean()])

const inputSchema = z.object({
  locale: localeSchema,
  method: methodSchema,
  path: z
    .string()
    .min(2)
    .max(300)
    .regex(/^\/[\w\-./%]+$/),
  query: z.record(z.string().max(60), z.union([scalar, z.array(scalar).max(100)]).nullable()).optional(),
  body: z.unknown().optional(),
})

export const adminCall = createServerFn({ method: 'POST' })
  .validator(inputSchema)
  .handler(async ({ data }) => {
    const token = requestToken()
    if (!token) return { ok: false as const, error: { code: 'unauthorized' as const, message: 'unauthorized' } }
    if (!isPlainPath(data.path) || !adminEndpointFor(data.method, data.path)) {
      return { ok: false as const, error: { code: 'not_found' as const, message: 'not_found' } }
    }
    // A concrete path: no `{param}` left to fill in.
    const endpoint = { method: data.method, path: data.path } as unknown as EndpointDef
    return asAction<Json>(
      () =>
        callApi(endpoint, {
          locale: data.locale,
          token,
          ip: clientIp(),
          query: (data.query ?? {}) as never,
          body: data.body as never,
        }) as Promise<Json>,
    )
  })

/** No `..` segment, even percent-encoded, and no malformed escape. */
function isPlainPath(p: string): boolean {
  try {
    return !decodeURIComponent(p)
      .split('/')
      .some((seg) => seg === '..' || seg === '.')
  } catch {
    return false
  }
}
