import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor } from 'xstate'
import { NOTIFICATION_RESET_MS, notificationMachine } from './notification.machine'

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(notificationMachine, { clock }).start()
  return { actor, clock, context: () => actor.getSnapshot().context }
}

describe('notification machine (spec §4, §9)', () => {
  it('starts inactive, in the primary colour', () => {
    const { actor, context } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(context()).toEqual({ message: '', color: 'primary', active: false })
  })

  it('shows a message in a colour and resets itself after 3000 ms', () => {
    const { actor, clock, context } = start()
    actor.send({ type: 'notification.show', message: 'Iscrizione avvenuta', color: 'success' })
    expect(context()).toEqual({ message: 'Iscrizione avvenuta', color: 'success', active: true })
    clock.increment(NOTIFICATION_RESET_MS - 1)
    expect(context().active).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(context()).toEqual({ message: '', color: 'primary', active: false })
  })

  it('the colour defaults to primary', () => {
    const { actor, context } = start()
    actor.send({ type: 'notification.show', message: 'Ciao' })
    expect(context().color).toBe('primary')
  })

  it('a new message replaces the one showing and gets its own 3 seconds', () => {
    const { actor, clock, context } = start()
    actor.send({ type: 'notification.show', message: 'primo', color: 'success' })
    clock.increment(2000)
    actor.send({ type: 'notification.show', message: 'secondo', color: 'warning' })
    clock.increment(2000)
    expect(context()).toEqual({ message: 'secondo', color: 'warning', active: true })
    clock.increment(1000)
    expect(context().active).toBe(false)
  })

  it('can be dismissed early; dismissing when idle does nothing', () => {
    const { actor, clock, context } = start()
    actor.send({ type: 'notification.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'notification.show', message: 'x', color: 'error' })
    actor.send({ type: 'notification.dismiss' })
    expect(context()).toEqual({ message: '', color: 'primary', active: false })
    clock.increment(NOTIFICATION_RESET_MS)
    expect(actor.getSnapshot().value).toBe('idle')
  })
})
