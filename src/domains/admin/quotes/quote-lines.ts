import type { MeasuredLine, QuoteOffer, QuoteOfferLine } from '~/domains/quotes/quote-offer.schemas'
import type { AdminQuoteRequest } from '~/domains/quotes/quotes.schemas'
import { m } from '~/paraglide/messages.js'
import { formatMoneyInput, parseMoney } from '../kit/form-values'
import { measureText } from './quote-words'

// The quote editor's rows as typed (amounts as the administrator writes them) and the API body
// they become. A product line keeps what it was built from (variants, a configuration): the
// server prices it again from that, at today's price, on every save.

export type EditLine = {
  key: number
  kind: 'product' | 'configured' | 'free' | 'discount'
  input: QuoteOfferLine['input']
  slug: string
  description: string
  quantity: string
  unit: string
  vat: string
  /** The kind for the 10 % split on a home (decision 099); '' = derived by the server. */
  vatKind: '' | 'significant' | 'good' | 'service'
  /** The server's price of a product line, as last saved (shown, never sent). */
  priced: number | null
}

let nextKey = 1
export const newLine = (kind: EditLine['kind'], over: Partial<EditLine> = {}): EditLine => ({
  key: nextKey++,
  kind,
  input: {},
  slug: '',
  description: '',
  quantity: '1',
  unit: '',
  vat: kind === 'free' ? '10' : '22',
  vatKind: '',
  priced: null,
  ...over,
})

/** The saved quote's lines, or a start from the request: its products and the installation. */
export function startLines(quote: QuoteOffer | null, request: AdminQuoteRequest): EditLine[] {
  if (quote)
    return quote.lines.map((l) =>
      newLine(l.kind, {
        input: l.input,
        slug: l.input.slug ?? '',
        description: l.description,
        quantity: String(l.quantity),
        unit: formatMoneyInput(l.unit_cents),
        vat: String(l.vat_rate),
        vatKind: l.vat_kind_chosen ? l.vat_kind : '',
        priced: l.kind === 'product' || l.kind === 'configured' ? l.unit_cents : null,
      }),
    )
  // The measured openings come first, named by their sizes, for the shop to price or replace.
  // A measured opening is a door or window to be supplied: a bene significativo, not a service.
  const measured = request.measures.map((x, n) =>
    newLine('free', { description: measureText(x, n), vat: '22', vatKind: 'significant' }),
  )
  return [
    ...request.items.map((i) => newLine('product', { slug: i.product_slug })),
    ...measured,
    newLine('free', { description: m.quote_offer_installation() }),
  ]
}

/** A configured door from a measured opening (decision 112): the server's price shown until saved, when it is priced again. */
export const fromMeasured = (l: MeasuredLine): EditLine =>
  newLine('configured', {
    input: l.input,
    slug: l.input.slug,
    description: l.description,
    quantity: String(l.input.quantity),
    vat: String(l.vat_rate),
    priced: l.unit_cents,
  })

const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : s)

/** The body of PUT /admin/quote-requests/{id}/quote; what does not parse is sent as typed, for the API's field error. */
export function toBody(lines: EditLine[], expiresOn: string, note: string) {
  return {
    expires_on: expiresOn,
    note: note.trim() || null,
    lines: lines.map((l) => {
      const vatKind = l.vatKind ? { vat_kind: l.vatKind } : {}
      if (l.kind === 'product' || l.kind === 'configured')
        return { ...l.input, kind: 'product', slug: l.slug.trim(), quantity: whole(l.quantity), ...vatKind }
      if (l.kind === 'discount') return { kind: 'discount', description: l.description, unit_cents: parseMoney(l.unit) }
      return {
        kind: 'free',
        description: l.description,
        quantity: whole(l.quantity),
        unit_cents: parseMoney(l.unit),
        vat_rate: whole(l.vat),
        ...vatKind,
      }
    }),
  }
}

/** Thirty days from today, the usual validity of a quote. */
export const defaultExpiry = (now = new Date()) => new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10)
