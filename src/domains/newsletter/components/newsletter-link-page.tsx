import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { ActionResult } from '~/domains/auth/session.functions'
import { outcomeMessage, type NativeOutcome } from '~/lib/forms/native-outcome'
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
const retryable = (result: NativeOutcome | null | undefined): result is 'busy' | 'error' => result === 'busy' || result === 'error'

/** The loader's answer: the token while there is something to do with it, and a no-JavaScript post's outcome. */
export function linkPageData(token: string, result: NativeOutcome | undefined): { token: string | null; result: NativeOutcome | null } {
  return { token: !result || retryable(result) ? (wellFormedToken(token) ?? null) : null, result: result ?? null }
}

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
  const titleId = useId()
  const [state, setState] = useState<'ask' | 'busy' | 'done' | 'invalid'>(props.result === 'done' ? 'done' : token ? 'ask' : 'invalid')
  const [refusal, setRefusal] = useState(retryable(props.result) ? outcomeMessage(props.result) : null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!token) return
    setState('busy')
    setRefusal(null)
    const result = await props.act({ data: { token, locale: getLocale() as Locale } }).catch(() => null)
    if (result?.ok) return setState('done')
    const code = result?.error.code
    if (code === 'token_invalid' || code === 'token_expired' || code === 'validation_failed') return setState('invalid')
    setRefusal(result ? result.error.message : m.native_error())
    setState('ask')
  }
  const done = state === 'done'
  return (
    <div className={styles.page}>
      <section aria-labelledby={titleId} className={styles.card}>
        <h1 id={titleId} className={styles.title}>
          {texts.title}
        </h1>
        {state === 'ask' || state === 'busy' ? (
          <form method="post" onSubmit={submit} className={styles.form}>
            <p>{texts.intro}</p>
            {refusal && (
              <p role="alert" className={styles.warning}>
                {refusal}
              </p>
            )}
            <button type="submit" disabled={state === 'busy'} aria-busy={state === 'busy' || undefined} className={styles.button}>
              {texts.button}
            </button>
          </form>
        ) : (
          <>
            <div role={done ? 'status' : 'alert'} className={done ? styles.success : styles.warning}>
              <p className={css({ fontWeight: 'medium' })}>{done ? texts.success : texts.invalid}</p>
            </div>
            <p className={css({ color: 'fg.muted' })}>{done ? texts.successHint : texts.invalidHint}</p>
          </>
        )}
        <Link to="/" className={styles.home}>
          {m.newsletter_confirm_home()}
        </Link>
      </section>
    </div>
  )
}

const notice = css.raw({ borderLeft: '4px solid', bg: 'bg.subtle', px: '4', py: '3', borderRadius: 'sm' })
const styles = {
  page: css({ display: 'flex', justifyContent: 'center', py: { base: '6', md: '12' } }),
  card: css({
    w: 'full',
    maxW: '520px',
    bg: 'bg.canvas',
    border: '1px solid',
    borderColor: 'border',
    borderRadius: 'lg',
    boxShadow: 'md',
    p: { base: '5', md: '8' },
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
  }),
  title: css({ fontSize: '2xl', fontWeight: 'bold' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  button: css({ bg: 'primary', color: 'primary.fg', px: '5', py: '2.5', borderRadius: 'md', fontWeight: 'bold', cursor: 'pointer', alignSelf: 'flex-start', _disabled: { opacity: 0.5 } }),
  success: css(notice, { borderColor: 'success' }),
  warning: css(notice, { borderColor: 'warning' }),
  home: css({ color: 'link', fontWeight: 'medium', textDecoration: 'underline', alignSelf: 'flex-start' }),
}
