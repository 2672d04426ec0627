import { createFileRoute, Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { unsubscribeNewsletter } from '~/domains/newsletter/newsletter.functions'
import type { Locale } from '~/lib/i18n/locales'
import { wellFormedToken } from '~/lib/validation/token'
import { shellOf } from '~/lib/seo'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// /newsletter/unsubscribe/{token}: the link in every newsletter e-mail, no sign-in needed.
// Opening it changes nothing: mail scanners open links; the reader confirms with the button (a POST).
export const Route = createFileRoute('/newsletter/unsubscribe/$token')({
  loader: ({ params }): { token: string | null } => ({ token: wellFormedToken(params.token) ?? null }),
  // No canonical or alternates: a one-time address, kept out of search results.
  head: ({ matches }) => ({
    meta: [
      { title: `${m.oa_unsub_title()} | ${shellOf(matches)?.settings.site_name ?? ''}` },
      { name: 'robots', content: 'noindex' },
      // The token in the address must not travel to other sites in the Referer header.
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: NewsletterUnsubscribePage,
})

function NewsletterUnsubscribePage() {
  const { token } = Route.useLoaderData()
  const [state, setState] = useState<'ask' | 'busy' | 'done' | 'invalid'>(token ? 'ask' : 'invalid')
  const leave = async (event: FormEvent) => {
    event.preventDefault()
    if (!token) return
    setState('busy')
    const result = await unsubscribeNewsletter({ data: { token, locale: getLocale() as Locale } }).catch(() => ({ ok: false }))
    setState(result.ok ? 'done' : 'invalid')
  }
  const confirmed = state === 'done'
  const asking = state === 'ask' || state === 'busy'
  return (
    <div className={css({ display: 'flex', justifyContent: 'center', py: { base: '6', md: '12' } })}>
      <section
        aria-labelledby="newsletter-unsubscribe-title"
        className={css({
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
        })}
      >
        <h1 id="newsletter-unsubscribe-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          {m.oa_unsub_title()}
        </h1>
        {asking ? (
          <form onSubmit={leave} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <p>{m.oa_unsub_intro()}</p>
            <button
              type="submit"
              disabled={state === 'busy'}
              aria-busy={state === 'busy' || undefined}
              className={css({ bg: 'primary', color: 'primary.fg', px: '5', py: '2.5', borderRadius: 'md', fontWeight: 'bold', cursor: 'pointer', alignSelf: 'flex-start', _disabled: { opacity: 0.5 } })}
            >
              {m.oa_unsub_button()}
            </button>
          </form>
        ) : (
          <>
        <div
          role={confirmed ? 'status' : 'alert'}
          className={css({ borderLeft: '4px solid', borderColor: confirmed ? 'success' : 'warning', bg: 'bg.subtle', px: '4', py: '3', borderRadius: 'sm' })}
        >
          <p className={css({ fontWeight: 'medium' })}>{confirmed ? m.oa_unsub_success() : m.oa_unsub_invalid()}</p>
        </div>
        <p className={css({ color: 'fg.muted' })}>{confirmed ? m.oa_unsub_success_hint() : m.oa_unsub_invalid_hint()}</p>
          </>
        )}
        <Link to="/" className={css({ color: 'link', fontWeight: 'medium', textDecoration: 'underline', alignSelf: 'flex-start' })}>
          {m.newsletter_confirm_home()}
        </Link>
      </section>
    </div>
  )
}
