/**
 * The response with one header set (or appended), in place when its headers may change, else
 * on a copy: a fetched or cached answer has immutable headers.
 */
export function withHeader(response: Response, name: string, value: string, mode: 'set' | 'append' = 'set'): Response {
  try {
    response.headers[mode](name, value)
    return response
  } catch {
    const headers = new Headers(response.headers)
    headers[mode](name, value)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
