import { Duplex } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

// Rendered pages and API answers are compressed on the fly (decision 010). Static files are
// compressed once at build time by nitro (`compressPublicAssets`) and never reach this code.
// Brotli at quality 4 costs about as much CPU as gzip at level 6 and is ~15 % smaller; every
// chunk is flushed so a streamed page still arrives piece by piece.

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json|problem\+json)|image\/svg\+xml)/
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
  if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304) return false
  const headers = response.headers
  if (headers.has('content-encoding')) return false
  if (/\bno-transform\b/.test(headers.get('cache-control') ?? '')) return false
  const length = headers.get('content-length')
  if (length !== null && Number(length) < MIN_BYTES) return false
  const type = headers.get('content-type') ?? ''
  return COMPRESSIBLE.test(type) && !type.startsWith('text/event-stream') && response.body !== null
}

const encoder = (encoding: Encoding) =>
  encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH })

/** The response compressed for this request, or the same response when that does not apply. */
export function compressResponse(request: Request, response: Response): Response {
  const vary = () => {
    try {
      if (!/accept-encoding/i.test(response.headers.get('vary') ?? '')) response.headers.append('vary', 'Accept-Encoding')
    } catch {
      // Immutable headers (a fetched response): left as they are.
    }
  }
  const encoding = pickEncoding(request.headers.get('accept-encoding'))
  if (!encoding || !shouldCompress(request, response)) {
    if (COMPRESSIBLE.test(response.headers.get('content-type') ?? '') && response.status !== 204 && response.status !== 304) vary()
    return response
  }
  const headers = new Headers(response.headers)
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding')
  // A strong ETag names the uncompressed bytes; the compressed ones get a weak one.
  const etag = headers.get('etag')
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`)
  const body = response.body!.pipeThrough(Duplex.toWeb(encoder(encoding)) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>)
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
