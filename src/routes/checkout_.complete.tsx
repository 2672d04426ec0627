import { createFileRoute, Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { buttonStyle, sectionStyle } from '~/domains/accounts/components/form-kit'
import { requireAuth } from '~/domains/auth/guards'
import { CartActor } from '~/domains/cart/components/cart-provider'
import type { Order } from '~/domains/orders/orders.schemas'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// Spec §2 /checkout/complete, §4: the order just placed (the cart's last_order): its number,
// how to pay, what happens next. The cart was emptied when the order was placed.
export const Route = createFileRoute('/checkout_/complete')({
  beforeLoad: (ctx) => void requireAuth(ctx),
  head: () => ({ meta: [{ title: m.checkout_complete_title() }, { name: 'robots', content: 'noindex' }] }),
  component: CompletePage,
})

const h2 = css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })
const dl = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '2',
  columnGap: '4',
  '& dd': { fontWeight: 'semibold', overflowWrap: 'anywhere' },
})

function CompletePage() {
  const locale = getLocale() as Locale
  const order = CartActor.useSelector((s) => s.context.lastOrder) as Order | null
  if (!order || typeof order.number !== 'string') {
    return (
      <div className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{m.checkout_complete_none()}</h1>
        <Link to="/account/orders" className={buttonStyle.primary}>
          {m.account_orders_title()}
        </Link>
      </div>
    )
  }
  const pay = order.payment_method
  const day = (iso: string) =>
    new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
  const mtm = order.lines
    .filter((l) => order.acknowledgements.made_to_measure_line_ids.includes(l.id) || l.made_to_measure)
    .map((l) => l.name)
  const next =
    pay.code === 'bank_transfer'
      ? m.checkout_complete_next_bank()
      : pay.code === 'cash_on_delivery'
        ? m.checkout_complete_next_cod()
        : m.checkout_complete_next_other()
  return (
    <div className={css({ py: '8', maxW: '3xl', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '5' })}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
        {m.checkout_complete_title()}
      </h1>
      <p className={css({ fontSize: 'lg' })}>
        {m.checkout_complete_number()}: <strong data-testid="order-number">{order.number}</strong>
      </p>
      <p>{m.checkout_complete_email()}</p>
      <section aria-labelledby="complete-pay" className={sectionStyle}>
        <h2 id="complete-pay" className={h2}>
          {m.checkout_complete_pay_title()}
        </h2>
        <p className={css({ mb: '3' })}>{pay.name}</p>
        {pay.iban ? (
          <>
            <p className={css({ mb: '2' })}>{m.checkout_complete_bank()}</p>
            <dl className={dl} data-testid="bank-transfer">
              <dt>{m.checkout_complete_iban()}</dt>
              <dd data-testid="order-iban">{pay.iban}</dd>
              <dt>{m.checkout_complete_reference()}</dt>
              <dd data-testid="order-reference">{pay.reference ?? order.number}</dd>
              <dt>{m.checkout_complete_amount()}</dt>
              <dd>{formatCents(order.total, locale)}</dd>
            </dl>
          </>
        ) : (
          pay.instructions && <p>{pay.instructions}</p>
        )}
      </section>
      <section aria-labelledby="complete-next" className={sectionStyle}>
        <h2 id="complete-next" className={h2}>
          {m.checkout_complete_next_title()}
        </h2>
        <p>{next}</p>
        {order.estimated_delivery && (
          <p className={css({ mt: '2' })}>
            {m.checkout_estimated_delivery({
              from: day(order.estimated_delivery.from),
              to: day(order.estimated_delivery.to),
            })}
          </p>
        )}
        {mtm.length > 0 && (
          <p className={css({ mt: '2', fontSize: 'sm', color: 'fg.muted' })}>
            {m.checkout_complete_mtm({ lines: mtm.join('; ') })}
          </p>
        )}
      </section>
      <p>
        <Link
          to="/account/orders/$id"
          params={{ id: String(order.id) }}
          className={buttonStyle.primary}
          data-testid="order-view"
        >
          {m.checkout_complete_view()}
        </Link>
      </p>
    </div>
  )
}
