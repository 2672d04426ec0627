import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { AuthCard, authLink, formStack } from '~/domains/auth/components/auth-card'
import { FormMessage, SubmitButton } from '~/domains/auth/components/fields'
import type { ActionResult } from '~/domains/auth/session.functions'
import { nativeOutcome, outcomeMessage, type NativeOutcome } from '~/lib/forms/native-outcome'
import { shellOf } from '~/lib/seo'
import { wellFormedToken } from '~/lib/validation/token'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

export type NewsletterLinkTexts = {
  title: string
  intro: string
  button: string
  success: string
  successHint: string
  invalid: string
  invalidHint: string
}

// Refusals that say nothing of the link (too many tries, a server error): the button stays, to try again.
const retryable = (result: NativeOutcome | null | undefined): result is 'busy' | 'error' =>
  result === 'busy' || result === 'error'

/** The loader's answer: the token while there is something to do with it, and a no-JavaScript post's outcome. */
export function linkPageData(
  token: string,
  result: NativeOutcome | undefined,
): { token: string | null; result: NativeOutcome | null } {
  return { token: !result || retryable(result) ? (wellFormedToken(token) ?? null) : null, result: result ?? null }
}

/**
 * What the two link routes share: the no-JavaScript post's outcome in the address, the loader's
 * answer, and a head that keeps the one-time address out of search results (no canonical or
 * alternates, `noindex`) and the token out of other sites' Referer header.
 */
export const linkPageRoute = {
  validateSearch: (search: Record<string, unknown>): { result?: NativeOutcome } => ({
    result: nativeOutcome(search.result),
  }),
  loaderDeps: ({ search }: { search: { result?: NativeOutcome } }) => ({ result: search.result }),
  loader: ({ params, deps }: { params: { token: string }; deps: { result?: NativeOutcome } }) =>
    linkPageData(params.token, deps.result),
}

export const linkPageHead =
  (title: () => string) =>
  ({ matches }: { matches: ReadonlyArray<{ loaderData?: unknown }> }) => ({
    meta: [
      { title: `${title()} | ${shellOf(matches)?.settings.site_name ?? ''}` },
      { name: 'robots', content: 'noindex' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  })

/**
 * The page behind a newsletter e-mail's link (confirm, unsubscribe). Opening it changes nothing:
 * mail scanners open links (issue 14). The reader acts with the button, a real
 * `<form method="post">`: with JavaScript a server function answers in place; without it the
 * browser posts to the route's handler and comes back with `?result=`.
 */
export function NewsletterLinkPage(props: {
  token: string | null
  result: NativeOutcome | null
  texts: NewsletterLinkTexts
  act: (input: { data: { token: string; locale: Locale } }) => Promise<ActionResult<unknown>>
}) {
  const { token, texts } = props
  const [state, setState] = useState<'ask' | 'busy' | 'done' | 'invalid'>(
    props.result === 'done' ? 'done' : token ? 'ask' : 'invalid',
  )
  const [sent, setSent] = useState(false)
  const [refusal, setRefusal] = useState(retryable(props.result) ? outcomeMessage(props.result) : null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!token) return
    setState('busy')
    setSent(true)
    setRefusal(null)
    const result = await props.act({ data: { token, locale: getLocale() as Locale } }).catch(() => null)
    if (result?.ok) return setState('done')
    const code = result?.error.code
    if (code === 'token_invalid' || code === 'token_expired' || code === 'validation_failed') return setState('invalid')
    setRefusal(result ? result.error.message : m.native_error())
    setState('ask')
  }
  const done = state === 'done'
  // The card of the other pages behind e-mailed links (verify-email, restore-email).
  return (
    <AuthCard title={texts.title}>
      {state === 'ask' || state === 'busy' ? (
        <form method="post" onSubmit={submit} className={formStack}>
          <p>{texts.intro}</p>
          {refusal && (
            <FormMessage tone="error">
              <p>{refusal}</p>
            </FormMessage>
          )}
          <SubmitButton disabled={state === 'busy'} busy={state === 'busy'}>
            {texts.button}
          </SubmitButton>
        </form>
      ) : (
        <>
          {/* It replaces the form just sent: the focus goes to it, not to the page's start. */}
          <FormMessage tone={done ? 'success' : 'error'} takeFocus={sent}>
            <p className={css({ fontWeight: 'medium' })}>{done ? texts.success : texts.invalid}</p>
          </FormMessage>
          <p className={css({ color: 'fg.muted' })}>{done ? texts.successHint : texts.invalidHint}</p>
        </>
      )}
      <Link to="/" className={authLink}>
        {m.newsletter_confirm_home()}
      </Link>
    </AuthCard>
  )
}
