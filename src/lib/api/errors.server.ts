import type { z } from 'zod'
import { m } from '~/paraglide/messages.js'
import { errorStatus, type ApiErrorBody, type ErrorCode, type FieldErrors } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { translateIssue, translateKey, type IssueLike } from '~/lib/validation/issues'

const codeMessage: Record<ErrorCode, (l: Locale) => string> = {
  invalid_request: (locale) => m.api_error_bad_request({}, { locale }),
  malformed_json: (locale) => m.api_error_malformed_json({}, { locale }),
  unauthorized: (locale) => m.api_error_unauthorized({}, { locale }),
  forbidden: (locale) => m.api_error_forbidden({}, { locale }),
  not_found: (locale) => m.api_error_not_found({}, { locale }),
  method_not_allowed: (locale) => m.api_error_method_not_allowed({}, { locale }),
  conflict: (locale) => m.api_error_conflict({}, { locale }),
  price_changed: (locale) => m.orders_error_price_changed({}, { locale }),
  coupon_unavailable: (locale) => m.orders_error_coupon_unavailable({}, { locale }),
  invalid_transition: (locale) => m.orders_error_invalid_transition({}, { locale }),
  idempotency_key_reused: (locale) => m.orders_error_idempotency_key_reused({}, { locale }),
  payload_too_large: (locale) => m.api_error_payload_too_large({}, { locale }),
  unsupported_media_type: (locale) => m.api_error_unsupported_media_type({}, { locale }),
  validation_failed: (locale) => m.api_error_validation({}, { locale }),
  too_many_requests: (locale) => m.api_error_too_many_requests({}, { locale }),
  email_not_verified: (locale) => m.auth_email_not_verified({}, { locale }),
  invalid_credentials: (locale) => m.auth_invalid_credentials({}, { locale }),
  token_invalid: (locale) => m.auth_token_invalid({}, { locale }),
  token_expired: (locale) => m.auth_token_expired({}, { locale }),
  internal: (locale) => m.api_error_internal({}, { locale }),
  not_implemented: (locale) => m.api_error_not_implemented({}, { locale }),
  bad_gateway: (locale) => m.api_error_internal({}, { locale }),
  storage_full: (locale) => m.api_error_storage_full({}, { locale }),
  service_unavailable: (locale) => m.api_error_unavailable({}, { locale }),
  timeout: (locale) => m.api_error_timeout({}, { locale }),
}

export function errorBody(
  code: ErrorCode,
  locale: Locale,
  fields?: FieldErrors,
  detail?: string,
  extra?: Record<string, unknown>,
): ApiErrorBody {
  const translated =
    fields && Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.map((t) => translateKey(t, locale))]))
  // A detail may be a message key (translated here) or a text of its own.
  return {
    error: {
      ...extra,
      code,
      message: detail ? translateKey(detail, locale) : codeMessage[code](locale),
      ...(translated ? { fields: translated } : {}),
    },
  }
}

export function errorResponse(
  code: ErrorCode,
  locale: Locale,
  fields?: FieldErrors,
  detail?: string,
  headers?: HeadersInit,
  extra?: Record<string, unknown>,
): Response {
  return Response.json(errorBody(code, locale, fields, detail, extra), { status: errorStatus[code], headers })
}

/** One translated message per zod issue, keyed by the dotted path of the field. */
export function fieldErrors(error: z.ZodError, locale: Locale, prefix?: string): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_'
    ;(fields[key] ??= []).push(translateIssue(issue as IssueLike, locale))
  }
  return fields
}
