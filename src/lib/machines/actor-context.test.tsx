import { createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { assign, createActor, setup, type Actor } from 'xstate'
import { authMachine } from '~/domains/auth/auth.machine'
import { consentMachine } from '~/domains/consent/consent.machine'
import { ConsentActor } from '~/domains/consent/components/consent-provider'
import { createActorContext } from './actor-context'

// The node project renders as the server does (no `window`).
const counter = setup({ types: { input: {} as { start: number }, context: {} as { count: number } } }).createMachine({
  context: ({ input }) => ({ count: input.start }),
  on: { inc: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
})

function renderWith<T>(
  Context: { Provider: (p: { children: ReactNode; options?: never }) => ReactNode },
  options: unknown,
  read: () => T,
): T {
  let seen: T | undefined
  const Read = () => {
    seen = read()
    return null
  }
  renderToString(createElement(Context.Provider as never, { options } as never, createElement(Read)))
  return seen as T
}

describe('an actor context on the server (issue 15)', () => {
  it('shares one never-started actor between renders with the same input, and shows that input', () => {
    const Counter = createActorContext(counter)
    const first = renderWith(Counter as never, { input: { start: 3 } }, () => Counter.useActorRef())
    const second = renderWith(Counter as never, { input: { start: 3 } }, () => Counter.useActorRef())
    const other = renderWith(Counter as never, { input: { start: 7 } }, () => Counter.useActorRef())
    expect(second).toBe(first)
    expect(other).not.toBe(first)
    expect(
      renderWith(Counter as never, { input: { start: 7 } }, () => Counter.useSelector((s) => s.context.count)),
    ).toBe(7)
    // Never started, and deaf: an event sent during a render neither changes it nor waits in its queue.
    const shared = first as Actor<typeof counter>
    shared.send({ type: 'inc' })
    shared.start()
    expect(shared.getSnapshot().context.count).toBe(3)
    shared.stop()
  })

  it('gives each signed-in user the first snapshot of their own session', () => {
    const Auth = createActorContext(authMachine)
    const anna = { id: 1, name: 'Anna', email: 'a@b.it', role: 'customer' } as never
    const view = (input: unknown) =>
      renderWith(Auth as never, { input }, () => Auth.useSelector((s) => [s.value, s.context.user?.name ?? null]))
    expect(view({ user: null })).toEqual([
      createActor(authMachine, { input: { user: null } }).getSnapshot().value,
      null,
    ])
    expect(view({ user: anna })).toEqual(['signedIn', 'Anna'])
    expect(view({ user: null })[1]).toBeNull()
  })

  it('builds a fresh actor where the key says the input is not worth keeping', () => {
    const Counter = createActorContext(counter, () => null)
    const first = renderWith(Counter as never, { input: { start: 1 } }, () => Counter.useActorRef())
    expect(renderWith(Counter as never, { input: { start: 1 } }, () => Counter.useActorRef())).not.toBe(first)
  })

  it('keeps at most 500 inputs per machine', () => {
    const Counter = createActorContext(counter)
    const first = renderWith(Counter as never, { input: { start: 0 } }, () => Counter.useActorRef())
    for (let start = 1; start <= 500; start++)
      renderWith(Counter as never, { input: { start } }, () => Counter.useActorRef())
    expect(renderWith(Counter as never, { input: { start: 0 } }, () => Counter.useActorRef())).not.toBe(first)
  })

  it('keys the consent by the stored decision and whether it still holds, not by the request', () => {
    const decided = { id: 'c-1', analytics: true, marketing: false, at: new Date(Date.UTC(2026, 0, 1)).toISOString() }
    const now = Date.UTC(2026, 1, 1)
    const ref = (input: unknown) => renderWith(ConsentActor as never, { input }, () => ConsentActor.useActorRef())
    const view = (input: unknown) =>
      renderWith(ConsentActor as never, { input }, () => ConsentActor.useSelector((s) => s.value))
    // Two first visits, each with its own id and clock: one render for both.
    expect(ref({ stored: null, now, newId: 'a' })).toBe(ref({ stored: null, now: now + 1000, newId: 'b' }))
    expect(view({ stored: null, now, newId: 'a' })).toBe(
      createActor(consentMachine, { input: { stored: null, now, newId: 'a' } }).getSnapshot().value,
    )
    expect(view({ stored: decided, now, newId: 'x' })).toBe('decided')
    // The same cookie once it has expired asks again.
    const later = now + 2 * 366 * 24 * 3600 * 1000
    expect(view({ stored: decided, now: later, newId: 'x' })).toBe(
      createActor(consentMachine, { input: { stored: decided, now: later, newId: 'x' } }).getSnapshot().value,
    )
    expect(view({ stored: decided, now: later, newId: 'x' })).not.toBe('decided')
  })
})
