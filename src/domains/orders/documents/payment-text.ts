import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { transferLines } from '../installation-text'
import type { OrderDocument, ShopIdentity } from './order-document'

/**
 * How to pay, as the PDF and the confirmation e-mail say it: for a bank transfer the IBAN, the
 * holder and the order number as the reference; otherwise the method's own instructions.
 * Nothing once the order is paid.
 */
export function paymentText(
  order: OrderDocument,
  shop: Pick<ShopIdentity, 'iban' | 'bankHolder' | 'legalName' | 'name'>,
  locale: Locale,
): string | null {
  if (order.payment_status === 'paid') return null
  const pm = order.payment_method
  const iban = pm.iban ?? shop.iban
  if (pm.code === 'bank_transfer' && iban) {
    const plain = m.od_bank_transfer(
      {
        amount: formatCents(order.total, locale),
        holder: shop.bankHolder || shop.legalName || shop.name,
        iban,
        reference: pm.reference ?? order.number,
      },
      { locale },
    )
    // A deduction is lost on an ordinary transfer: which bonifico to use and its causale (decision 108).
    return [plain, ...(order.installation ? transferLines(order.installation, order.number, locale) : [])].join('\n')
  }
  return pm.instructions
}
