import { css } from 'styled-system/css'
import type { CartQuote } from '~/domains/cart/cart.schemas'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { Billing } from '../checkout.machine'
import { addressText } from './address-fieldset'
import { SummaryLines } from './summary-lines'

// The last step says everything the order will say (issue 42): every line with its choices,
// where it goes, how it ships and is paid, and the billing data exactly as typed.

const heading = css({ fontWeight: 'semibold', mb: '2' })
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' },
  columnGap: '4',
  rowGap: '1',
  fontSize: 'sm',
  m: 0,
})
const value = css({ m: 0, overflowWrap: 'anywhere' })

type Row = [label: string, value: string | null | undefined, testId?: string]

function Rows({ rows, testId }: { rows: Row[]; testId: string }) {
  return (
    <dl className={grid} data-testid={testId}>
      {rows
        .filter((r): r is [string, string, string?] => Boolean(r[1]))
        .map(([label, v, id]) => (
          <div key={label} className={css({ display: 'contents' })}>
            <dt className={css({ color: 'fg.muted' })}>{label}</dt>
            <dd className={value} data-testid={id}>
              {v}
            </dd>
          </div>
        ))}
    </dl>
  )
}

function billingRows(billing: Billing): Row[] {
  if (billing.document === 'receipt')
    return [[m.checkout_billing_legend(), m.checkout_billing_receipt(), 'review-billing-document']]
  return [
    [m.checkout_billing_legend(), m.checkout_billing_invoice(), 'review-billing-document'],
    [m.checkout_billing_name(), billing.name, 'review-billing-name'],
    [m.checkout_billing_company(), billing.company, 'review-billing-company'],
    [m.checkout_billing_vat(), billing.vat_number, 'review-billing-vat'],
    [m.checkout_billing_eu_vat(), billing.eu_vat_number, 'review-billing-eu-vat'],
    [m.checkout_billing_tax_code(), billing.tax_code, 'review-billing-tax-code'],
    [m.checkout_billing_sdi(), billing.sdi_code, 'review-billing-sdi'],
    [m.checkout_billing_pec(), billing.pec, 'review-billing-pec'],
    [m.checkout_billing_address(), addressText(billing.address), 'review-billing-address'],
  ]
}

export function ReviewDetails(props: {
  quote: CartQuote
  locale: Locale
  imageHost: string
  delivery: string | null
  shipping: string | null
  payment: string | null
  billing: Billing | null
}) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="checkout-review-details">
      <section aria-labelledby="checkout-review-lines">
        <h3 id="checkout-review-lines" className={heading}>
          {m.checkout_review_lines()}
        </h3>
        <SummaryLines quote={props.quote} locale={props.locale} imageHost={props.imageHost} />
      </section>
      <section aria-labelledby="checkout-review-delivery">
        <h3 id="checkout-review-delivery" className={heading}>
          {m.checkout_summary_delivery()}
        </h3>
        <Rows
          testId="review-delivery"
          rows={[
            [m.checkout_step_delivery(), props.delivery],
            [m.checkout_step_shipping(), props.shipping],
            [m.checkout_summary_payment(), props.payment],
          ]}
        />
      </section>
      {props.billing && (
        <section aria-labelledby="checkout-review-billing">
          <h3 id="checkout-review-billing" className={heading}>
            {m.checkout_review_billing()}
          </h3>
          <Rows testId="review-billing" rows={billingRows(props.billing)} />
        </section>
      )}
    </div>
  )
}
