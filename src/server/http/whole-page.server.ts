import { FastResponse } from 'srvx'

/**
 * A rendered page as one body (decision 054). Start streams its HTML in React's small chunks,
 * and the Node server writes each to the socket on its own: a 40–75 kB page took ~40 writes,
 * and the writes were the biggest single item of an uncached page's profile. A page is rendered
 * whole before its first byte anyway (its loaders run first; the page cache keeps misses whole),
 * so it is collected and written once. srvx writes a FastResponse's bytes straight to the socket.
 * Anything but a streamed HTML answer is returned as it is.
 */
export async function wholePage(response: Response): Promise<Response> {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response
  const body = new Uint8Array(await response.arrayBuffer())
  return new FastResponse(body, { status: response.status, statusText: response.statusText, headers: response.headers }) as unknown as Response
}
