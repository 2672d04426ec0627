import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { buildOpenApiDocument } from './openapi.server'
import { apiRoutes } from './routes.server'

// Issue 14: every endpoint of the OpenAPI document, fed hostile input — NUL bytes, lone
// surrogates, invalid UTF-8, 10k-character strings, wrong types, huge numbers, deep nesting,
// oversized bodies, wrong content types — by an anonymous caller, a customer and an
// administrator (so guarded handlers are reached too). No answer may be ≥ 500, and every 4xx
// must be the structured error body. Generated from the document: endpoints other branches add
// are covered as soon as they are in `apiRoutes`. In-process dispatch (no sockets) keeps
// 10,000+ cases to well under a minute.

type Schema = {
  type?: string | string[]
  properties?: Record<string, Schema>
  $ref?: string
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
}
type Operation = {
  parameters?: Array<{ name: string; in: string }>
  requestBody?: { content: Record<string, { schema: Schema }> }
}
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } }

const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) })
const deepArray = (levels: number): unknown => (levels === 0 ? [] : [deepArray(levels - 1)])

/** Values no field should turn into a 500. */
const HOSTILE: unknown[] = [
  '\u0000',
  'ab\u0000cd',
  'a\uD800b',
  '\uDC00',
  '\u0007bell',
  '\uFFFF',
  'x'.repeat(10_000),
  'é'.repeat(5_000),
  '',
  ' ',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  '9'.repeat(400),
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  0,
  1.5,
  2_147_483_648,
  true,
  null,
  [],
  ['\u0000'],
  {},
  { $gt: '' },
  deep(40),
  deepArray(40),
]

/** Path parameter values (text): the same classes, as a URL carries them. */
const HOSTILE_PARAMS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%C3',
  'x'.repeat(3000),
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '..',
  '%2e%2e',
  'null',
  '%3Cscript%3E',
]

/** Whole bodies that are wrong before any field is read. */
const RAW_BODIES: Array<{ name: string; body: BodyInit; type: string }> = [
  {
    name: 'invalid UTF-8',
    body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    type: 'application/json',
  },
  {
    name: 'overlong UTF-8',
    body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
    type: 'application/json',
  },
  { name: 'malformed JSON', body: '{"a":', type: 'application/json' },
  {
    name: 'JSON with a NUL escape',
    body: '{"name":"a\\u0000b","email":"a\\u0000@b.it","code":"\\u0000"}',
    type: 'application/json',
  },
  { name: 'deep nesting', body: '['.repeat(100_000) + ']'.repeat(100_000), type: 'application/json' },
  { name: 'oversized body', body: JSON.stringify({ name: 'x'.repeat(1_100_000) }), type: 'application/json' },
  { name: 'wrong content type', body: 'name=a&email=b', type: 'application/x-www-form-urlencoded' },
  { name: 'XML', body: '<a>1</a>', type: 'application/xml' },
  { name: 'a JSON string', body: '"\\u0000"', type: 'application/json' },
  { name: 'a JSON number', body: '1e999', type: 'application/json' },
  { name: 'a JSON array', body: '[null]', type: 'application/json' },
  { name: 'no content type', body: '{}', type: '' },
]

let database: TestDatabase
let api: ReturnType<typeof createTestApi>
const tokens: Record<string, string | undefined> = { anonymous: undefined }
const doc = buildOpenApiDocument(apiRoutes) as unknown as Doc

function resolve(schema: Schema | undefined, seen = 0): Schema | undefined {
  if (!schema || seen > 5) return schema
  if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!], seen + 1)
  const parts = schema.allOf ?? schema.anyOf ?? schema.oneOf
  if (parts && !schema.properties) {
    const properties: Record<string, Schema> = {}
    for (const part of parts) Object.assign(properties, resolve(part, seen + 1)?.properties ?? {})
    return { ...schema, properties }
  }
  return schema
}

type Case = {
  label: string
  method: string
  path: string
  token?: string
  body?: BodyInit
  type?: string
  json?: unknown
}

/** The cases for one operation: hostile params, query values, body fields and whole bodies. */
function casesFor(path: string, method: string, op: Operation): Case[] {
  const upper = method.toUpperCase()
  const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)
  const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
  const fill = (value: string) => params.reduce((p, name) => p.replace(`{${name}}`, value), path)
  const plain = fill('999999')
  const cases: Case[] = []
  for (const value of HOSTILE_PARAMS)
    if (params.length > 0) cases.push({ label: `param ${value.slice(0, 20)}`, method: upper, path: fill(value) })
  for (const name of [...query, 'locale', 'page']) {
    for (const value of HOSTILE_PARAMS)
      cases.push({ label: `query ${name}=${value.slice(0, 20)}`, method: upper, path: `${plain}?${name}=${value}` })
  }
  const schema = resolve(op.requestBody?.content['application/json']?.schema)
  if (schema || upper !== 'GET') {
    const fields = Object.keys(schema?.properties ?? {})
    for (const field of fields.length > 0 ? fields : ['name']) {
      for (const value of HOSTILE)
        cases.push({ label: `body.${field}`, method: upper, path: plain, json: { [field]: value } })
    }
    for (const value of HOSTILE)
      cases.push({
        label: `whole body ${JSON.stringify(value)?.slice(0, 20)}`,
        method: upper,
        path: plain,
        json: value,
      })
    for (const raw of RAW_BODIES)
      cases.push({ label: raw.name, method: upper, path: plain, body: raw.body, type: raw.type })
  }
  return cases
}

const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ path, method, op })),
)

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db)
  for (const [who, email] of [
    ['user', 'cliente@soglia.test'],
    ['admin', 'admin@soglia.test'],
  ] as const) {
    const res = await api.call('/auth/login', {
      method: 'POST',
      json: { email, password: 'soglia-demo' },
      ip: `198.18.0.${who === 'user' ? 1 : 2}`,
    })
    tokens[who] = ((await res.json()) as { access_token: string }).access_token
  }
}, 120_000)
afterAll(() => database?.close())

describe('bad input on every endpoint of the OpenAPI document (issue 14)', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(40)
  })

  it('never answers ≥ 500, and every 4xx is a structured error', async () => {
    let total = 0
    const failures: string[] = []
    for (const { path, method, op } of operations) {
      // Signing out or refreshing would end the session the other cases use.
      const callers = /\/auth\/(logout|refresh)$/.test(path) ? ['anonymous'] : Object.keys(tokens)
      for (const caller of callers) {
        for (const c of casesFor(path, method, op)) {
          total++
          const headers: Record<string, string> = c.type ? { 'content-type': c.type } : {}
          const res = await api.call(c.path, {
            method: c.method,
            token: tokens[caller],
            ...(c.json !== undefined ? { json: c.json } : c.body !== undefined ? { body: c.body, headers } : {}),
            ip: `198.19.${total % 250}.${(total >> 8) % 250}`,
          })
          const where = `${c.method} ${path} as ${caller}: ${c.label} → ${res.status}`
          if (res.status >= 500) failures.push(where)
          else if (res.status >= 400) {
            const body = (await res.json().catch(() => null)) as {
              error?: { code?: unknown; message?: unknown }
            } | null
            if (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string')
              failures.push(`${where} (unstructured)`)
          } else await res.body?.cancel()
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([])
    expect(api.errors).toEqual([])
    expect(total).toBeGreaterThanOrEqual(10_000)
    console.info(`bad-input suite: ${total} cases on ${operations.length} operations`)
  }, 600_000)
})
