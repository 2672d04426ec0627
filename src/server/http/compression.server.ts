import { Duplex } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib'
import { FastResponse } from 'srvx'
import { wholeBodyOf } from './whole-page.server'

// Rendered pages and API answers are compressed on the fly (decision 010). Static files are
// compressed once at build time by nitro (`compressPublicAssets`) and never reach this code.
// Brotli at quality 4 costs about as much CPU as gzip at level 6 and is ~15 % smaller; every
// chunk is flushed so a streamed page still arrives piece by piece.

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json|problem\+json)|image\/svg\+xml)/
/** Below this size (when known) compression does not pay for itself. */
const MIN_BYTES = 1024

export type Encoding = 'br' | 'gzip'

/** The encoding to answer with: brotli when the client takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | null): Encoding | null {
  const offered = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    offered.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const weight = (name: string) => offered.get(name) ?? offered.get('*') ?? 0
  if (weight('br') > 0) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return null
}

// Headers first, the body last: reading `body` of srvx's FastResponse (a page-cache hit) turns
// its bytes into a web stream, which costs a fifth of a cache hit.
function shouldCompress(request: Request, response: Response): boolean {
  if (request.method === 'HEAD') return false
  if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304)
    return false
  const headers = response.headers
  if (headers.has('content-encoding')) return false
  if (/\bno-transform\b/.test(headers.get('cache-control') ?? '')) return false
  const length = headers.get('content-length')
  if (length !== null && Number(length) < MIN_BYTES) return false
  const type = headers.get('content-type') ?? ''
  return (
    COMPRESSIBLE.test(type) &&
    !type.startsWith('text/event-stream') &&
    (wholeBodyOf(response) !== undefined || response.body !== null)
  )
}

const encoder = (encoding: Encoding) =>
  encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH })

const brotliOnce = promisify(brotliCompress)
const gzipOnce = promisify(gzip)
/**
 * A body known whole, compressed in one call on libuv's threads (decision 054): a customer's
 * page compressed through the stream cost 1.3 ms of the event loop per answer, more than making
 * the page; in one call the loop only hands the bytes over.
 */
async function compressWhole(body: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const out =
    encoding === 'br'
      ? await brotliOnce(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : await gzipOnce(body, { level: 6 })
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength) as Uint8Array<ArrayBuffer>
}

/** The response compressed for this request, or the same response when that does not apply. */
export function compressResponse(request: Request, response: Response): Response | Promise<Response> {
  const vary = () => {
    try {
      if (!/accept-encoding/i.test(response.headers.get('vary') ?? ''))
        response.headers.append('vary', 'Accept-Encoding')
    } catch {
      // Immutable headers (a fetched response): left as they are.
    }
  }
  const encoding = pickEncoding(request.headers.get('accept-encoding'))
  if (!encoding || !shouldCompress(request, response)) {
    if (
      COMPRESSIBLE.test(response.headers.get('content-type') ?? '') &&
      response.status !== 204 &&
      response.status !== 304
    )
      vary()
    return response
  }
  const headers = new Headers(response.headers)
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding')
  // A strong ETag names the uncompressed bytes; the compressed ones get a weak one.
  const etag = headers.get('etag')
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`)
  const whole = wholeBodyOf(response)
  if (whole)
    return compressWhole(whole, encoding).then(
      (body) =>
        new FastResponse(body, {
          status: response.status,
          statusText: response.statusText,
          headers,
        }) as unknown as Response,
    )
  const body = response.body!.pipeThrough(
    Duplex.toWeb(encoder(encoding)) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
  )
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
