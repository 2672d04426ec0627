// The API's error contract: every failure is `{ error: { code, message, fields? } }`.
// Client-safe: the storefront reads these too.

export const errorStatus = {
  invalid_request: 400,
  malformed_json: 400,
  token_invalid: 400,
  token_expired: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  email_not_verified: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  price_changed: 409,
  coupon_unavailable: 409,
  invalid_transition: 409,
  idempotency_key_reused: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  too_many_requests: 429,
  internal: 500,
  not_implemented: 501,
  bad_gateway: 502,
  storage_full: 503,
  service_unavailable: 503,
  timeout: 408,
} as const

export type ErrorCode = keyof typeof errorStatus
export type FieldErrors = Record<string, string[]>

export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; fields?: FieldErrors } & Record<string, unknown>
}

/** Thrown by API handlers; the dispatcher turns it into the error body, translated. */
export class HttpError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    readonly fields?: FieldErrors,
    /** Overrides the translated default message for the code. */
    readonly detail?: string,
    /** More members of `error` (e.g. `quote` of a 409 price_changed). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail ?? code)
    this.name = 'HttpError'
    this.status = errorStatus[code]
  }
}

/** What the API client throws when the API answered with an error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** The whole `error` member, for codes that carry more (a 409 price_changed's `quote`). */
    readonly error?: ApiErrorBody['error'],
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const isApiErrorBody = (v: unknown): v is ApiErrorBody =>
  typeof v === 'object' && v !== null && 'error' in v && typeof (v as ApiErrorBody).error?.code === 'string'
