import { css } from 'styled-system/css'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { installationLines, transferLines } from '../installation-text'
import type { Order } from '../orders.schemas'

// An installation order's declaration on its screens (decisions 099, 108), as the PDF states it:
// the taxable amount and VAT per rate, the beni significativi's value apart, the deduction's
// wording and, while a bank transfer is awaited, the bonifico parlante and its causale.

type Props = {
  order: Pick<Order, 'installation' | 'number' | 'payment_method' | 'payment_status' | 'vat_breakdown'>
  locale: Locale
  className?: string
}

export function InstallationNotes({ order, locale, className }: Props) {
  const i = order.installation
  if (!i) return null
  const money = (c: number) => formatCents(c, locale)
  const transfer =
    order.payment_method.code === 'bank_transfer' && order.payment_status === 'unpaid'
      ? transferLines(i, order.number, locale)
      : []
  return (
    <section className={className} aria-labelledby="order-installation" data-testid="order-installation">
      <h2 id="order-installation" className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })}>
        {m.inst_heading()}
      </h2>
      <ul
        className={css({ listStyle: 'none', p: 0, mb: '2', fontVariantNumeric: 'tabular-nums' })}
        data-testid="order-vat-rates"
      >
        {order.vat_breakdown.map((r) => (
          <li key={r.rate}>{m.inst_rate_row({ rate: r.rate, net: money(r.net), vat: money(r.vat) })}</li>
        ))}
      </ul>
      {installationLines(i, locale).map((line) => (
        <p key={line} className={css({ mb: '2' })}>
          {line}
        </p>
      ))}
      {transfer.length > 0 && (
        <div data-testid="order-bonifico">
          <h3 className={css({ fontWeight: 'bold', mt: '3', mb: '1' })}>{m.inst_transfer_heading()}</h3>
          {transfer.map((line) => (
            <p key={line} className={css({ mb: '1', overflowWrap: 'anywhere' })}>
              {line}
            </p>
          ))}
        </div>
      )}
    </section>
  )
}
