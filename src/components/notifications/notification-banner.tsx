import { css, cx } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import type { NotificationColor } from './notification.machine'
import { NotificationActor } from './notifications-provider'

// Dark ink (DARK_INK in ./contrast, checked there) on the bright colours (spec's green #00E676,
// amber/orange #FFC107, red #FF3D00): white on them fails WCAG AA. Primary keeps its own
// foreground colour. Literal values: Panda extracts styles statically, not imported constants.
const tone: Record<NotificationColor, string> = {
  primary: css({ bg: 'primary', color: 'primary.fg' }),
  success: css({ bg: 'success', color: '#101414' }),
  warning: css({ bg: 'warning', color: '#101414' }),
  error: css({ bg: 'error', color: '#101414' }),
  info: css({ bg: 'info', color: '#101414' }),
}

/**
 * The live region is always in the page (an empty region that fills is what screen readers
 * announce); the visible bar appears only while a notification is active.
 */
export function NotificationBanner() {
  const { message, color, active } = NotificationActor.useSelector((s) => s.context)
  const actor = NotificationActor.useActorRef()
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="notifications"
      className={css({
        position: 'fixed',
        insetX: '0',
        top: 'calc(token(sizes.header) + 0.75rem)',
        zIndex: 60,
        display: 'flex',
        justifyContent: 'center',
        px: '4',
        pointerEvents: 'none',
        // The header's cart dropdown opens where the bar would be, under the header: while it is
        // open the bar moves to the foot of the window, so "Aggiunto al carrello" never covers
        // its first line (issue 42, decision 105). A selector, so no domain reaches into another.
        'html:has([data-cart-dropdown]) &': { top: 'auto', bottom: '4' },
      })}
    >
      {active && (
        <div
          data-color={color}
          className={cx(
            tone[color],
            css({
              pointerEvents: 'auto',
              display: 'flex',
              alignItems: 'center',
              gap: '3',
              maxW: '560px',
              w: 'full',
              px: '4',
              py: '3',
              borderRadius: 'md',
              boxShadow: 'lg',
              fontWeight: 'medium',
            }),
          )}
        >
          <span className={css({ flex: '1' })}>{message}</span>
          <button
            type="button"
            onClick={() => actor.send({ type: 'notification.dismiss' })}
            aria-label={m.notification_close()}
            className={css({
              bg: 'transparent',
              border: 'none',
              color: 'inherit',
              cursor: 'pointer',
              fontSize: 'xl',
              lineHeight: '1',
              px: '1',
            })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  )
}
