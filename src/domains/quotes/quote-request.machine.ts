import { setup, transition, type SnapshotFrom } from 'xstate'

// Issue 44 point 2: a quote or measurement-visit request's states as one pure machine
// (decision 097). The server runs it for every move (moveQuoteRequest); the back office shows
// exactly the moves it allows. No I/O here: dates, e-mails and the account are the server's.
//
//   requested ──plan_visit──▶ visit_planned ──measure──▶ measured ──send_quote──▶ quoted
//       │                      │  ├─plan_visit (moved)        send_quote (revised) ─┤ ├─accept─▶ accepted
//       │                      │  └─ask_move (the customer's)                       │ └─expire─▶ expired
//       │                      │                                                    │
//       └──── decline ─────────┴─────────── decline ─── (requested … quoted) ───────┴──decline─▶ declined
//
// A quote goes out only after a measurement: the shop quotes what it measured, never a
// guess from photos. A quote the customer asked to change is sent again, revised (decision 106):
// the amount is always the server's sum of the quote's lines. Accepted, declined and expired are final.
// The customer may ask to move a planned visit (decision 112): the status stays, the shop
// re-plans it (plan_visit) or not; only a planned visit can be asked to move.

export const quoteStatuses = [
  'requested',
  'visit_planned',
  'measured',
  'quoted',
  'accepted',
  'declined',
  'expired',
] as const
export type QuoteStatus = (typeof quoteStatuses)[number]

export type QuoteEvent =
  | { type: 'quote.plan_visit'; visitAt: string }
  | { type: 'quote.measure' }
  | { type: 'quote.send_quote'; cents: number }
  | { type: 'quote.accept' }
  | { type: 'quote.decline'; reason?: string | null }
  | { type: 'quote.expire' }
  /** The customer's, not the shop's: other time windows for a planned visit. */
  | { type: 'quote.ask_move'; windows: number }
/** The shop's moves (the back office shows these; the customer's ask_move is not one). */
export type QuoteEventType = Exclude<QuoteEvent['type'], 'quote.ask_move'>

export const quoteEventTypes: QuoteEventType[] = [
  'quote.plan_visit',
  'quote.measure',
  'quote.send_quote',
  'quote.accept',
  'quote.decline',
  'quote.expire',
]

const quoteSetup = setup({
  types: { events: {} as QuoteEvent },
  actions: {
    // The server records the ask on the request (visit_move); named so the transition is one
    // the machine takes (a transition without target or action is not "possible" to XState).
    recordMoveAsked: () => {},
  },
  guards: {
    /** A visit needs a real time; a quote a positive amount in integer cents. */
    hasTime: ({ event }) => event.type === 'quote.plan_visit' && !Number.isNaN(Date.parse(event.visitAt)),
    hasAmount: ({ event }) => event.type === 'quote.send_quote' && Number.isInteger(event.cents) && event.cents > 0,
    /** A move is asked with at least one other time window. */
    hasWindows: ({ event }) => event.type === 'quote.ask_move' && event.windows > 0,
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
        // Recorded on the request (its visit_move); the visit stays planned until the shop moves it.
        'quote.ask_move': { guard: 'hasWindows', actions: 'recordMoveAsked' },
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

const snapshotAt = (status: QuoteStatus): QuoteSnapshot =>
  quoteRequestMachine.resolveState({ value: status, context: undefined })

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

/** Whether the customer may ask to move the visit in this status (with some windows). */
export const canAskVisitMove = (status: QuoteStatus): boolean =>
  snapshotAt(status).can({ type: 'quote.ask_move', windows: 1 })

/** One pure step: the status `event` leads to, or null when refused. */
export function nextQuoteStatus(status: QuoteStatus, event: QuoteEvent): QuoteStatus | null {
  const snapshot = snapshotAt(status)
  if (!snapshot.can(event)) return null
  const [next] = transition(quoteRequestMachine, snapshot, event)
  return next.value as QuoteStatus
}
