import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi'
import { errorBodySchema } from '~/lib/api/common.schemas'
import { errorStatus } from '~/lib/api/errors'
import { localeSchema } from '~/lib/api/common.schemas'
import type { Route } from './router.server'

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
})

/** The OpenAPI 3.1 document, generated from the same zod schemas that validate requests. */
export function buildOpenApiDocument(routes: Route[], serverUrl = '/api') {
  const paths: ZodOpenApiPathsObject = {}
  for (const { endpoint } of routes) {
    const responses: Record<string, ZodOpenApiResponseObject> = {
      [String(endpoint.status ?? 200)]: {
        description: 'Success',
        content: { [endpoint.contentType ?? 'application/json']: { schema: endpoint.response } },
      },
      [String(errorStatus.invalid_request)]: errorResponse('Malformed request or invalid parameters'),
      [String(errorStatus.internal)]: errorResponse('Unexpected server error'),
    }
    if (endpoint.params) responses[String(errorStatus.not_found)] = errorResponse('Not found')
    if (endpoint.body) responses[String(errorStatus.validation_failed)] = errorResponse('Invalid body, with the fields in error')
    if (endpoint.access !== 'public') responses[String(errorStatus.unauthorized)] = errorResponse('Missing or expired token')
    if (endpoint.access === 'admin') responses[String(errorStatus.forbidden)] = errorResponse('Not an administrator')

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
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Soglia API',
      version: '1.0.0',
      description:
        'REST API of the Soglia shop. Amounts are integer euro cents, VAT included. Localized content follows ' +
        '`?locale=` or `Accept-Language` (Italian fallback). Errors are `{ "error": { "code", "message", "fields"? } }`.',
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  })
}
