import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  allowedEvents,
  contextOf,
  nextStatus,
  orderStatusMachine,
  type OrderEvent,
  type OrderMachineContext,
} from './order-status.machine'

const ctx = (paymentCode: string, pickup = false, paid = false): OrderMachineContext => ({ paymentCode, pickup, paid })

function run(context: OrderMachineContext, events: OrderEvent[]) {
  const actor = createActor(orderStatusMachine, { input: context }).start()
  for (const event of events) actor.send(event)
  const snapshot = actor.getSnapshot()
  actor.stop()
  return snapshot
}

const ship: OrderEvent = { type: 'order.ship', carrier: 'BRT', tracking: '123' }

describe('order status machine', () => {
  it('bank transfer: paid, confirmed, produced, shipped, delivered, evaded', () => {
    const s = run(ctx('bank_transfer'), [
      { type: 'order.pay' },
      { type: 'order.confirm' },
      { type: 'order.start_production' },
      { type: 'order.end_production' },
      ship,
      { type: 'order.deliver' },
      { type: 'order.evade' },
    ])
    expect(s.value).toBe('evaded')
    expect(s.status).toBe('done')
    expect(s.context.paid).toBe(true)
  })

  it('bank transfer and card cannot be confirmed before payment', () => {
    expect(run(ctx('bank_transfer'), [{ type: 'order.confirm' }]).value).toBe('pending')
    expect(run(ctx('card'), [{ type: 'order.confirm' }]).value).toBe('pending')
  })

  it('cash on delivery is confirmed unpaid and counts as paid once delivered', () => {
    const confirmed = run(ctx('cash_on_delivery'), [{ type: 'order.confirm' }])
    expect(confirmed.value).toBe('confirmed_admin')
    expect(confirmed.context.paid).toBe(false)
    const delivered = run(ctx('cash_on_delivery'), [{ type: 'order.confirm' }, ship, { type: 'order.deliver' }])
    expect(delivered.value).toBe('delivered')
    expect(delivered.context.paid).toBe(true)
  })

  it('a late payment is recorded without moving the status', () => {
    const s = run(ctx('cash_on_delivery'), [{ type: 'order.confirm' }, { type: 'order.pay' }])
    expect(s.value).toBe('confirmed_admin')
    expect(s.context.paid).toBe(true)
    // A second payment is not accepted.
    expect(allowedEvents('confirmed_admin', { ...s.context })).not.toContain('order.pay')
  })

  it('pickup orders are delivered (collected), never shipped', () => {
    const s = run(ctx('in_store', true), [{ type: 'order.confirm' }, ship])
    expect(s.value).toBe('confirmed_admin')
    expect(run(ctx('in_store', true), [{ type: 'order.confirm' }, { type: 'order.deliver' }]).value).toBe('delivered')
    expect(
      run(ctx('bank_transfer'), [{ type: 'order.pay' }, { type: 'order.confirm' }, { type: 'order.deliver' }]).value,
    ).toBe('confirmed_admin')
  })

  it('cancel is possible until shipment, never after; cancelled is final', () => {
    expect(run(ctx('bank_transfer'), [{ type: 'order.cancel', reason: 'x' }]).value).toBe('cancelled')
    expect(
      run(ctx('bank_transfer'), [
        { type: 'order.pay' },
        { type: 'order.confirm' },
        { type: 'order.start_production' },
        { type: 'order.cancel' },
      ]).value,
    ).toBe('cancelled')
    const shipped = run(ctx('bank_transfer'), [
      { type: 'order.pay' },
      { type: 'order.confirm' },
      ship,
      { type: 'order.cancel' },
    ])
    expect(shipped.value).toBe('shipped')
    const cancelled = run(ctx('bank_transfer'), [{ type: 'order.cancel' }])
    expect(cancelled.value).toBe('cancelled')
    expect(cancelled.status).toBe('done')
  })

  it('the customer cancels only a pending order; after a payment or a confirmation only the shop does (issue 39)', () => {
    const byCustomer: OrderEvent = { type: 'order.cancel', by: 'customer' }
    expect(run(ctx('bank_transfer'), [byCustomer]).value).toBe('cancelled')
    expect(run(ctx('bank_transfer'), [{ type: 'order.pay' }, byCustomer]).value).toBe('paid')
    expect(run(ctx('cash_on_delivery'), [{ type: 'order.confirm' }, byCustomer]).value).toBe('confirmed_admin')
    expect(nextStatus('paid', ctx('bank_transfer', false, true), byCustomer)).toBeNull()
    expect(nextStatus('confirmed_admin', ctx('cash_on_delivery'), byCustomer)).toBeNull()
    expect(nextStatus('paid', ctx('bank_transfer', false, true), { type: 'order.cancel', by: 'shop' })?.to).toBe(
      'cancelled',
    )
  })

  it('allowedEvents lists exactly what each status accepts', () => {
    expect(allowedEvents('pending', ctx('bank_transfer'))).toEqual(['order.pay', 'order.cancel'])
    expect(allowedEvents('pending', ctx('cash_on_delivery'))).toEqual(['order.pay', 'order.confirm', 'order.cancel'])
    expect(allowedEvents('paid', ctx('card', false, true))).toEqual(['order.confirm', 'order.cancel'])
    expect(allowedEvents('confirmed_admin', ctx('card', false, true))).toEqual([
      'order.start_production',
      'order.ship',
      'order.cancel',
    ])
    expect(allowedEvents('shipped', ctx('card', false, true))).toEqual(['order.deliver'])
    expect(allowedEvents('delivered', ctx('card', false, true))).toEqual(['order.evade'])
    expect(allowedEvents('evaded', ctx('card', false, true))).toEqual([])
    expect(allowedEvents('cancelled', ctx('card'))).toEqual([])
  })

  it('contextOf reads an Order answer', () => {
    const order = {
      payment_method: { code: 'in_store' },
      delivery: { type: 'pickup' as const },
      payment_status: 'unpaid' as const,
    }
    expect(contextOf(order)).toEqual(ctx('in_store', true, false))
    expect(allowedEvents('confirmed_admin', contextOf(order))).toEqual([
      'order.pay',
      'order.start_production',
      'order.deliver',
      'order.cancel',
    ])
  })

  it('nextStatus is the same machine as a pure step', () => {
    expect(nextStatus('pending', ctx('card'), { type: 'order.pay' })).toEqual({
      from: 'pending',
      to: 'paid',
      context: ctx('card', false, true),
    })
    expect(nextStatus('pending', ctx('card'), { type: 'order.ship', carrier: 'a', tracking: 'b' })).toBeNull()
    expect(nextStatus('end_production', ctx('bank_transfer', false, true), ship)?.to).toBe('shipped')
  })
})
