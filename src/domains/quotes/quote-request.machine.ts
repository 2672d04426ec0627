import { setup, transition, type SnapshotFrom } from 'xstate'

// Issue 44 point 2: a quote or measurement-visit request's states as one pure machine
// (decision 097). The server runs it for every move (moveQuoteRequest); the back office shows
// exactly the moves it allows. No I/O here: dates, e-mails and the account are the server's.
//
//   requested ──plan_visit──▶ visit_planned ──measure──▶ measured ──send_quote──▶ quoted
//       │                      │  └─plan_visit (moved)        send_quote (revised) ─┤ ├─accept─▶ accepted
//       │                      │                                                    │ └─expire─▶ expired
//       └──── decline ─────────┴─────────── decline ─── (requested … quoted) ───────┴──decline─▶ declined
//
// A quote goes out only after a measurement: the shop quotes what it measured, never a
// guess from photos. A quote the customer asked to change is sent again, revised (decision 106):
// the amount is always the server's sum of the quote's lines. Accepted, declined and expired are final.

export const quoteStatuses = ['requested', 'visit_planned', 'measured', 'quoted', 'accepted', 'declined', 'expired'] as const
export type QuoteStatus = (typeof quoteStatuses)[number]

export type QuoteEvent =
  | { type: 'quote.plan_visit'; visitAt: string }
  | { type: 'quote.measure' }
  | { type: 'quote.send_quote'; cents: number }
  | { type: 'quote.accept' }
  | { type: 'quote.decline'; reason?: string | null }
  | { type: 'quote.expire' }
export type QuoteEventType = QuoteEvent['type']

export const quoteEventTypes: QuoteEventType[] = ['quote.plan_visit', 'quote.measure', 'quote.send_quote', 'quote.accept', 'quote.decline', 'quote.expire']

const quoteSetup = setup({
  types: { events: {} as QuoteEvent },
  guards: {
    /** A visit needs a real time; a quote a positive amount in integer cents. */
    hasTime: ({ event }) => event.type === 'quote.plan_visit' && !Number.isNaN(Date.parse(event.visitAt)),
    hasAmount: ({ event }) => event.type === 'quote.send_quote' && Number.isInteger(event.cents) && event.cents > 0,
  },
})

const decline = { 'quote.decline': { target: '#quote.declined' } } as const

export const quoteRequestMachine = quoteSetup.createMachine({
  id: 'quote',
  initial: 'requested',
  states: {
    requested: { on: { 'quote.plan_visit': { guard: 'hasTime', target: 'visit_planned' }, ...decline } },
    visit_planned: {
      on: {
        // Moved to another time: the same state, a new time.
        'quote.plan_visit': { guard: 'hasTime', target: 'visit_planned', reenter: true },
        'quote.measure': { target: 'measured' },
        ...decline,
      },
    },
    measured: { on: { 'quote.send_quote': { guard: 'hasAmount', target: 'quoted' }, ...decline } },
    quoted: {
      on: {
        'quote.send_quote': { guard: 'hasAmount', target: 'quoted', reenter: true },
        'quote.accept': { target: 'accepted' },
        'quote.expire': { target: 'expired' },
        ...decline,
      },
    },
    accepted: { type: 'final' },
    declined: { type: 'final' },
    expired: { type: 'final' },
  },
})

type QuoteSnapshot = SnapshotFrom<typeof quoteRequestMachine>

const snapshotAt = (status: QuoteStatus): QuoteSnapshot => quoteRequestMachine.resolveState({ value: status, context: undefined })

const sample: Record<QuoteEventType, QuoteEvent> = {
  'quote.plan_visit': { type: 'quote.plan_visit', visitAt: '2000-01-01T09:00:00Z' },
  'quote.measure': { type: 'quote.measure' },
  'quote.send_quote': { type: 'quote.send_quote', cents: 1 },
  'quote.accept': { type: 'quote.accept' },
  'quote.decline': { type: 'quote.decline' },
  'quote.expire': { type: 'quote.expire' },
}

/** The moves a status allows (the back office shows exactly these). */
export function allowedQuoteEvents(status: QuoteStatus): QuoteEventType[] {
  const snapshot = snapshotAt(status)
  return quoteEventTypes.filter((type) => snapshot.can(sample[type]))
}

/** One pure step: the status `event` leads to, or null when refused. */
export function nextQuoteStatus(status: QuoteStatus, event: QuoteEvent): QuoteStatus | null {
  const snapshot = snapshotAt(status)
  if (!snapshot.can(event)) return null
  const [next] = transition(quoteRequestMachine, snapshot, event)
  return next.value as QuoteStatus
}
