import { createFileRoute, Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { cardBox, cardTable, cardTableBody, cardTableHead, headCell } from '~/components/ui/card-table'
import { sideScroll } from '~/components/ui/side-scroll'
import { privateHead } from '~/domains/accounts/components/account-head'
import { buttonStyle, introStyle, pageTitleStyle } from '~/domains/accounts/components/form-kit'
import { formatDay } from '~/domains/accounts/components/order-format'
import { requireRetailer } from '~/domains/auth/guards'
import { BrandingForm } from '~/domains/quotes/components/branding-form'
import { statusLabel } from '~/domains/quotes/components/retailer-quote-status'
import { fetchBranding, fetchRetailerQuotes } from '~/domains/quotes/retailer-quotes.functions'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// A retailer's quotes to its own clients (decision 111): retailers only, here and in the API.
export const Route = createFileRoute('/account/quotes/')({
  beforeLoad: (ctx) => {
    requireRetailer(ctx)
  },
  loader: async () => {
    const locale = getLocale()
    const [quotes, branding] = await Promise.all([
      fetchRetailerQuotes({ data: { locale } }),
      fetchBranding({ data: { locale } }),
    ])
    return { quotes, branding }
  },
  head: ({ matches }) => privateHead(matches, m.quote_retail_title(), '/account/quotes'),
  component: RetailerQuotes,
})

const cell = cx(cardBox, css({ textAlign: 'left', verticalAlign: 'middle' }))

function RetailerQuotes() {
  const { quotes, branding } = Route.useLoaderData()
  const locale = getLocale() as Locale
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div>
        <h1 className={pageTitleStyle}>{m.quote_retail_title()}</h1>
        <p className={introStyle}>{m.quote_retail_intro()}</p>
        <Link to="/account/quotes/$id" params={{ id: 'new' }} className={buttonStyle.primary}>
          {m.quote_retail_new()}
        </Link>
      </div>
      {quotes.length === 0 ? (
        <p
          className={css({
            border: '1px dashed',
            borderColor: 'border',
            borderRadius: 'lg',
            p: '6',
            textAlign: 'center',
            color: 'fg.muted',
          })}
        >
          {m.quote_retail_empty()}
        </p>
      ) : (
        <div className={sideScroll}>
          <table className={cardTable}>
            <caption className={css({ srOnly: true })}>{m.quote_retail_title()}</caption>
            <thead className={cardTableHead}>
              <tr>
                <th scope="col" className={headCell}>
                  {m.quote_retail_col_number()}
                </th>
                <th scope="col" className={headCell}>
                  {m.quote_retail_col_client()}
                </th>
                <th scope="col" className={headCell}>
                  {m.quote_retail_col_status()}
                </th>
                <th scope="col" className={headCell}>
                  {m.quote_retail_col_total()}
                </th>
                <th scope="col" className={headCell}>
                  {m.quote_retail_col_cost()}
                </th>
              </tr>
            </thead>
            <tbody className={cardTableBody}>
              {quotes.map((q) => (
                <tr key={q.id}>
                  <th scope="row" className={cell}>
                    <Link to="/account/quotes/$id" params={{ id: String(q.id) }}>
                      {q.number ?? `${m.quote_retail_draft()} · ${formatDay(q.created_at, locale)}`}
                    </Link>
                  </th>
                  <td className={cx(cell, css({ overflowWrap: 'anywhere' }))}>{q.client.name}</td>
                  <td className={cell}>{statusLabel(q.status)}</td>
                  <td className={cell}>{formatCents(q.client_cents, locale)}</td>
                  <td className={cell}>{formatCents(q.cost_cents, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <BrandingForm branding={branding} locale={locale} />
    </div>
  )
}
