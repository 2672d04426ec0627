import { css } from 'styled-system/css'
import { usePriceDisplay } from '~/domains/catalog/components/price'
import { shownAmount } from '~/domains/catalog/price-view'
import type { CartQuote, QuotedLine } from '~/domains/cart/cart.schemas'
import { lineDetails } from '~/domains/orders/line-description'
import { imageUrl } from '~/lib/format/image'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'

// The order's lines as the server quoted them (issue 42): thumbnail, name, every choice in the
// words the cart, the order, the e-mails and the PDF use (line-description.ts), quantity and
// amount. Shown in the order summary beside every step and again on the last step.

const list = css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '3' })
const thumb = css({ w: '12', h: '12', flexShrink: 0, objectFit: 'cover', borderRadius: 'md', bg: 'bg.subtle' })

export function SummaryLines({ quote, locale, imageHost }: { quote: CartQuote; locale: Locale; imageHost: string }) {
  return (
    <ul className={list} data-testid="checkout-summary-lines">
      {quote.lines.map((line, i) =>
        line.valid ? (
          <LineItem
            key={`${line.slug}-${i}`}
            line={line}
            net={quote.net_amounts?.lines[i]}
            locale={locale}
            imageHost={imageHost}
          />
        ) : null,
      )}
    </ul>
  )
}

function LineItem({
  line,
  net,
  locale,
  imageHost,
}: {
  line: QuotedLine
  net: number | undefined
  locale: Locale
  imageHost: string
}) {
  const display = usePriceDisplay(line.vat_rate)
  // Trade: the server's net line total (decision 085), else the gross one, as the cart shows it.
  const amount = display.net
    ? `${formatCents(net ?? shownAmount(line.line_total, display), locale)} ${m.price_plus_vat()}`
    : formatCents(line.line_total, locale)
  const details = lineDetails(
    {
      variants: line.variants,
      extra_option: line.extra_option,
      extra_options: line.extra_options,
      choices: line.choices ?? [],
    },
    locale,
  )
  return (
    <li
      data-testid="checkout-summary-line"
      className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', fontSize: 'sm' })}
    >
      <img
        src={imageUrl(line.image_url, imageHost, '/images/brand/logo.svg')}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className={thumb}
      />
      <div className={css({ flex: 1, minW: 0, overflowWrap: 'anywhere' })}>
        <p className={css({ fontWeight: 'semibold' })}>{line.name ?? line.slug}</p>
        {details.length > 0 && (
          <ul
            data-testid="checkout-summary-line-details"
            className={css({ listStyle: 'none', p: 0, m: 0, color: 'fg.muted' })}
          >
            {details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        )}
        <p className={css({ color: 'fg.muted' })}>{m.checkout_line_quantity({ n: String(line.quantity) })}</p>
      </div>
      <p className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })} data-testid="checkout-summary-line-total">
        {amount}
      </p>
    </li>
  )
}
