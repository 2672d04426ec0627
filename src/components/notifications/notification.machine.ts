import { assign, setup } from 'xstate'

// Spec §3/§4 notification: a message in a colour that resets itself after 3 seconds (§9).
// A new message replaces the one showing and starts the 3 seconds again.

export const NOTIFICATION_RESET_MS = 3000

export type NotificationColor = 'primary' | 'success' | 'warning' | 'error' | 'info'
export type NotificationContext = { message: string; color: NotificationColor; active: boolean }
export type NotificationEvent =
  | { type: 'notification.show'; message: string; color?: NotificationColor }
  | { type: 'notification.dismiss' }

const cleared: NotificationContext = { message: '', color: 'primary', active: false }

export const notificationMachine = setup({
  types: { context: {} as NotificationContext, events: {} as NotificationEvent },
  delays: { reset: NOTIFICATION_RESET_MS },
}).createMachine({
  id: 'notification',
  context: cleared,
  initial: 'idle',
  on: {
    // Re-entering `active` restarts its timer.
    'notification.show': {
      target: '.active',
      reenter: true,
      actions: assign(({ event }) => ({ message: event.message, color: event.color ?? 'primary', active: true })),
    },
  },
  states: {
    idle: {},
    active: {
      after: { reset: { target: 'idle', actions: assign(cleared) } },
      on: { 'notification.dismiss': { target: 'idle', actions: assign(cleared) } },
    },
  },
})
