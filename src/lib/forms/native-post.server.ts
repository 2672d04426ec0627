// A confirm page's form posted by the browser itself, with no JavaScript (issue 14): the link
// from an e-mail opens a page whose button is a real `<form method="post">`. With JavaScript
// the page's own handler takes the submit (a server function) and this is never reached;
// without it, the browser posts here and is sent back to the page with the outcome (303).
import { ApiError } from '~/lib/api/errors'
import { readBodyCapped } from '~/lib/validation/input-guard'

import type { NativeOutcome } from './native-outcome'

const MAX_FORM_BYTES = 8_192

/** A refusal decided by the page's own check, before any API call. */
export class NativeRefusal extends Error {
  constructor(readonly outcome: NativeOutcome) {
    super(outcome)
  }
}

/** What an API refusal means to the visitor of a confirm page. */
export function outcomeOf(error: unknown): NativeOutcome {
  if (error instanceof NativeRefusal) return error.outcome
  if (!(error instanceof ApiError)) return 'error'
  if (error.code === 'token_expired') return 'expired'
  if (error.code === 'conflict') return 'taken'
  if (error.code === 'too_many_requests') return 'busy'
  if (error.code === 'validation_failed' && error.fields?.password) return 'password'
  if (error.code === 'token_invalid' || error.code === 'validation_failed' || error.code === 'invalid_request')
    return 'invalid'
  return 'error'
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * Reads the posted form (urlencoded or multipart, ≤ 8 kB, from this site or from no page at all),
 * runs `act` and answers `303 See Other` to the same page with `?result=`: a reload then shows the
 * outcome instead of posting again. Multipart is for RFC 8058's one-click unsubscribe, which a
 * mail provider may post either way and without an Origin.
 */
export async function nativePost(
  request: Request,
  act: (form: URLSearchParams) => Promise<unknown>,
): Promise<Response> {
  const url = new URL(request.url)
  // A form from another site cannot post here (the token alone would already be a secret).
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null' && new URL(origin).host !== url.host)
    return new Response('Forbidden', { status: 403 })
  const type = request.headers.get('content-type') ?? ''
  if (!FORM_TYPES.some((t) => type.startsWith(t))) return new Response('Unsupported Media Type', { status: 415 })
  const bytes = await readBodyCapped(request, MAX_FORM_BYTES)
  if (!bytes) return new Response('Payload Too Large', { status: 413 })
  const form = await fields(bytes, type)
  if (!form) return new Response('Bad Request', { status: 400 })
  let outcome: NativeOutcome = 'done'
  try {
    await act(form)
  } catch (error) {
    outcome = outcomeOf(error)
  }
  return new Response(null, {
    status: 303,
    headers: { location: `${url.pathname}?result=${outcome}`, 'cache-control': 'private, no-store' },
  })
}

/** The form's text fields (a file field has no place in these forms and is dropped); null when unreadable. */
async function fields(bytes: Uint8Array, type: string): Promise<URLSearchParams | null> {
  if (type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(new TextDecoder().decode(bytes))
  try {
    const form = await new Response(bytes.slice(), { headers: { 'content-type': type } }).formData()
    const text = new URLSearchParams()
    for (const [name, value] of form) if (typeof value === 'string') text.append(name, value)
    return text
  } catch {
    return null
  }
}
