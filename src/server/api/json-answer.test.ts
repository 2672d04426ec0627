import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { jsonAnswer, jsonTextOf } from './json-answer'

describe('an API answer whose JSON an in-process caller reads as text (decision 055)', () => {
  it('is the JSON a client gets over HTTP: same status, headers and body, with values turned to JSON', async () => {
    const value = { at: new Date('2026-11-27T10:00:00.000Z'), price: 18320, gone: undefined, list: [1, 'due'] }
    const response = jsonAnswer(value, { status: 201, headers: { vary: 'accept-language' } })
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('vary')).toBe('accept-language')
    const text = jsonTextOf(response)!
    expect(JSON.parse(text)).toEqual({ at: '2026-11-27T10:00:00.000Z', price: 18320, list: [1, 'due'] })
    expect(await response.text()).toBe(text)
  })

  it('is told apart from any other response', () => {
    expect(jsonTextOf(Response.json({ a: 1 }))).toBeUndefined()
  })

  describe('from the real API handler', () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await createTestDatabase({ seed: true })
    }, 60_000)
    afterAll(() => database.close())

    it('a read answers with its text, the same as its body, and an error answers as before', async () => {
      const api = createTestApi(database.db)
      const ok = await api.handler(new Request('http://shop.test/api/categories?locale=it'), { ip: null })
      const text = jsonTextOf(ok)
      expect(text).toBeDefined()
      expect(await ok.text()).toBe(text)
      expect((JSON.parse(text!) as { data: Array<{ slug: string }> }).data.map((c) => c.slug)).toContain(
        'porte-interne',
      )
      const missing = await api.handler(new Request('http://shop.test/api/products/nessuna-porta?locale=it'), {
        ip: null,
      })
      expect(missing.status).toBe(404)
      expect(jsonTextOf(missing)).toBeUndefined()
      expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found')
    })
  })
})
