import { FastResponse } from 'srvx'

// Answers whose body is known as one array of bytes (decision 054): a rendered page, a
// customer's page made from the shared render. srvx writes a FastResponse's bytes straight to
// the socket in one write, and compression takes them in one call (compression.server.ts)
// instead of through a stream.

type Bytes = Uint8Array<ArrayBuffer>
const bodies = new WeakMap<Response, Bytes>()

/** An answer over `body`, which the server writes at once and compresses in one call. */
export function wholeResponse(body: Bytes, init: ResponseInit): Response {
  const response = new FastResponse(body, init) as unknown as Response
  bodies.set(response, body)
  return response
}

/** The bytes of an answer made by `wholeResponse`; undefined for any other answer. */
export const wholeBodyOf = (response: Response): Bytes | undefined => bodies.get(response)

/**
 * A rendered page as one body. srvx writes a streamed body to the socket chunk by chunk: a
 * 40–75 kB page took tens of writes, the biggest single item of an uncached page's profile. A
 * page is rendered whole before its first byte anyway (its loaders run first; on Node it is
 * rendered by the string renderer and encoded in blocks, decisions 070 and 072), so it is
 * written once. An HTML answer that still comes as a stream is collected first; anything but
 * HTML is returned as it is.
 */
export async function wholePage(response: Response): Promise<Response> {
  // Made whole already (render-page.server.ts), but Start's middleware read its `body` on the
  // way out, which turned it into a stream that srvx would write chunk by chunk: the same bytes
  // in a fresh answer go out in one write.
  const whole = bodies.get(response)
  if (whole)
    return wholeResponse(whole, { status: response.status, statusText: response.statusText, headers: response.headers })
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response
  const body = new Uint8Array(await response.arrayBuffer())
  return wholeResponse(body, { status: response.status, statusText: response.statusText, headers: response.headers })
}
