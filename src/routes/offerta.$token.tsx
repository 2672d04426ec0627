import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { QuoteOfferView } from '~/domains/quotes/components/quote-offer-view'
import { fetchQuoteOffer } from '~/domains/quotes/quote-offer.functions'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// /offerta/{token}: the quote behind the e-mailed link (decision 106). The token is the key, so
// the page is private (never in the page cache, no-store, not indexed); a token no quote holds says so.
export const Route = createFileRoute('/offerta/$token')({
  loader: async ({ params }) => ({
    token: params.token,
    quote:
      params.token.length >= 20
        ? await fetchQuoteOffer({ data: { token: params.token, locale: getLocale() as Locale } })
        : null,
  }),
  head: () => ({
    meta: [
      { title: m.quote_offer_page_title() },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: QuoteOfferPage,
})

function QuoteOfferPage() {
  const { token, quote } = Route.useLoaderData()
  return (
    <div className={css({ maxW: '860px', py: '8' })}>
      {quote ? (
        <QuoteOfferView token={token} initial={quote} locale={getLocale() as Locale} />
      ) : (
        <>
          <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{m.quote_offer_page_title()}</h1>
          <p role="status" className={css({ mt: '4' })}>
            {m.quote_offer_not_found()}
          </p>
        </>
      )}
    </div>
  )
}
