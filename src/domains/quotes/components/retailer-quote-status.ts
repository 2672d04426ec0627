import { m } from '~/paraglide/messages.js'
import type { RetailerQuoteStatus } from '../retailer-quote.schemas'

const labels: Record<RetailerQuoteStatus, () => string> = {
  draft: () => m.quote_retail_status_draft(),
  sent: () => m.quote_retail_status_sent(),
  accepted: () => m.quote_retail_status_accepted(),
  declined: () => m.quote_retail_status_declined(),
  ordered: () => m.quote_retail_status_ordered(),
}
export const statusLabel = (s: RetailerQuoteStatus) => labels[s]()
