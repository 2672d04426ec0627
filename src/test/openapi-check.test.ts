import { describe, expect, it } from 'vitest'
import { checkAnswer } from './openapi-check'

// The harness's check of every answer against the OpenAPI document (issue 40): it must catch
// an undocumented status and a body the schema refuses, and let a documented answer through.
const url = (path: string) => new URL(`http://test/api${path}`)
const error = { error: { code: 'conflict', message: 'Già usato.' } }

describe('checkAnswer', () => {
  it('passes an answer the document describes', async () => {
    await checkAnswer('GET', url('/settings'), Response.json(error, { status: 500 }))
    await checkAnswer('DELETE', url('/admin/coupons/3'), new Response(null, { status: 204 }))
    await checkAnswer('DELETE', url('/admin/coupons/3'), Response.json(error, { status: 409 }))
  })

  it('fails a status the operation does not list, naming the operation', async () => {
    await expect(checkAnswer('GET', url('/settings?locale=en'), Response.json(error, { status: 409 }))).rejects.toThrow(
      /GET \/settings \(\/api\/settings\?locale=en\) answered 409, which the OpenAPI document does not list/,
    )
  })

  it('fails a body the schema refuses, with the path in error', async () => {
    await expect(
      checkAnswer('GET', url('/pages/chi-siamo'), Response.json(error, { status: 404 })),
    ).resolves.toBeUndefined()
    await expect(
      checkAnswer('GET', url('/pages/chi-siamo'), Response.json({ error: { code: 'not_found' } }, { status: 404 })),
    ).rejects.toThrow(
      /GET \/pages\/\{slug\} .* answered 404 with a body the document's schema refuses:\n {2}\/error must have required property 'message'/,
    )
  })

  it('fails a JSON answer where the document says 204, and another media type', async () => {
    await expect(checkAnswer('DELETE', url('/admin/coupons/3'), Response.json({}, { status: 200 }))).rejects.toThrow(
      /answered 200, which the OpenAPI document does not list/,
    )
    await expect(
      checkAnswer(
        'GET',
        url('/settings'),
        new Response('<p>', { status: 200, headers: { 'content-type': 'text/html' } }),
      ),
    ).rejects.toThrow(/as "text\/html"/)
  })

  it('leaves calls no operation answers (an unknown path, a method the path does not take) to the router', async () => {
    await checkAnswer('GET', url('/nothing-here'), Response.json(error, { status: 404 }))
    await checkAnswer('POST', url('/settings'), Response.json(error, { status: 405 }))
  })
})
