// What an API handler is, apart from the HTTP router that runs it (issue 45 point 6): the
// domains declare their routes with `implement` against these types and never import
// `src/server/*`; the router (src/server/api/router.server.ts) compiles and serves them.
import type { EndpointDef, EndpointOutput, ParsedInput } from '~/lib/api/endpoint'
import type { Locale } from '~/lib/i18n/locales'
import type { Db } from '~/db/types'
import type { Mailer } from '~/domains/email/mailer.server'
import type { UserRow } from '~/domains/auth/users.server'
import type { Role } from './roles'

/**
 * `priceRole` is the role whose price tier applies: a retailer's user buys at its conditions.
 * `row`: the user's row as read with the session, when the resolver has it.
 */
export type ApiUser = { id: number; role: Role; parentId: number | null; priceRole: Role; row?: UserRow }

/** What handlers need beyond the database: e-mail, links, a clock (tests move it), background work. */
export type ApiServices = {
  mailer: Mailer
  publicUrl: string
  now: () => Date
  /** Work finished after the answer (e-mails): answers don't wait on SMTP, nor leak timing. */
  defer: (task: () => Promise<unknown>) => void
  /** Tells this process's job worker that a transaction just queued work (decision 033). */
  wakeJobs?: () => void
}

export type ApiContext = ApiServices & {
  db: Db
  locale: Locale
  request: Request
  /** The caller's address (for throttling), when known. */
  ip: string | null
  /** The bearer token, if the caller sent one. */
  token: string | null
  /** The signed-in user for the token (loaded once, on demand). */
  user: () => Promise<ApiUser | null>
}

/** A handler's answer with a status other than the endpoint's (e.g. 200 for a replayed POST). */
export class WithStatus<T> {
  constructor(
    readonly status: number,
    readonly body: T,
  ) {}
}

export type Route<E extends EndpointDef = EndpointDef> = {
  endpoint: E
  /** A `Response` is sent as it is: for endpoints that answer something other than JSON (a PDF). */
  handle: (
    input: ParsedInput<E>,
    ctx: ApiContext,
  ) => Promise<EndpointOutput<E> | WithStatus<EndpointOutput<E>> | Response>
}

/** Binds a handler to its contract; input and output types come from the contract. */
export const implement = <E extends EndpointDef>(endpoint: E, handle: Route<E>['handle']): Route<E> => ({
  endpoint,
  handle,
})
