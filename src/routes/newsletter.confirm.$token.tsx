import { createFileRoute, Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { confirmNewsletter } from '~/domains/newsletter/newsletter.functions'
import type { Locale } from '~/lib/i18n/locales'
import { wellFormedToken } from '~/lib/validation/token'
import { shellOf } from '~/lib/seo'
import { handleNativePost } from '~/lib/forms/native-post.functions'
import { nativeOutcome, type NativeOutcome } from '~/lib/forms/native-outcome'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// /newsletter/confirm/{token}: the double opt-in link. Opening it confirms nothing: mail
// scanners open links (issue 14); the visitor confirms with the button, a real POST form that
// works without JavaScript too (the route's POST handler, then `?result=`).
export const Route = createFileRoute('/newsletter/confirm/$token')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleNativePost(request, 'newsletter_confirm', params.token),
    },
  },
  validateSearch: (search): { result?: NativeOutcome } => ({ result: nativeOutcome(search.result) }),
  loaderDeps: ({ search }) => ({ result: search.result }),
  loader: ({ params, deps }): { token: string | null; result: NativeOutcome | null } => ({
    token: deps.result ? null : (wellFormedToken(params.token) ?? null),
    result: deps.result ?? null,
  }),
  // No canonical or alternates: a one-time address, kept out of search results.
  head: ({ matches }) => ({
    meta: [
      { title: `${m.newsletter_confirm_title()} | ${shellOf(matches)?.settings.site_name ?? ''}` },
      { name: 'robots', content: 'noindex' },
      // The token in the address must not travel to other sites in the Referer header.
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: NewsletterConfirmPage,
})

function NewsletterConfirmPage() {
  const { token, result } = Route.useLoaderData()
  const [state, setState] = useState<'ask' | 'busy' | 'confirmed' | 'invalid'>(result === 'done' ? 'confirmed' : token ? 'ask' : 'invalid')
  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    if (!token) return
    setState('busy')
    const result = await confirmNewsletter({ data: { token, locale: getLocale() as Locale } }).catch(() => ({ ok: false }))
    setState(result.ok ? 'confirmed' : 'invalid')
  }
  const confirmed = state === 'confirmed'
  const asking = state === 'ask' || state === 'busy'
  return (
    <div className={css({ display: 'flex', justifyContent: 'center', py: { base: '6', md: '12' } })}>
      <section
        aria-labelledby="newsletter-confirm-title"
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
        <h1 id="newsletter-confirm-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          {m.newsletter_confirm_title()}
        </h1>
        {asking ? (
          <form method="post" onSubmit={confirm} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <p>{m.newsletter_confirm_intro()}</p>
            <button
              type="submit"
              disabled={state === 'busy'}
              aria-busy={state === 'busy' || undefined}
              className={css({ bg: 'primary', color: 'primary.fg', px: '5', py: '2.5', borderRadius: 'md', fontWeight: 'bold', cursor: 'pointer', alignSelf: 'flex-start', _disabled: { opacity: 0.5 } })}
            >
              {m.newsletter_confirm_button()}
            </button>
          </form>
        ) : (
          <>
        <div
          role={confirmed ? 'status' : 'alert'}
          className={css({ borderLeft: '4px solid', borderColor: confirmed ? 'success' : 'warning', bg: 'bg.subtle', px: '4', py: '3', borderRadius: 'sm' })}
        >
          <p className={css({ fontWeight: 'medium' })}>{confirmed ? m.newsletter_confirm_success() : m.newsletter_confirm_invalid()}</p>
        </div>
        <p className={css({ color: 'fg.muted' })}>{confirmed ? m.newsletter_confirm_success_hint() : m.newsletter_confirm_invalid_hint()}</p>
          </>
        )}
        <Link to="/" className={css({ color: 'link', fontWeight: 'medium', textDecoration: 'underline', alignSelf: 'flex-start' })}>
          {m.newsletter_confirm_home()}
        </Link>
      </section>
    </div>
  )
}
