// The outcome of a confirm page's form posted without JavaScript (native-post.server.ts), read
// back from `?result=` by the page. Client-safe.
import { m } from '~/paraglide/messages.js'

export type NativeOutcome = 'done' | 'invalid' | 'expired' | 'taken' | 'password' | 'mismatch' | 'busy' | 'error'

const KNOWN: readonly NativeOutcome[] = ['done', 'invalid', 'expired', 'taken', 'password', 'mismatch', 'busy', 'error']

/** The `?result=` of a page reached after a native post, if it is one. */
export function nativeOutcome(value: unknown): NativeOutcome | undefined {
  return KNOWN.includes(value as NativeOutcome) ? (value as NativeOutcome) : undefined
}

/** The words for a refusal, in the page's language (`done` has each page's own). */
export function outcomeMessage(outcome: Exclude<NativeOutcome, 'done'>): string {
  switch (outcome) {
    case 'invalid':
      return m.auth_token_invalid()
    case 'expired':
      return m.auth_token_expired()
    case 'taken':
      return m.account_email_taken()
    case 'password':
      return m.validation_password_min()
    case 'mismatch':
      return m.validation_passwords_differ()
    case 'busy':
      return m.api_error_too_many_requests()
    case 'error':
      return m.native_error()
  }
}
