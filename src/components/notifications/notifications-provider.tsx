import { createActorContext } from '~/lib/machines/actor-context'
import { useCallback, type ReactNode } from 'react'
import { notificationMachine, type NotificationColor } from './notification.machine'

export const NotificationActor = createActorContext(notificationMachine)

/** Mount once around the layout; `<NotificationBanner/>` shows what `useNotify()` sends. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  return <NotificationActor.Provider>{children}</NotificationActor.Provider>
}

/** `notify(message, color)`: shows the message in the colour, for 3 seconds. */
export function useNotify(): (message: string, color?: NotificationColor) => void {
  const actor = NotificationActor.useActorRef()
  return useCallback((message, color) => actor.send({ type: 'notification.show', message, color }), [actor])
}
