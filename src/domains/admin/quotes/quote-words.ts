import { m } from '~/paraglide/messages.js'
import type { QuoteEventType, QuoteStatus } from '~/domains/quotes/quote-request.machine'
import type { AdminQuoteRequest, QuoteKind } from '~/domains/quotes/quotes.schemas'
import { quoteStatusText, timeWindowText } from '~/domains/quotes/request-words'

// The back office's words for the request's states, moves and kinds.

export const quoteStatusName = (s: QuoteStatus) => quoteStatusText(s)

export const quoteMoveName = (e: QuoteEventType) =>
  ({
    'quote.plan_visit': m.quotes_move_plan_visit(),
    'quote.measure': m.quotes_move_measure(),
    'quote.send_quote': m.quotes_move_send_quote(),
    'quote.accept': m.quotes_move_accept(),
    'quote.decline': m.quotes_move_decline(),
    'quote.expire': m.quotes_move_expire(),
  })[e]

export const quoteKindName = (k: QuoteKind) =>
  ({ doors: m.quotes_kind_doors(), windows: m.quotes_kind_windows(), shutters: m.quotes_kind_shutters() })[k]

/** `mon_morning` → "lunedì · mattina". */
export const timeWindowName = (w: string) => timeWindowText(w)

/** One measured opening in words: "Apertura 1: 900 × 2100 mm · muro 300 mm · sinistra · nota". */
export function measureText(x: AdminQuoteRequest['measures'][number], n: number): string {
  const side = x.side === 'left' ? m.measures_side_left() : x.side === 'right' ? m.measures_side_right() : null
  return [
    m.measures_line({ n: n + 1, width: x.width_mm, height: x.height_mm }),
    x.wall_mm ? `${m.measures_wall()} ${x.wall_mm} mm` : null,
    side,
    x.note,
  ]
    .filter(Boolean)
    .join(' · ')
}
