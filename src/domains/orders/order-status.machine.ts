import { assign, setup, transition, type SnapshotFrom } from 'xstate'
import type { OrderStatus } from './orders.schemas'

// Spec §3 order statuses as one pure machine (decision 018): the server runs it for every
// change (changeOrderStatus), the admin shows exactly the events it allows. No I/O here: the
// dates, history and e-mails are the server's, decided from the transition taken.
//
//   pending ──pay──▶ paid ──confirm──▶ confirmed_admin ──start_production──▶ start_production
//     │  └─confirm (pays later: cash on delivery, in store)─▲      │                │
//     │                                                    │   ship (stock)   end_production
//     │                                                    │      ▼                ▼
//     │                                                    │   shipped ◀──ship── end_production
//     │                                                    │      │ deliver        │ deliver (pickup)
//     │                                                    │      ▼                ▼
//     │                                                    │   delivered ──evade──▶ evaded
//     └─cancel─▶ cancelled ◀─cancel─ paid, confirmed_admin, start_production, end_production
//
// Bank transfer and card must be paid before confirmation; cash on delivery and in-store
// payment are confirmed unpaid and count as paid when delivered (collected). `pay` is accepted
// in later statuses too when the order was confirmed unpaid (money arrived early): it only
// records the payment.

export type OrderMachineContext = {
  /** The payment method's code (decision 018). */
  paymentCode: string
  pickup: boolean
  paid: boolean
}

export type OrderEvent =
  | { type: 'order.pay' }
  | { type: 'order.confirm' }
  | { type: 'order.start_production' }
  | { type: 'order.end_production' }
  | { type: 'order.ship'; carrier: string; tracking: string }
  | { type: 'order.deliver' }
  | { type: 'order.evade' }
  /** `by: 'customer'`: the customer's own cancel, allowed only while the order is pending (spec §4). */
  | { type: 'order.cancel'; reason?: string | null; by?: 'customer' | 'shop' }
export type OrderEventType = OrderEvent['type']

export const orderEventTypes: OrderEventType[] = [
  'order.pay',
  'order.confirm',
  'order.start_production',
  'order.end_production',
  'order.ship',
  'order.deliver',
  'order.evade',
  'order.cancel',
]

/** Methods paid after the goods change hands: confirmed without a payment. */
export const PAYS_LATER = ['cash_on_delivery', 'in_store'] as const
const paysLater = (code: string) => (PAYS_LATER as readonly string[]).includes(code)

const orderSetup = setup({
  types: {
    context: {} as OrderMachineContext,
    events: {} as OrderEvent,
    input: {} as OrderMachineContext,
  },
  guards: {
    paysLater: ({ context }) => paysLater(context.paymentCode),
    unpaid: ({ context }) => !context.paid,
    pickup: ({ context }) => context.pickup,
    shipped: ({ context }) => !context.pickup,
    byShop: ({ event }) => !(event.type === 'order.cancel' && event.by === 'customer'),
  },
  actions: {
    markPaid: assign({ paid: true }),
    /** Cash on delivery / in store: the money changes hands with the goods. */
    paidOnDelivery: assign(({ context }) => ({ paid: context.paid || paysLater(context.paymentCode) })),
  },
})

// Once the shop has a payment or a confirmation, only the shop cancels (issue 39): the customer's
// cancel is the same event, refused here under the order's row lock, not by a check before it.
const cancel = { 'order.cancel': { guard: 'byShop', target: '#order.cancelled' } } as const
const anyoneCancels = { 'order.cancel': { target: '#order.cancelled' } } as const
const latePay = { 'order.pay': { guard: 'unpaid', actions: 'markPaid' } } as const

export const orderStatusMachine = orderSetup.createMachine({
  id: 'order',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      on: {
        'order.pay': { target: 'paid', actions: 'markPaid' },
        'order.confirm': { guard: 'paysLater', target: 'confirmed_admin' },
        ...anyoneCancels,
      },
    },
    paid: { on: { 'order.confirm': { target: 'confirmed_admin' }, ...cancel } },
    confirmed_admin: {
      on: {
        'order.start_production': { target: 'start_production' },
        'order.ship': { guard: 'shipped', target: 'shipped' },
        'order.deliver': { guard: 'pickup', target: 'delivered', actions: 'paidOnDelivery' },
        ...latePay,
        ...cancel,
      },
    },
    start_production: { on: { 'order.end_production': { target: 'end_production' }, ...latePay, ...cancel } },
    end_production: {
      on: {
        'order.ship': { guard: 'shipped', target: 'shipped' },
        'order.deliver': { guard: 'pickup', target: 'delivered', actions: 'paidOnDelivery' },
        ...latePay,
        ...cancel,
      },
    },
    shipped: { on: { 'order.deliver': { target: 'delivered', actions: 'paidOnDelivery' }, ...latePay } },
    delivered: { on: { 'order.evade': { target: 'evaded' }, ...latePay } },
    evaded: { type: 'final' },
    cancelled: { type: 'final' },
  },
})

export type OrderSnapshot = SnapshotFrom<typeof orderStatusMachine>

/** The machine standing at a stored order's status. */
export function snapshotAt(status: OrderStatus, context: OrderMachineContext): OrderSnapshot {
  return orderStatusMachine.resolveState({ value: status, context })
}

const sample: Record<OrderEventType, OrderEvent> = {
  'order.pay': { type: 'order.pay' },
  'order.confirm': { type: 'order.confirm' },
  'order.start_production': { type: 'order.start_production' },
  'order.end_production': { type: 'order.end_production' },
  'order.ship': { type: 'order.ship', carrier: '-', tracking: '-' },
  'order.deliver': { type: 'order.deliver' },
  'order.evade': { type: 'order.evade' },
  'order.cancel': { type: 'order.cancel' },
}

/** The events a status allows (the admin shows exactly these buttons). */
export function allowedEvents(status: OrderStatus, context: OrderMachineContext): OrderEventType[] {
  const snapshot = snapshotAt(status, context)
  return orderEventTypes.filter((type) => snapshot.can(sample[type]))
}

export type OrderStep = { from: OrderStatus; to: OrderStatus; context: OrderMachineContext }

/** One pure step: where `event` takes an order, or null when the status does not allow it. */
export function nextStatus(status: OrderStatus, context: OrderMachineContext, event: OrderEvent): OrderStep | null {
  const snapshot = snapshotAt(status, context)
  if (!snapshot.can(event)) return null
  const [next] = transition(orderStatusMachine, snapshot, event)
  return { from: status, to: next.value as OrderStatus, context: next.context }
}

/** The machine's context for an `Order` answer (the admin: `allowedEvents(order.status, contextOf(order))`). */
export function contextOf(order: {
  payment_method: { code: string }
  delivery: { type: 'address' | 'pickup' }
  payment_status: 'paid' | 'unpaid'
}): OrderMachineContext {
  return {
    paymentCode: order.payment_method.code,
    pickup: order.delivery.type === 'pickup',
    paid: order.payment_status === 'paid',
  }
}
