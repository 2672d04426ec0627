import { FastResponse } from 'srvx'
import { answerJson } from '~/lib/memo/kept-json'

// An API answer's JSON, kept as text beside the response (decision 055). A page's loaders call
// the API in process, and turning the value into a body stream and reading it back again cost
// an uncached category page more CPU than the API's own work. The value still goes through
// JSON (`JSON.stringify` here, `JSON.parse` by the caller), so an in-process caller gets the
// very value an HTTP client would, a copy of its own. srvx writes a FastResponse's string
// to the socket without a stream, so answers over HTTP gain too.

const TEXT = Symbol('json text')
type WithText = Response & { [TEXT]?: string }

/** `Response.json(value, init)`, whose text `jsonTextOf` gives back. */
export function jsonAnswer(value: unknown, init: { status: number; headers: Record<string, string> }): Response {
  const text = answerJson(value)
  const response = new FastResponse(text, {
    status: init.status,
    headers: { 'content-type': 'application/json', ...init.headers },
  }) as unknown as WithText
  response[TEXT] = text
  return response
}

/** The JSON text of an answer made by `jsonAnswer`, or undefined for any other response. */
export const jsonTextOf = (response: Response): string | undefined => (response as WithText)[TEXT]
