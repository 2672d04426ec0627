import { z } from 'zod'
import { HttpError } from '~/lib/api/errors'
import type { Method, ParsedInput } from '~/lib/api/endpoint'
import { baseLocale, isLocale, locales, type Locale } from '~/lib/i18n/locales'
import type { Db } from '~/db/types'
import { errorResponse, fieldErrors } from '~/lib/api/errors.server'
import { jsonAnswer } from './json-answer'
import { pickLocale } from './accept-language'
import { noteIfUnreachable } from '~/db/reachability'
import {
  decodeUtf8,
  findInputProblem,
  jsonTooDeep,
  readBodyCapped,
  type InputProblem,
} from '~/lib/validation/input-guard'
import { WithStatus, type ApiContext, type ApiServices, type ApiUser, type Route } from '~/domains/shared/api-route'

export type ApiHandlerOptions = {
  routes: Route[]
  getDb: () => Promise<Db>
  resolveUser: (db: Db, token: string, now: Date) => Promise<ApiUser | null>
  services: ApiServices
  /** Plain responders mounted beside the JSON routes (OpenAPI document, docs page). */
  raw?: Record<string, (request: Request) => Response | Promise<Response>>
  onError?: (error: unknown, request: Request) => void
  basePath?: string
}

const MAX_BODY_BYTES = 1_000_000

export type Compiled = { route: Route; method: Method; segments: string[] }

export const compile = (route: Route): Compiled => ({
  route,
  method: route.endpoint.method,
  segments: route.endpoint.path.split('/').filter(Boolean),
})

export function matchPath(segments: string[], parts: string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!
    const part = parts[i]!
    if (seg.startsWith('{')) {
      try {
        params[seg.slice(1, -1)] = decodeURIComponent(part)
      } catch {
        return null
      }
    } else if (seg !== part) return null
  }
  return params
}

/** Percent-decoded text, or null when the escapes are not UTF-8 (`%FF`, a cut `%C3`). */
const safeDecode = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return null
  }
}

function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const key of new Set(search.keys())) {
    if (key === 'locale') continue
    const all = search.getAll(key)
    out[key] = all.length > 1 ? all : all[0]!
  }
  return out
}

/** Query parameters `schema` does not name (`locale` is every endpoint's). */
const unknownKeys = (search: URLSearchParams, schema: z.ZodObject): string[] =>
  [...new Set(search.keys())].filter((key) => key !== 'locale' && !Object.hasOwn(schema.shape, key))

async function readJson(
  request: Request,
  locale: Locale,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const bytes = await readBodyCapped(request, MAX_BODY_BYTES)
  if (!bytes) return { ok: false, response: errorResponse('payload_too_large', locale) }
  const text = decodeUtf8(bytes)
  if (text === null) return { ok: false, response: badText(locale, '_') }
  if (text.trim() === '') return { ok: true, value: undefined }
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    return { ok: false, response: errorResponse('unsupported_media_type', locale) }
  }
  if (jsonTooDeep(text))
    return { ok: false, response: errorResponse('invalid_request', locale, { _: ['validation_too_deep'] }) }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, response: errorResponse('malformed_json', locale) }
  }
}

/** The structured 400 of the input guard (src/lib/validation/input-guard.ts). */
const badText = (locale: Locale, path: string, reason: InputProblem['reason'] = 'invalid_text') =>
  errorResponse('invalid_request', locale, {
    [path]: [reason === 'invalid_text' ? 'validation_invalid_text' : 'validation_too_deep'],
  })

/** The guard's verdict on one part of the input, as the answer to send, or null to go on. */
const guard = (value: unknown, locale: Locale): Response | null => {
  const problem = findInputProblem(value)
  return problem && badText(locale, problem.path, problem.reason)
}

/** A request the client left (its body stopped arriving, or it hung up before the answer), or that timed out. */
export function isAbortedRequest(error: unknown, request: Request): boolean {
  const e = error as NodeJS.ErrnoException | null
  // Node's own "aborted" of an incoming message; not a database connection reset.
  return request.signal?.aborted === true || (e?.code === 'ECONNRESET' && e.message === 'aborted')
}

/** A full disk (Node's ENOSPC, PostgreSQL's disk_full 53100) anywhere in the error's causes. */
export function isStorageFull(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === 'ENOSPC' || e.code === '53100') return true
    if (typeof e.message === 'string' && /ENOSPC|No space left on device|could not extend file/i.test(e.message))
      return true
  }
  return false
}

/**
 * The whole REST API as one `Request → Response` function: used by the `/api` server route
 * and, with no socket, by the storefront's API client when API_URL is unset.
 */
export type ApiHandler = (request: Request, meta?: ApiCallMeta) => Promise<Response>

/** What the server knows of a call beyond its request. */
export type ApiCallMeta = {
  ip?: string | null
  /**
   * In process only: the price tier's stand-in a shared storefront render reads the catalogue
   * as (decision 051). Set by the storefront's API client from the server's own mark on the
   * render's request, never from anything a request carries; honoured by public reads only.
   */
  standIn?: ApiUser
}

export function createApiHandler(options: ApiHandlerOptions): ApiHandler {
  const basePath = options.basePath ?? '/api'
  const compiled = options.routes.map(compile)

  return async (request, meta) => {
    const url = new URL(request.url)
    const localeParam = url.searchParams.get('locale')
    const locale: Locale = isLocale(localeParam)
      ? localeParam
      : pickLocale(request.headers.get('accept-language'), locales, baseLocale)
    if (localeParam !== null && !isLocale(localeParam)) {
      return errorResponse('invalid_request', locale, { locale: [`${locales.join(', ')}`] })
    }
    // Text no database or browser can take is refused before routing (issue 14): the path's
    // segments, the query and, below, the body all pass the same guard.
    const rawPath = safeDecode(url.pathname)
    const rawQuery = safeDecode(url.search)
    if (rawPath === null || rawQuery === null) return badText(locale, rawPath === null ? '_path' : '_query')
    const refused = guard(rawPath, locale) ?? guard(rawQuery, locale)
    if (refused) return refused
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : null
    if (path === null) return errorResponse('not_found', locale)

    const raw = options.raw?.[path]
    if (raw && (request.method === 'GET' || request.method === 'HEAD')) return raw(request)

    const method = (request.method === 'HEAD' ? 'GET' : request.method) as Method
    const parts = path.split('/').filter(Boolean)
    let allowed: Method[] = []
    let found: { c: Compiled; params: Record<string, string> } | null = null
    for (const c of compiled) {
      const params = matchPath(c.segments, parts)
      if (!params) continue
      if (c.method === method) {
        found = { c, params }
        break
      }
      allowed = [...allowed, c.method]
    }
    if (!found) {
      if (allowed.length === 0) return errorResponse('not_found', locale)
      if (request.method === 'OPTIONS')
        return new Response(null, { status: 204, headers: { allow: allowed.join(', ') } })
      return errorResponse('method_not_allowed', locale, undefined, undefined, { allow: allowed.join(', ') })
    }

    const { endpoint, handle } = found.c.route
    const authHeader = request.headers.get('authorization')
    const token = authHeader?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null
    try {
      const db = await options.getDb()
      let user: Promise<ApiUser | null> | undefined
      const ctx: ApiContext = {
        ...options.services,
        db,
        locale,
        request,
        ip: meta?.ip ?? null,
        token,
        user: () =>
          (user ??=
            meta?.standIn && endpoint.access === 'public'
              ? Promise.resolve(meta.standIn)
              : token
                ? options.resolveUser(db, token, options.services.now())
                : Promise.resolve(null)),
      }
      // Who may call comes first: a refused caller learns nothing about the expected input.
      if (endpoint.access !== 'public') {
        const current = await ctx.user()
        if (!current)
          return errorResponse('unauthorized', locale, undefined, undefined, { 'www-authenticate': 'Bearer' })
        if (endpoint.access === 'admin' && current.role !== 'admin') return errorResponse('forbidden', locale)
      }
      const params = endpoint.params ? endpoint.params.safeParse(found.params) : undefined
      if (params && !params.success) return errorResponse('invalid_request', locale, fieldErrors(params.error, locale))
      // Refused, not ignored (issue 40): a typo'd filter would answer the unfiltered list as filtered.
      const unknownParams = endpoint.query ? unknownKeys(url.searchParams, endpoint.query) : []
      if (unknownParams.length > 0)
        return errorResponse(
          'invalid_request',
          locale,
          Object.fromEntries(unknownParams.map((k) => [k, ['validation_unknown_key']])),
        )
      const query = endpoint.query ? endpoint.query.safeParse(queryObject(url.searchParams)) : undefined
      if (query && !query.success) return errorResponse('invalid_request', locale, fieldErrors(query.error, locale))
      let body: { success: true; data: unknown } | undefined
      if (endpoint.body) {
        const read = await readJson(request, locale)
        if (!read.ok) return read.response
        const refusedBody = guard(read.value, locale)
        if (refusedBody) return refusedBody
        const parsed = endpoint.body.safeParse(read.value)
        if (!parsed.success) return errorResponse('validation_failed', locale, fieldErrors(parsed.error, locale))
        body = parsed
      }

      const input = { params: params?.data, query: query?.data, body: body?.data } as ParsedInput<typeof endpoint>
      const answer = await handle(input, ctx)
      if (answer instanceof Response) return answer
      const result = answer instanceof WithStatus ? answer.body : answer
      const status = answer instanceof WithStatus ? answer.status : (endpoint.status ?? 200)
      if (status === 204) return new Response(null, { status })
      return jsonAnswer(result, {
        status,
        headers: endpoint.access === 'public' ? { vary: 'accept-language' } : { 'cache-control': 'no-store' },
      })
    } catch (error) {
      if (error instanceof HttpError) {
        const retryAfter =
          'retryAfter' in error && typeof error.retryAfter === 'number'
            ? error.retryAfter
            : error.code === 'service_unavailable'
              ? 5
              : 900
        const headers =
          error.code === 'too_many_requests' || error.code === 'service_unavailable'
            ? { 'retry-after': String(retryAfter) }
            : undefined
        return errorResponse(error.code, locale, error.fields, error.detail, headers, error.extra)
      }
      if (error instanceof z.ZodError) return errorResponse('validation_failed', locale, fieldErrors(error, locale))
      // The client went away or the server's request timeout cut a body that never ended
      // (issue 14): the caller's doing, not a server error worth an alert.
      if (isAbortedRequest(error, request)) return errorResponse('timeout', locale)
      if (isStorageFull(error)) {
        options.onError?.(error, request)
        return errorResponse('storage_full', locale, undefined, undefined, { 'retry-after': '300' })
      }
      // The database is down or restarting: the client comes back shortly (issue 41), no alert per request.
      if (noteIfUnreachable(error))
        return errorResponse('service_unavailable', locale, undefined, undefined, {
          'retry-after': '5',
          'cache-control': 'no-store',
        })
      options.onError?.(error, request)
      return errorResponse('internal', locale)
    }
  }
}
