import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { ConsentActor } from './consent-provider'

const asLink = css({
  bg: 'transparent',
  border: 'none',
  p: 0,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { textDecoration: 'underline' },
})

/**
 * "Preferenze cookie": opens the dialog again to change the decision. Styled as a link (the
 * footer's) unless `className` gives it a look of its own, which replaces the link's rather than
 * stacking on it (decision 062).
 */
export function CookiePreferencesLink({ className }: { className?: string }) {
  const actor = ConsentActor.useActorRef()
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => actor.send({ type: 'consent.reopen' })}
      className={className ?? asLink}
    >
      {m.consent_preferences_link()}
    </button>
  )
}
