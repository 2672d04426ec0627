import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  allowedQuoteEvents,
  canAskVisitMove,
  nextQuoteStatus,
  quoteRequestMachine,
  type QuoteEvent,
} from './quote-request.machine'

// Decision 097: the request's states, driven through createActor as the server drives them.
const drive = (...events: QuoteEvent[]) => {
  const actor = createActor(quoteRequestMachine).start()
  for (const e of events) actor.send(e)
  const snap = actor.getSnapshot()
  actor.stop()
  return snap
}
const plan: QuoteEvent = { type: 'quote.plan_visit', visitAt: '2026-12-10T09:00:00Z' }
const quote: QuoteEvent = { type: 'quote.send_quote', cents: 185_000 }

describe('quote request machine', () => {
  it('goes requested → visit planned → measured → quoted → accepted', () => {
    expect(drive().value).toBe('requested')
    expect(drive(plan).value).toBe('visit_planned')
    expect(drive(plan, { type: 'quote.measure' }).value).toBe('measured')
    expect(drive(plan, { type: 'quote.measure' }, quote).value).toBe('quoted')
    const accepted = drive(plan, { type: 'quote.measure' }, quote, { type: 'quote.accept' })
    expect(accepted.value).toBe('accepted')
    expect(accepted.status).toBe('done')
  })

  it('ends declined from every open state, expired only from quoted', () => {
    expect(drive({ type: 'quote.decline' }).value).toBe('declined')
    expect(drive(plan, { type: 'quote.decline' }).value).toBe('declined')
    expect(drive(plan, { type: 'quote.measure' }, { type: 'quote.decline' }).value).toBe('declined')
    expect(drive(plan, { type: 'quote.measure' }, quote, { type: 'quote.expire' }).value).toBe('expired')
    expect(drive({ type: 'quote.expire' }).value).toBe('requested')
  })

  it('sends a revised quote again, still quoted; never one of nothing', () => {
    const revised = drive(plan, { type: 'quote.measure' }, quote, { type: 'quote.send_quote', cents: 170_000 })
    expect(revised.value).toBe('quoted')
    expect(nextQuoteStatus('quoted', { type: 'quote.send_quote', cents: 0 })).toBeNull()
  })

  it('lets a planned visit move to another time', () => {
    expect(drive(plan, { ...plan, visitAt: '2026-12-11T15:00:00Z' }).value).toBe('visit_planned')
  })

  it('takes the customer’s ask to move only while the visit is planned, and stays planned (decision 112)', () => {
    const ask: QuoteEvent = { type: 'quote.ask_move', windows: 2 }
    const actor = createActor(quoteRequestMachine).start()
    expect(actor.getSnapshot().can(ask)).toBe(false)
    actor.send(plan)
    expect(actor.getSnapshot().can(ask)).toBe(true)
    expect(actor.getSnapshot().can({ type: 'quote.ask_move', windows: 0 })).toBe(false)
    actor.send(ask)
    expect(actor.getSnapshot().value).toBe('visit_planned')
    // The shop re-plans it: still planned, at the new time; then measured, no more asking.
    actor.send({ ...plan, visitAt: '2026-12-12T09:00:00Z' })
    expect(actor.getSnapshot().value).toBe('visit_planned')
    actor.send({ type: 'quote.measure' })
    actor.send(ask)
    expect(actor.getSnapshot().value).toBe('measured')
    expect(actor.getSnapshot().can(ask)).toBe(false)
    actor.stop()
    expect(
      ['requested', 'visit_planned', 'measured', 'quoted', 'accepted'].filter((s) => canAskVisitMove(s as never)),
    ).toEqual(['visit_planned'])
    // Not one of the shop's moves.
    expect(allowedQuoteEvents('visit_planned')).not.toContain('quote.ask_move')
  })

  it('refuses events the state does not allow, and bad payloads', () => {
    expect(drive({ type: 'quote.measure' }).value).toBe('requested')
    expect(drive({ type: 'quote.accept' }).value).toBe('requested')
    expect(drive(quote).value).toBe('requested')
    expect(drive({ type: 'quote.plan_visit', visitAt: 'not a date' }).value).toBe('requested')
    expect(drive(plan, { type: 'quote.measure' }, { type: 'quote.send_quote', cents: 0 }).value).toBe('measured')
    expect(drive(plan, { type: 'quote.measure' }, { type: 'quote.send_quote', cents: 12.5 }).value).toBe('measured')
    // Final states take nothing more.
    const declined = drive({ type: 'quote.decline' }, plan)
    expect(declined.value).toBe('declined')
  })

  it('names the moves of each status for the back office', () => {
    expect(allowedQuoteEvents('requested')).toEqual(['quote.plan_visit', 'quote.decline'])
    expect(allowedQuoteEvents('visit_planned')).toEqual(['quote.plan_visit', 'quote.measure', 'quote.decline'])
    expect(allowedQuoteEvents('measured')).toEqual(['quote.send_quote', 'quote.decline'])
    expect(allowedQuoteEvents('quoted')).toEqual(['quote.send_quote', 'quote.accept', 'quote.decline', 'quote.expire'])
    for (const final of ['accepted', 'declined', 'expired'] as const) expect(allowedQuoteEvents(final)).toEqual([])
    expect(nextQuoteStatus('requested', plan)).toBe('visit_planned')
    expect(nextQuoteStatus('accepted', { type: 'quote.decline' })).toBeNull()
  })
})
