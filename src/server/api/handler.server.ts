import { getDb } from '~/db/index.server'
import { resolveSessionUser } from '~/domains/auth/session.server'
import { createMailer } from '~/domains/email/mailer.server'
import { env } from '~/config/env.server'
import { log } from '~/lib/log.server'
import { publicUrl } from '~/lib/http/public-url.server'
import { wakeJobs } from '~/server/jobs.server'
import { createBackground } from './background.server'
import { docsResponders } from './docs.server'
import { buildOpenApiDocument } from './openapi.server'
import { createApiHandler } from './router.server'
import { apiRoutes } from './routes.server'

let openapi: string | undefined

export const background = createBackground((error) => log().error({ err: error }, 'background task failed'))

/** The shop's API handler on the process database. */
export const handleApiRequest = createApiHandler({
  routes: apiRoutes,
  getDb,
  resolveUser: resolveSessionUser,
  services: {
    mailer: createMailer({
      smtpUrl: env().SMTP_URL,
      log: { info: (o, msg) => log().info(o, msg), error: (o, msg) => log().error(o, msg) },
    }),
    publicUrl: publicUrl(),
    now: () => new Date(),
    defer: background.defer,
    wakeJobs,
  },
  raw: {
    '/openapi.json': () =>
      new Response((openapi ??= JSON.stringify(buildOpenApiDocument(apiRoutes))), {
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    ...docsResponders(),
  },
  onError: (error, request) => log().error({ err: error, url: request.url }, 'API handler failed'),
})
