import type { z } from 'zod'
import type { ErrorCode } from './errors'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** Who may call an endpoint; enforced by the dispatcher before the handler runs. */
export type Access = 'public' | 'authenticated' | 'admin'

export type EndpointDef = {
  method: Method
  /** OpenAPI-style path below /api, e.g. `/products/{slug}`. */
  path: string
  summary: string
  description?: string
  tags: string[]
  access: Access
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  response: z.ZodType
  /** Media type(s) of a success answer other than JSON (e.g. `application/pdf`, or a photo's three); the handler returns a Response. */
  contentType?: string | readonly string[]
  /** Success status, 200 unless said otherwise; 204 answers no body. */
  status?: number
  /** Other success statuses with the same body, each with when it is answered (200 for a replayed POST). */
  otherStatuses?: Readonly<Record<number, string>>
  /**
   * Errors the handler itself can answer (a 409 conflict, a 403 for the wrong role, a 429), beyond
   * those the dispatcher gives every endpoint of its kind: the OpenAPI document lists them, and
   * the API tests fail on an answer it does not list (src/test/openapi-check.ts).
   */
  errors?: readonly ErrorCode[]
}

/**
 * An API endpoint's contract: client-safe zod schemas that drive validation, the typed API
 * client and the OpenAPI document alike.
 */
export const defineEndpoint = <const E extends EndpointDef>(e: E): E => e

type In<S> = S extends z.ZodType ? z.input<S> : undefined
type Out<S> = S extends z.ZodType ? z.output<S> : undefined

export type EndpointInput<E extends EndpointDef> = {
  params: In<E['params']>
  query: In<E['query']>
  body: In<E['body']>
}
export type ParsedInput<E extends EndpointDef> = {
  params: Out<E['params']>
  query: Out<E['query']>
  body: Out<E['body']>
}
export type EndpointOutput<E extends EndpointDef> = z.output<E['response']>
