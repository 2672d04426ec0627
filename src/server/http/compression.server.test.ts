import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressResponse, pickEncoding } from './compression.server'
import { wholeResponse } from './whole-page.server'

const html = `<!doctype html><html><body>${'<p>Porte e finestre</p>'.repeat(200)}</body></html>`
const page = (init: ResponseInit = {}, body: string = html) =>
  new Response(body, {
    status: 200,
    ...init,
    headers: { 'content-type': 'text/html; charset=utf-8', ...(init.headers as object) },
  })
const get = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://shop.test/', { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })
const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer())

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, deflate')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding(null)).toBeNull()
  })
})

describe('compressResponse', () => {
  it('compresses a page with brotli and keeps status and headers', async () => {
    const response = await compressResponse(get('gzip, br'), page({ status: 404, headers: { 'set-cookie': 'a=1' } }))
    expect(response.status).toBe(404)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(response.headers.get('set-cookie')).toBe('a=1')
    const body = await bytes(response)
    expect(body.length).toBeLessThan(html.length / 5)
    expect(brotliDecompressSync(body).toString()).toBe(html)
  })

  it('falls back to gzip and weakens a strong ETag', async () => {
    const response = await compressResponse(
      get('gzip'),
      page({ headers: { etag: '"abc"', 'content-length': String(html.length) } }),
    )
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('etag')).toBe('W/"abc"')
    expect(gunzipSync(await bytes(response)).toString()).toBe(html)
  })

  it('compresses JSON answers too', async () => {
    const json = JSON.stringify({ data: Array.from({ length: 100 }, (_, i) => ({ id: i, name: 'Porta' })) })
    const response = await compressResponse(
      get('br'),
      new Response(json, { headers: { 'content-type': 'application/json' } }),
    )
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(json)
  })

  it('leaves alone: no accepted encoding, HEAD, 304, already encoded, small, binary, no-transform', async () => {
    const untouched = [
      [get(), page()],
      [get('br', 'HEAD'), page()],
      [get('br'), new Response(null, { status: 304 })],
      [get('br'), page({ headers: { 'content-encoding': 'gzip' } })],
      [get('br'), page({ headers: { 'content-length': '10' } }, '<p>x</p>')],
      [get('br'), new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } })],
      [get('br'), page({ headers: { 'cache-control': 'no-transform' } })],
    ] as const
    for (const [request, response] of untouched) expect(await compressResponse(request, response)).toBe(response)
    // An uncompressed page still tells caches that it depends on Accept-Encoding.
    expect((await compressResponse(get(), page())).headers.get('vary')).toMatch(/accept-encoding/i)
  })

  it('compresses a body known whole in one call, and hands srvx the bytes (decision 054)', async () => {
    const whole = () =>
      wholeResponse(new TextEncoder().encode(html), {
        status: 201,
        headers: { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'a=1' },
      })
    for (const [encoding, inflate] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await compressResponse(get(encoding), whole())
      expect(response.status).toBe(201)
      expect(response.headers.get('content-encoding')).toBe(encoding)
      expect(response.headers.get('set-cookie')).toBe('a=1')
      const sent = (response as unknown as { _toNodeResponse: () => { body: unknown } })._toNodeResponse()
      expect(sent.body).toBeInstanceOf(Uint8Array)
      expect(inflate(sent.body as Uint8Array).toString()).toBe(html)
    }
  })
})
