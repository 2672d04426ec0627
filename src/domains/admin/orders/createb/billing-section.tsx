import { css } from 'styled-system/css'
import type { Billing } from '~/domains/checkout/checkout.machine'
import { BillingStep } from '~/domains/checkout/components/billing-step'
import type { Locale } from '~/lib/i18n/locales'
import type { FieldErrors } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { mutedText, sectionStyle } from '../../kit/styles'

const h2 = css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })

/**
 * Receipt or invoice for createb: the checkout's own billing step (same fields, same format
 * checks, the server's refusals under their fields), confirmed with its button. Any edit makes
 * the choice unconfirmed again, so the order never goes out with billing data the admin did not
 * confirm.
 */
export function BillingSection(props: {
  customerName: string
  billing: Billing | null
  errors: FieldErrors
  onChoose: (billing: Billing | null) => void
  onEdit: () => void
}) {
  return (
    <section className={sectionStyle} aria-labelledby="createb-billing" data-billing>
      <h2 id="createb-billing" className={h2}>
        {m.ocb_billing()}
      </h2>
      <div onChangeCapture={() => props.billing && props.onChoose(null)}>
        <BillingStep
          locale={getLocale() as Locale}
          current={props.billing}
          customerName={props.customerName}
          trade={false}
          deliveryAddress={null}
          serverErrors={(name) => props.errors[name] ?? []}
          onEdit={props.onEdit}
          onChoose={props.onChoose}
        />
      </div>
      <p
        className={`${mutedText} ${css({ mt: '2' })}`}
        role="status"
        data-billing-state={props.billing ? props.billing.document : 'pending'}
      >
        {props.billing
          ? m.ocb_billing_ready({
              document:
                props.billing.document === 'invoice' ? m.checkout_billing_invoice() : m.checkout_billing_receipt(),
            })
          : m.ocb_billing_pending()}
      </p>
    </section>
  )
}
