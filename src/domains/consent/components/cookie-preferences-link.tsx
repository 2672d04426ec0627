import { css, cx } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { ConsentActor } from './consent-provider'

/** "Preferenze cookie" for the footer: opens the dialog again to change the decision. */
export function CookiePreferencesLink({ className }: { className?: string }) {
  const actor = ConsentActor.useActorRef()
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => actor.send({ type: 'consent.reopen' })}
      className={cx(
        css({ bg: 'transparent', border: 'none', p: 0, color: 'inherit', font: 'inherit', textAlign: 'start', cursor: 'pointer', _hover: { textDecoration: 'underline' } }),
        className,
      )}
    >
      {m.consent_preferences_link()}
    </button>
  )
}
