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
  if (error.code === 'token_invalid' || error.code === 'validation_failed' || error.code === 'invalid_request') return 'invalid'
  return 'error'
}

/**
 * Reads the posted form (urlencoded, ≤ 8 kB, from this site), runs `act` and answers
 * `303 See Other` to the same page with `?result=`: a reload then shows the outcome instead of
 * posting again.
 */
export async function nativePost(request: Request, act: (form: URLSearchParams) => Promise<unknown>): Promise<Response> {
  const url = new URL(request.url)
  // A form from another site cannot post here (the token alone would already be a secret).
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null' && new URL(origin).host !== url.host) return new Response('Forbidden', { status: 403 })
  if (!(request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
    return new Response('Unsupported Media Type', { status: 415 })
  }
  const bytes = await readBodyCapped(request, MAX_FORM_BYTES)
  if (!bytes) return new Response('Payload Too Large', { status: 413 })
  let outcome: NativeOutcome = 'done'
  try {
    await act(new URLSearchParams(new TextDecoder().decode(bytes)))
  } catch (error) {
    outcome = outcomeOf(error)
  }
  return new Response(null, {
    status: 303,
    headers: { location: `${url.pathname}?result=${outcome}`, 'cache-control': 'private, no-store' },
  })
}
