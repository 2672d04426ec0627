import { createFileRoute, Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { confirmNewsletter } from '~/domains/newsletter/newsletter.functions'
import type { Locale } from '~/lib/i18n/locales'
import { wellFormedToken } from '~/lib/validation/token'
import { shellOf } from '~/lib/seo'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// /newsletter/confirm/{token}: the double opt-in link. The loader confirms it (on the server
// for the first page load, so it works without JavaScript) and the page tells the result.
export const Route = createFileRoute('/newsletter/confirm/$token')({
  // The token is single-use: never confirm again just because the page is shown again.
  staleTime: Infinity,
  loader: async ({ params }): Promise<{ confirmed: boolean }> => {
    const token = wellFormedToken(params.token)
    if (!token) return { confirmed: false }
    const result = await confirmNewsletter({ data: { token, locale: getLocale() as Locale } })
    return { confirmed: result.ok }
  },
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
  const { confirmed } = Route.useLoaderData()
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
        <div
          role={confirmed ? 'status' : 'alert'}
          className={css({ borderLeft: '4px solid', borderColor: confirmed ? 'success' : 'warning', bg: 'bg.subtle', px: '4', py: '3', borderRadius: 'sm' })}
        >
          <p className={css({ fontWeight: 'medium' })}>{confirmed ? m.newsletter_confirm_success() : m.newsletter_confirm_invalid()}</p>
        </div>
        <p className={css({ color: 'fg.muted' })}>{confirmed ? m.newsletter_confirm_success_hint() : m.newsletter_confirm_invalid_hint()}</p>
        <Link to="/" className={css({ color: 'link', fontWeight: 'medium', textDecoration: 'underline', alignSelf: 'flex-start' })}>
          {m.newsletter_confirm_home()}
        </Link>
      </section>
    </div>
  )
}
