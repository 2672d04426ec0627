import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { buttonStyle, FormMessage } from '~/domains/accounts/components/form-kit'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { decideRetailerQuote, orderRetailerQuote, sendRetailerQuoteToClient } from '../retailer-quotes.functions'
import type { RetailerQuote } from '../retailer-quote.schemas'
import { statusLabel } from './retailer-quote-status'

// What the quote's status allows (decision 111): send it to the client (again), record the
// client's answer, order an accepted one from the shop — picked up at the shop and paid by
// bank transfer, so the shop charges exactly the retailer's frozen cost.

export function RetailerQuoteActions({ quote, locale }: { quote: RetailerQuote; locale: Locale }) {
  const router = useRouter()
  const send = useServerFn(sendRetailerQuoteToClient)
  const decide = useServerFn(decideRetailerQuote)
  const order = useServerFn(orderRetailerQuote)
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const [terms, setTerms] = useState(false)
  const [busy, setBusy] = useState(false)

  const run = async (
    action: () => Promise<{ ok: true; data: RetailerQuote } | { ok: false; error: { message: string } } | undefined>,
    success: (q: RetailerQuote) => string,
  ) => {
    setBusy(true)
    const result = await action()
    setBusy(false)
    if (!result) return
    if (!result.ok) return setNotice({ kind: 'error', text: result.error.message })
    setNotice({ kind: 'success', text: success(result.data) })
    await router.invalidate()
  }
  const open = quote.status === 'draft' || quote.status === 'sent'

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <a className={buttonStyle.secondary} href={`/account/quotes/${quote.id}/pdf`} target="_blank" rel="noopener">
          {m.quote_retail_preview()}
        </a>
        {open && (
          <button
            type="button"
            className={buttonStyle.primary}
            disabled={busy}
            onClick={() =>
              void run(
                () => send({ data: { locale, id: quote.id } }),
                () => m.quote_retail_sent(),
              )
            }
          >
            {m.quote_retail_send()}
          </button>
        )}
        {quote.status === 'sent' &&
          (['accepted', 'declined'] as const).map((status) => (
            <button
              key={status}
              type="button"
              className={buttonStyle.secondary}
              disabled={busy}
              onClick={() =>
                void run(
                  () => decide({ data: { locale, id: quote.id, status } }),
                  (q) => m.quote_retail_status_label({ status: statusLabel(q.status) }),
                )
              }
            >
              {status === 'accepted' ? m.quote_retail_accept() : m.quote_retail_decline()}
            </button>
          ))}
      </div>
      {quote.status === 'accepted' && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <p>{m.quote_retail_order_total({ total: formatCents(quote.cost_cents, locale) })}</p>
          <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
            {m.quote_retail_order_terms()}
          </label>
          <div>
            <button
              type="button"
              className={buttonStyle.primary}
              disabled={busy || !terms}
              onClick={() =>
                void run(
                  () =>
                    order({
                      data: {
                        locale,
                        id: quote.id,
                        body: {
                          delivery: { type: 'pickup' },
                          shipping_option_id: null,
                          billing: { document: 'receipt' },
                          payment_method: 'bank_transfer',
                          acknowledgements: {
                            terms: true,
                            ...(quote.made_to_measure ? { made_to_measure: true } : {}),
                          },
                        },
                      },
                    }),
                  (q) => m.quote_retail_ordered({ number: q.number ?? '' }),
                )
              }
            >
              {m.quote_retail_order()}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
