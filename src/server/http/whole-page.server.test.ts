import { describe, expect, it } from 'vitest'
import { wholePage, wholeResponse } from './whole-page.server'

// Decision 054: a streamed page goes out as one body, with everything else of its answer kept.

function streamed(chunks: string[], init: ResponseInit): Response {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  return new Response(body, init)
}

describe('wholePage', () => {
  it('collects a streamed HTML page into one body with its status and headers', async () => {
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'x-cache': 'MISS' })
    headers.append('set-cookie', 'a=1; Path=/')
    headers.append('set-cookie', 'b=2; Path=/')
    const page = await wholePage(
      streamed(['<!doctype html><html>', '<body>è ', 'fine</body></html>'], { status: 404, headers }),
    )
    expect(page.status).toBe(404)
    expect(page.headers.get('x-cache')).toBe('MISS')
    expect(page.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    // What the server adds afterwards (the locale cookie, the request id) still goes on.
    page.headers.set('x-request-id', 'r1')
    // What srvx's Node adapter sends: one buffer, written at once (a stream is written per chunk).
    const sent = (
      page as unknown as { _toNodeResponse: () => { body: unknown; headers: string[][] } }
    )._toNodeResponse()
    expect(sent.body).toBeInstanceOf(Uint8Array)
    expect(new TextDecoder().decode(sent.body as Uint8Array)).toBe('<!doctype html><html><body>è fine</body></html>')
    expect(sent.headers.flat()).toEqual(expect.arrayContaining(['x-request-id', 'r1', 'set-cookie', 'b=2; Path=/']))
  })

  it('sends a page rendered whole in one write, though its body was read on the way (decision 070)', async () => {
    const bytes = new TextEncoder().encode('<!DOCTYPE html><html><body>già intera</body></html>')
    const rendered = wholeResponse(bytes, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })
    // Start's middleware reads `body` of the answer it passes on: srvx then holds a stream.
    expect(rendered.body).toBeInstanceOf(ReadableStream)
    const page = await wholePage(rendered)
    const sent = (
      page as unknown as { _toNodeResponse: () => { body: unknown; headers: string[][] } }
    )._toNodeResponse()
    expect(sent.body).toBe(bytes)
    expect(sent.headers.flat()).toEqual(expect.arrayContaining(['content-type', 'text/html; charset=utf-8']))
  })

  it('leaves other answers as they are', async () => {
    const json = Response.json({ ok: true })
    expect(await wholePage(json)).toBe(json)
    const redirect = new Response(null, { status: 302, headers: { location: '/it' } })
    expect(await wholePage(redirect)).toBe(redirect)
  })
})
