import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { cardBox, cardTable, cardTableBody, cardTableHead, headCell } from '~/components/ui/card-table'
import { sideScroll } from '~/components/ui/side-scroll'
import { privateHead } from '~/domains/accounts/components/account-head'
import { pageTitleStyle, sectionStyle } from '~/domains/accounts/components/form-kit'
import { requireRetailer } from '~/domains/auth/guards'
import { RetailerQuoteActions } from '~/domains/quotes/components/retailer-quote-actions'
import { RetailerQuoteEditor } from '~/domains/quotes/components/retailer-quote-editor'
import { statusLabel } from '~/domains/quotes/components/retailer-quote-status'
import { fetchQuotableProducts, fetchRetailerQuote } from '~/domains/quotes/retailer-quotes.functions'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// One of the retailer's quotes, or a new one (`new`): the editor while it is open, the lines
// with the retailer's cost beside the client's price, and what its status allows (decision 111).
export const Route = createFileRoute('/account/quotes/$id')({
  beforeLoad: (ctx) => {
    requireRetailer(ctx)
  },
  loader: async ({ params }) => {
    const locale = getLocale()
    const products = await fetchQuotableProducts({ data: { locale } })
    if (params.id === 'new') return { quote: null, products }
    const id = Number(params.id)
    const quote = Number.isSafeInteger(id) && id > 0 ? await fetchRetailerQuote({ data: { locale, id } }) : null
    if (!quote) throw notFound()
    return { quote, products }
  },
  head: ({ matches, params }) => privateHead(matches, m.quote_retail_title(), `/account/quotes/${params.id}`),
  component: RetailerQuotePage,
})

const cell = cx(cardBox, css({ textAlign: 'left', verticalAlign: 'middle' }))

function RetailerQuotePage() {
  const { quote, products } = Route.useLoaderData()
  const locale = getLocale() as Locale
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div>
        <Link to="/account/quotes">{m.quote_retail_back()}</Link>
        <h1 className={pageTitleStyle}>
          {quote ? `${quote.number ?? m.quote_retail_draft()} · ${quote.client.name}` : m.quote_retail_new()}
        </h1>
        {quote && <p>{statusLabel(quote.status)}</p>}
      </div>
      {quote && (
        <section className={sectionStyle} aria-label={m.quote_retail_col_product()}>
          <div className={sideScroll}>
            <table className={cardTable}>
              <thead className={cardTableHead}>
                <tr>
                  <th scope="col" className={headCell}>
                    {m.quote_retail_col_product()}
                  </th>
                  <th scope="col" className={headCell}>
                    {m.quote_retail_col_quantity()}
                  </th>
                  <th scope="col" className={headCell}>
                    {m.quote_retail_col_cost()}
                  </th>
                  <th scope="col" className={headCell}>
                    {m.quote_retail_col_markup()}
                  </th>
                  <th scope="col" className={headCell}>
                    {m.quote_retail_col_client_price()}
                  </th>
                </tr>
              </thead>
              <tbody className={cardTableBody}>
                {quote.lines.map((l) => (
                  <tr key={l.id}>
                    <th scope="row" className={cx(cell, css({ overflowWrap: 'anywhere' }))}>
                      {l.description}
                    </th>
                    <td className={cell}>{l.quantity}</td>
                    <td className={cell}>{formatCents(l.cost_cents, locale)}</td>
                    <td className={cell}>{l.markup_percent ?? quote.markup_percent} %</td>
                    <td className={cell}>{formatCents(l.client_line_cents, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={css({ fontWeight: 'bold', mt: '3' })} data-testid="quote-totals">
            {m.quote_retail_totals({
              cost: formatCents(quote.cost_cents, locale),
              client: formatCents(quote.client_cents, locale),
            })}
          </p>
          <div className={css({ mt: '4' })}>
            <RetailerQuoteActions quote={quote} locale={locale} />
          </div>
        </section>
      )}
      {(!quote || quote.status === 'draft' || quote.status === 'sent') && (
        <RetailerQuoteEditor key={quote?.id ?? 'new'} quote={quote} products={products} locale={locale} />
      )}
    </div>
  )
}
