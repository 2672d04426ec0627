// What a server-function call (`/_serverFn/<id>`) must be before TanStack Start reads it
// (issue 14): a bounded body (the API's 1 MB; multipart uploads 10 MB), valid UTF-8 text without
// NUL bytes or lone surrogates, JSON that parses, nests at most MAX_DEPTH and is a payload Start
// can deserialize. Start itself answers 500 to each of these; here they are structured 4xx.
import { defaultSerovalDeserializerPlugins } from '@tanstack/router-core/ssr/server'
import { fromJSON } from 'seroval'
import { errorResponse } from '~/lib/api/errors.server'
import { pickLocale } from '~/server/api/accept-language'
import { baseLocale, locales, type Locale } from '~/lib/i18n/locales'
import type { FieldErrors } from '~/lib/api/errors'
import { decodeUtf8, findInputProblem, jsonTooDeep, readBodyCapped } from '~/lib/validation/input-guard'

export const SERVER_FN_PREFIX = '/_serverFn/'
export const MAX_SERVER_FN_BODY = 1_000_000
export const MAX_SERVER_FN_MULTIPART = 10_000_000

export type GuardResult = { ok: true; request: Request } | { ok: false; response: Response }

const refuse = (locale: Locale, code: Parameters<typeof errorResponse>[0], fields?: FieldErrors): GuardResult => ({
  ok: false,
  response: errorResponse(code, locale, fields),
})

/** A JSON payload as Start would read it: parsed, guarded, deserializable. */
function checkJson(text: string, locale: Locale): GuardResult | null {
  const problem = findInputProblem(text)
  if (problem) return refuse(locale, 'invalid_request', { _: ['validation_invalid_text'] })
  if (jsonTooDeep(text)) return refuse(locale, 'invalid_request', { _: ['validation_too_deep'] })
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return refuse(locale, 'malformed_json')
  }
  try {
    const payload = fromJSON(json as Parameters<typeof fromJSON>[0], { plugins: defaultSerovalDeserializerPlugins })
    const found = findInputProblem(payload)
    if (found)
      return refuse(locale, 'invalid_request', {
        [found.path]: [found.reason === 'invalid_text' ? 'validation_invalid_text' : 'validation_too_deep'],
      })
  } catch {
    return refuse(locale, 'malformed_json')
  }
  return null
}

/**
 * The request to hand to Start (its body read once, here, and passed on as bytes), or the
 * structured refusal. `known` says whether a function id exists (Start answers 500 otherwise).
 */
export async function guardServerFn(
  request: Request,
  url: URL,
  known?: (id: string) => boolean | Promise<boolean>,
): Promise<GuardResult> {
  const locale = pickLocale(request.headers.get('accept-language'), locales, baseLocale)
  const id = url.pathname.slice(SERVER_FN_PREFIX.length).split('/')[0] ?? ''
  if (!id || !/^[\w.~-]{1,512}$/.test(id) || (known && !(await known(id)))) return refuse(locale, 'not_found')
  const method = request.method.toUpperCase()
  if (method === 'GET' || method === 'HEAD') {
    const payload = url.searchParams.get('payload')
    if (payload === null) return { ok: true, request }
    if (payload.length > MAX_SERVER_FN_BODY) return refuse(locale, 'payload_too_large')
    return checkJson(payload, locale) ?? { ok: true, request }
  }
  if (method !== 'POST') return refuse(locale, 'method_not_allowed')
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  const multipart = type.startsWith('multipart/form-data')
  const bytes = await readBodyCapped(request, multipart ? MAX_SERVER_FN_MULTIPART : MAX_SERVER_FN_BODY)
  if (!bytes) return refuse(locale, 'payload_too_large')
  if (!multipart) {
    const text = decodeUtf8(bytes)
    if (text === null) return refuse(locale, 'invalid_request', { _: ['validation_invalid_text'] })
    if (type.includes('application/json')) {
      const refused = text.trim() === '' ? null : checkJson(text, locale)
      if (refused) return refused
    } else if (type.startsWith('application/x-www-form-urlencoded')) {
      const decoded = [...new URLSearchParams(text).entries()].flat()
      if (findInputProblem(decoded)) return refuse(locale, 'invalid_request', { _: ['validation_invalid_text'] })
    } else if (bytes.byteLength > 0) {
      return refuse(locale, 'unsupported_media_type')
    }
  }
  // The body was consumed: the same request again, with the bytes read. Built from its parts:
  // srvx's request is not undici's, so `new Request(request, …)` cannot copy it.
  return {
    ok: true,
    request: new Request(request.url, {
      method: 'POST',
      headers: new Headers(request.headers),
      body: bytes,
      signal: request.signal,
    }),
  }
}
