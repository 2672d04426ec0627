import { getDb } from '~/db/index.server'
import { findSessionUser } from '~/domains/auth/session.server'
import { log } from '~/lib/log.server'
import { docsResponders } from './docs.server'
import { buildOpenApiDocument } from './openapi.server'
import { createApiHandler } from './router.server'
import { apiRoutes } from './routes.server'

let openapi: string | undefined

/** The shop's API handler on the process database. */
export const handleApiRequest = createApiHandler({
  routes: apiRoutes,
  getDb,
  resolveUser: findSessionUser,
  raw: {
    '/openapi.json': () =>
      new Response((openapi ??= JSON.stringify(buildOpenApiDocument(apiRoutes))), {
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    ...docsResponders(),
  },
  onError: (error, request) => log().error({ err: error, url: request.url }, 'API handler failed'),
})
