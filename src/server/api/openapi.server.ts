import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiOverrideContext,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi'
import { errorBodySchema, localeSchema } from '~/lib/api/common.schemas'
import type { EndpointDef } from '~/lib/api/endpoint'
import { errorStatus, type ErrorCode } from '~/lib/api/errors'
import type { Route } from '~/domains/shared/api-route'

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
})

/** What an error code means to a client, for the document's answer descriptions. */
const codeMeaning: Record<ErrorCode, string> = {
  invalid_request: 'Malformed request or invalid parameters (an unknown query parameter included)',
  malformed_json: 'The body is not JSON',
  token_invalid: 'The link’s token is not valid',
  token_expired: 'The link’s token has expired',
  unauthorized: 'Missing or expired token',
  invalid_credentials: 'Wrong e-mail or password',
  forbidden: 'The caller’s role may not do this',
  email_not_verified: 'The e-mail address is not confirmed yet',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  conflict: 'Conflicts with the current state (a value already taken, a row still referenced)',
  price_changed: 'The total changed since the quote (the new quote is in `error.quote`)',
  coupon_unavailable: 'The coupon is no longer available',
  invalid_transition: 'The order cannot go to that state from its current one',
  idempotency_key_reused: 'The Idempotency-Key was used for a different request',
  payload_too_large: 'The body is larger than the endpoint takes (1 MB of JSON)',
  unsupported_media_type: 'The body is not `application/json`',
  validation_failed: 'Invalid body, with the fields in error',
  too_many_requests: 'Too many attempts; retry after `Retry-After` seconds',
  internal: 'Unexpected server error',
  not_implemented: 'This build of the server does not offer it (image uploads on the Deno and Workers builds)',
  bad_gateway: 'A service the shop relies on failed',
  storage_full: 'The server’s disk is full; retry after `Retry-After` seconds',
  service_unavailable: 'The database is unreachable; retry after `Retry-After` seconds',
  timeout: 'The request body did not arrive in time',
}

/** The error codes the dispatcher itself can answer for this endpoint (src/server/api/router.server.ts). */
function dispatcherErrors(endpoint: EndpointDef): ErrorCode[] {
  return [
    'invalid_request',
    'internal',
    'service_unavailable',
    'storage_full',
    ...(endpoint.params ? (['not_found'] as const) : []),
    ...(endpoint.body
      ? (['validation_failed', 'malformed_json', 'payload_too_large', 'unsupported_media_type', 'timeout'] as const)
      : []),
    ...(endpoint.access !== 'public' ? (['unauthorized'] as const) : []),
    ...(endpoint.access === 'admin' ? (['forbidden'] as const) : []),
  ]
}

/** Every answer of an endpoint: its success status(es), then each error status with the codes behind it. */
function responsesOf(endpoint: EndpointDef): Record<string, ZodOpenApiResponseObject> {
  const success: ZodOpenApiResponseObject =
    endpoint.status === 204
      ? { description: 'Done; no body' }
      : {
          description: 'Success',
          content: Object.fromEntries(
            [endpoint.contentType ?? 'application/json'].flat().map((type) => [type, { schema: endpoint.response }]),
          ),
        }
  const responses: Record<string, ZodOpenApiResponseObject> = { [String(endpoint.status ?? 200)]: success }
  for (const [status, when] of Object.entries(endpoint.otherStatuses ?? {}))
    responses[status] = { ...success, description: when }
  const byStatus = new Map<number, string[]>()
  for (const code of new Set([...dispatcherErrors(endpoint), ...(endpoint.errors ?? [])])) {
    const meanings = byStatus.get(errorStatus[code]) ?? []
    byStatus.set(errorStatus[code], [...meanings, `\`${code}\`: ${codeMeaning[code]}`])
  }
  for (const [status, meanings] of [...byStatus].sort(([a], [b]) => a - b))
    responses[String(status)] = errorResponse(meanings.join('; '))
  return responses
}

type CheckDef = { check: string; tx?: (value: string) => unknown; minimum?: number }

/**
 * What a zod check refuses that its JSON Schema would let through (issue 40): a string trimmed
 * before its minimum length refuses blank text, which `minLength` alone allows, so the document
 * adds "has a non-space character". Read from the very schema that validates the request.
 */
function sayWhatZodRefuses(ctx: ZodOpenApiOverrideContext) {
  if (ctx.io !== 'input' || ctx.jsonSchema.type !== 'string' || ctx.jsonSchema.pattern !== undefined) return
  const checks = ((ctx.zodSchema._zod.def as { checks?: Array<{ _zod: { def: CheckDef } }> }).checks ?? []).map(
    (c) => c._zod.def,
  )
  const trimmedAt = checks.findIndex((c) => c.check === 'overwrite' && c.tx?.(' x ') === 'x')
  const minimumAt = checks.findIndex((c) => c.check === 'min_length' && (c.minimum ?? 0) >= 1)
  if (trimmedAt >= 0 && minimumAt > trimmedAt) ctx.jsonSchema.pattern = '\\S'
}

/** The OpenAPI 3.1 document, generated from the same zod schemas that validate requests. */
export function buildOpenApiDocument(routes: Route[], serverUrl = '/api') {
  const paths: ZodOpenApiPathsObject = {}
  for (const { endpoint } of routes) {
    const responses = responsesOf(endpoint)
    const query = endpoint.query ? endpoint.query.extend({ locale: localeSchema.optional() }) : undefined
    const operation: ZodOpenApiOperationObject = {
      summary: endpoint.summary,
      description: endpoint.description,
      tags: endpoint.tags,
      operationId: `${endpoint.method.toLowerCase()}${endpoint.path.replace(/\{(\w+)\}/g, 'By_$1').replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      security: endpoint.access === 'public' ? [] : [{ bearer: [] }],
      requestParams: {
        ...(endpoint.params ? { path: endpoint.params } : {}),
        ...(query ? { query } : {}),
      },
      ...(endpoint.body ? { requestBody: { content: { 'application/json': { schema: endpoint.body } } } } : {}),
      responses,
    }
    if (!endpoint.query) {
      operation.parameters = [
        { name: 'locale', in: 'query', required: false, schema: { type: 'string', enum: [...localeSchema.options] } },
      ]
    }
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation }
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Soglia API',
        version: '1.0.0',
        description:
          'REST API of the Soglia shop. Amounts are integer euro cents, VAT included. Localized content follows ' +
          '`?locale=` or `Accept-Language` (Italian fallback). Errors are `{ "error": { "code", "message", "fields"? } }`. ' +
          'A query parameter an operation does not list, and text with control characters (but tab and line breaks), ' +
          'NUL, lone surrogates or noncharacters anywhere in a request, are refused with 400.',
      },
      servers: [{ url: serverUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      paths,
    },
    { override: sayWhatZodRefuses },
  )
}
