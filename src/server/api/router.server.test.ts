import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { defineEndpoint } from '~/lib/api/endpoint'
import { HttpError } from '~/lib/api/errors'
import type { Db } from '~/db/types'
import { createMailer } from '~/domains/email/mailer.server'
import { createApiHandler } from './router.server'
import { implement, type ApiUser } from '~/domains/shared/api-route'

// The dispatcher on synthetic endpoints: body parsing, validation, access and error shapes.
const echo = defineEndpoint({
  method: 'POST',
  path: '/things/{id}',
  summary: 'echo',
  tags: ['test'],
  access: 'public',
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ n: z.coerce.number().int().max(5).default(1) }),
  body: z.object({ name: z.string().min(1).max(10), count: z.number().int() }),
  response: z.object({ id: z.number(), n: z.number(), name: z.string(), locale: z.string() }),
})
const secret = defineEndpoint({
  method: 'GET',
  path: '/things/{id}',
  summary: 's',
  tags: ['t'],
  access: 'admin',
  params: z.object({ id: z.string() }),
  response: z.object({ ok: z.boolean() }),
})
const boom = defineEndpoint({
  method: 'GET',
  path: '/boom',
  summary: 'b',
  tags: ['t'],
  access: 'public',
  response: z.object({}),
})
const gone = defineEndpoint({
  method: 'GET',
  path: '/gone',
  summary: 'g',
  tags: ['t'],
  access: 'public',
  response: z.object({}),
})

const users: Record<string, ApiUser> = {
  admin: { id: 1, role: 'admin', parentId: null, priceRole: 'admin' },
  user: { id: 2, role: 'user', parentId: null, priceRole: 'user' },
}
const errors: unknown[] = []
const handler = createApiHandler({
  routes: [
    implement(echo, async ({ params, query, body }, ctx) => ({
      id: params.id,
      n: query.n,
      name: body.name,
      locale: ctx.locale,
    })),
    implement(secret, async () => ({ ok: true })),
    implement(boom, async () => {
      throw new Error('kaboom')
    }),
    implement(gone, async () => {
      throw new HttpError('not_found')
    }),
  ],
  getDb: async () => ({}) as Db,
  resolveUser: async (_db, token) => users[token] ?? null,
  services: { mailer: createMailer({}), publicUrl: 'http://test', now: () => new Date(), defer: () => {} },
  onError: (e) => errors.push(e),
})

const call = (path: string, init: RequestInit = {}) => handler(new Request(`http://test/api${path}`, init))
const post = (path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  call(path, { method: 'POST', body, headers })

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status)
  const json = (await res.json()) as { error: { code: string; message: string } }
  expect(json.error.code).toBe(code)
  expect(json.error.message.length).toBeGreaterThan(3)
  return json.error as { code: string; message: string; fields?: Record<string, string[]> }
}

describe('API dispatcher', () => {
  it('validates and passes typed input to the handler', async () => {
    const res = await post('/things/7?n=3&locale=en', JSON.stringify({ name: 'door', count: 2 }))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id: 7, n: 3, name: 'door', locale: 'en' })
  })

  it('answers a malformed JSON body with 400 malformed_json, translated', async () => {
    const error = await expectError(await post('/things/1?locale=en', '{"name": '), 400, 'malformed_json')
    expect(error.message).toBe('The request body is not valid JSON.')
    const it = await expectError(
      await post('/things/1', '{nope', { 'content-type': 'application/json', 'accept-language': 'it' }),
      400,
      'malformed_json',
    )
    expect(it.message).toBe('Il corpo della richiesta non è un JSON valido.')
  })

  it('answers a wrong body type with 422 and the fields in error', async () => {
    const error = await expectError(
      await post('/things/1?locale=en', JSON.stringify({ name: 42 })),
      422,
      'validation_failed',
    )
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['count', 'name'])
    expect(error.fields?.count).toEqual(['Required.'])
    await expectError(await post('/things/1', JSON.stringify([1, 2])), 422, 'validation_failed')
    await expectError(await post('/things/1', ''), 422, 'validation_failed')
  })

  it('refuses non-JSON and oversized bodies', async () => {
    await expectError(
      await post('/things/1', 'name=x', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      'unsupported_media_type',
    )
    await expectError(
      await post('/things/1', JSON.stringify({ name: 'x'.repeat(1_100_000), count: 1 })),
      413,
      'payload_too_large',
    )
  })

  it('answers bad params and query with 400 and fields', async () => {
    const p = await expectError(
      await post('/things/abc', JSON.stringify({ name: 'a', count: 1 })),
      400,
      'invalid_request',
    )
    expect(p.fields).toHaveProperty('id')
    const q = await expectError(
      await post('/things/1?n=99', JSON.stringify({ name: 'a', count: 1 })),
      400,
      'invalid_request',
    )
    expect(q.fields).toHaveProperty('n')
    await expectError(await call('/boom?locale=xx'), 400, 'invalid_request')
  })

  it('refuses a query parameter the endpoint does not take, naming it, translated (issue 40)', async () => {
    const body = JSON.stringify({ name: 'door', count: 2 })
    const error = await expectError(await post('/things/1?n=2&colour=red&locale=en', body), 400, 'invalid_request')
    expect(error.fields).toEqual({ colour: ['Unknown parameter.'] })
    const it = await expectError(
      await post('/things/1?sort=a&sort=b', body, { 'content-type': 'application/json', 'accept-language': 'it' }),
      400,
      'invalid_request',
    )
    expect(it.fields).toEqual({ sort: ['Parametro non riconosciuto.'] })
    // `locale` is every endpoint's; an endpoint with no query schema is left as it was.
    expect((await post('/things/1?locale=de', body)).status).toBe(200)
    expect((await call('/things/1?extra=1', { headers: { authorization: 'Bearer admin' } })).status).toBe(200)
  })

  it('answers unknown paths 404 and wrong methods 405 with Allow', async () => {
    await expectError(await call('/nowhere'), 404, 'not_found')
    const res = await call('/boom', { method: 'DELETE' })
    await expectError(res, 405, 'method_not_allowed')
    expect(res.headers.get('allow')).toBe('GET')
    // Escapes that are not UTF-8 are refused by the input guard (issue 14).
    await expectError(await call('/things/%E0%A4%A'), 400, 'invalid_request')
  })

  it('enforces access before the handler', async () => {
    await expectError(await call('/things/1'), 401, 'unauthorized')
    await expectError(await call('/things/1', { headers: { authorization: 'Bearer nobody' } }), 401, 'unauthorized')
    await expectError(await call('/things/1', { headers: { authorization: 'Bearer user' } }), 403, 'forbidden')
    const ok = await call('/things/1', { headers: { authorization: 'Bearer admin' } })
    expect(ok.status).toBe(200)
  })

  it('turns handler errors into the error body; unexpected ones into 500 and a log', async () => {
    await expectError(await call('/gone'), 404, 'not_found')
    const res = await call('/boom')
    await expectError(res, 500, 'internal')
    expect(errors).toHaveLength(1)
  })
})

describe('field messages', () => {
  it('tells a missing field from a field of the wrong type', async () => {
    const res = await post('/things/1?locale=en', JSON.stringify({ name: 'door' }))
    const wrong = await post('/things/1?locale=en', JSON.stringify({ name: 'door', count: 'two' }))
    expect(((await res.json()) as { error: { fields: Record<string, string[]> } }).error.fields.count).toEqual([
      'Required.',
    ])
    expect(((await wrong.json()) as { error: { fields: Record<string, string[]> } }).error.fields.count).toEqual([
      'Invalid value type.',
    ])
  })
})
