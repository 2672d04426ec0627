import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { consentMachine, dialogView, type ConsentDecision } from './consent.machine'
import type { StoredConsent } from './consent.schemas'

const NOW = Date.parse('2026-11-22T10:00:00Z')
const DAY = 86_400_000
const ID = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b'
const NEW_ID = '11111111-2222-4333-8444-555555555555'
const stored = (over: Partial<StoredConsent> = {}): StoredConsent => ({
  id: ID,
  analytics: false,
  marketing: false,
  at: new Date(NOW - 10 * DAY).toISOString(),
  ...over,
})

function start(options: { stored?: StoredConsent | null; log?: (d: ConsentDecision) => Promise<unknown> } = {}) {
  const persist = vi.fn()
  const loadAnalytics = vi.fn()
  const unloadAnalytics = vi.fn()
  const warn = vi.fn()
  const logged: ConsentDecision[] = []
  const machine = consentMachine.provide({
    actors: {
      logConsent: fromPromise(async ({ input }) => {
        logged.push(input)
        return (options.log ?? (async () => ({ id: 1 })))(input)
      }),
    },
    actions: {
      persist: (_, params) => persist(params),
      loadAnalytics,
      unloadAnalytics,
      warn: (_, params) => warn(params),
    },
  })
  const actor = createActor(machine, { input: { stored: options.stored ?? null, now: NOW, newId: NEW_ID } }).start()
  return { actor, persist, loadAnalytics, unloadAnalytics, warn, logged }
}

describe('consent machine (spec §4, Garante)', () => {
  it('with no record the dialog shows its first view, under a new consent id', () => {
    const { actor, loadAnalytics } = start()
    expect(actor.getSnapshot().value).toBe('undecided')
    expect(dialogView(actor.getSnapshot())).toBe('choices')
    expect(actor.getSnapshot().context).toMatchObject({ consentId: NEW_ID, decision: null })
    expect(loadAnalytics).not.toHaveBeenCalled()
  })

  it('cannot be dismissed without a choice: close and reopen do nothing', () => {
    const { actor } = start()
    actor.send({ type: 'consent.close' })
    actor.send({ type: 'consent.reopen' })
    expect(actor.getSnapshot().value).toBe('undecided')
    actor.send({ type: 'consent.customize' })
    actor.send({ type: 'consent.close' })
    expect(actor.getSnapshot().value).toBe('preferences')
  })

  it('adopts a choice made before hydration (issue 16): decided, neither stored nor logged again', () => {
    const { actor, persist, loadAnalytics, logged } = start()
    const early = stored({ id: NEW_ID, analytics: true, marketing: true, at: new Date(NOW).toISOString() })
    actor.send({ type: 'consent.adopt', stored: early })
    expect(actor.getSnapshot().value).toBe('decided')
    expect(actor.getSnapshot().context).toMatchObject({
      consentId: NEW_ID,
      decision: { analytics: true, marketing: true },
    })
    expect(persist).not.toHaveBeenCalled()
    expect(logged).toEqual([])
    expect(loadAnalytics).toHaveBeenCalledTimes(1)
    // Already decided: a second adopt changes nothing.
    actor.send({ type: 'consent.adopt', stored: stored() })
    expect(actor.getSnapshot().context.decision).toEqual({ analytics: true, marketing: true })
  })

  it('accept all: both true, stored in the browser, logged, analytics loaded', async () => {
    const { actor, persist, loadAnalytics, logged } = start()
    actor.send({ type: 'consent.acceptAll' })
    expect(dialogView(actor.getSnapshot())).toBeNull() // closes at once, while the log is sent
    await waitFor(actor, (s) => s.matches('decided'))
    const decision = { id: NEW_ID, analytics: true, marketing: true }
    expect(persist).toHaveBeenCalledWith(decision)
    expect(logged).toEqual([decision])
    expect(loadAnalytics).toHaveBeenCalledTimes(1)
  })

  it('reject all is one step from the first view too: both false, no analytics', async () => {
    const { actor, persist, loadAnalytics, logged } = start()
    actor.send({ type: 'consent.rejectAll' })
    await waitFor(actor, (s) => s.matches('decided'))
    expect(persist).toHaveBeenCalledWith({ id: NEW_ID, analytics: false, marketing: false })
    expect(logged).toEqual([{ id: NEW_ID, analytics: false, marketing: false }])
    expect(loadAnalytics).not.toHaveBeenCalled()
  })

  it('customise → save the chosen toggles; analytics only when chosen', async () => {
    const marketingOnly = start()
    marketingOnly.actor.send({ type: 'consent.customize' })
    expect(dialogView(marketingOnly.actor.getSnapshot())).toBe('preferences')
    marketingOnly.actor.send({ type: 'consent.save', analytics: false, marketing: true })
    await waitFor(marketingOnly.actor, (s) => s.matches('decided'))
    expect(marketingOnly.persist).toHaveBeenCalledWith({ id: NEW_ID, analytics: false, marketing: true })
    expect(marketingOnly.loadAnalytics).not.toHaveBeenCalled()

    const analyticsOnly = start()
    analyticsOnly.actor.send({ type: 'consent.customize' })
    analyticsOnly.actor.send({ type: 'consent.save', analytics: true, marketing: false })
    await waitFor(analyticsOnly.actor, (s) => s.matches('decided'))
    expect(analyticsOnly.logged).toEqual([{ id: NEW_ID, analytics: true, marketing: false }])
    expect(analyticsOnly.loadAnalytics).toHaveBeenCalledTimes(1)
  })

  it('accept all and reject all are offered in the preferences view as well', async () => {
    const { actor, persist } = start()
    actor.send({ type: 'consent.customize' })
    actor.send({ type: 'consent.rejectAll' })
    await waitFor(actor, (s) => s.matches('decided'))
    actor.send({ type: 'consent.reopen' })
    actor.send({ type: 'consent.acceptAll' })
    await waitFor(actor, (s) => s.matches('decided'))
    expect(persist.mock.calls.map(([d]) => d)).toEqual([
      { id: NEW_ID, analytics: false, marketing: false },
      { id: NEW_ID, analytics: true, marketing: true },
    ])
  })

  it('a fresh stored decision starts decided, with no dialog; analytics loads only if chosen', () => {
    const yes = start({ stored: stored({ analytics: true }) })
    expect(yes.actor.getSnapshot().value).toBe('decided')
    expect(dialogView(yes.actor.getSnapshot())).toBeNull()
    expect(yes.loadAnalytics).toHaveBeenCalledTimes(1)
    expect(yes.persist).not.toHaveBeenCalled()
    expect(yes.logged).toEqual([])

    const no = start({ stored: stored({ marketing: true }) })
    expect(no.actor.getSnapshot().value).toBe('decided')
    expect(no.loadAnalytics).not.toHaveBeenCalled()
  })

  it('a decision older than 365 days counts as none (the browser keeps its id)', () => {
    const lastDay = start({ stored: stored({ analytics: true, at: new Date(NOW - 365 * DAY).toISOString() }) })
    expect(lastDay.actor.getSnapshot().value).toBe('decided')
    const expired = start({ stored: stored({ analytics: true, at: new Date(NOW - 366 * DAY).toISOString() }) })
    expect(expired.actor.getSnapshot().value).toBe('undecided')
    expect(expired.actor.getSnapshot().context).toMatchObject({ consentId: ID, decision: null })
    expect(expired.loadAnalytics).not.toHaveBeenCalled()
  })

  it('reopen from the footer link shows the preferences; close keeps the decision', async () => {
    const { actor, persist, logged } = start({ stored: stored({ analytics: true, marketing: false }) })
    actor.send({ type: 'consent.reopen' })
    expect(dialogView(actor.getSnapshot())).toBe('preferences')
    actor.send({ type: 'consent.close' })
    expect(actor.getSnapshot().value).toBe('decided')
    expect(actor.getSnapshot().context.decision).toEqual({ analytics: true, marketing: false })
    expect(persist).not.toHaveBeenCalled()
    expect(logged).toEqual([])
  })

  it('withdrawing analytics consent removes the tag; changing only marketing does not touch it', async () => {
    const { actor, unloadAnalytics, loadAnalytics, logged } = start({
      stored: stored({ analytics: true, marketing: true }),
    })
    expect(loadAnalytics).toHaveBeenCalledTimes(1)
    actor.send({ type: 'consent.reopen' })
    actor.send({ type: 'consent.save', analytics: false, marketing: true })
    await waitFor(actor, (s) => s.matches('decided'))
    expect(unloadAnalytics).toHaveBeenCalledTimes(1)
    // The same browser id across decisions: the records make a history.
    expect(logged).toEqual([{ id: ID, analytics: false, marketing: true }])

    actor.send({ type: 'consent.reopen' })
    actor.send({ type: 'consent.save', analytics: false, marketing: false })
    await waitFor(actor, (s) => s.matches('decided'))
    expect(unloadAnalytics).toHaveBeenCalledTimes(1)
    expect(loadAnalytics).toHaveBeenCalledTimes(1)
  })

  it('a failed server log only warns: the choice stands and the dialog stays closed', async () => {
    const { actor, persist, warn } = start({ log: async () => Promise.reject(new Error('offline')) })
    actor.send({ type: 'consent.rejectAll' })
    await waitFor(actor, (s) => s.matches('decided'))
    expect(persist).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.decision).toEqual({ analytics: false, marketing: false })
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'consent log failed' }))
  })

  it('ignores choices while saving, and a save outside the preferences view', async () => {
    let release!: () => void
    const { actor, logged } = start({ log: () => new Promise((r) => (release = () => r({ id: 1 }))) })
    actor.send({ type: 'consent.save', analytics: true, marketing: true }) // not offered in the first view
    expect(actor.getSnapshot().value).toBe('undecided')
    actor.send({ type: 'consent.rejectAll' })
    expect(actor.getSnapshot().value).toBe('saving')
    actor.send({ type: 'consent.acceptAll' })
    actor.send({ type: 'consent.reopen' })
    expect(actor.getSnapshot().value).toBe('saving')
    release()
    await waitFor(actor, (s) => s.matches('decided'))
    expect(logged).toHaveLength(1)
    expect(actor.getSnapshot().context.decision).toEqual({ analytics: false, marketing: false })
  })
})
