import { Dialog } from '@ark-ui/react/dialog'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { dialogPanel } from '~/components/ui/dialog'
import { m } from '~/paraglide/messages.js'
import { authLink } from './auth-card'
import { AuthActor } from './auth-provider'
import { LoginError } from './login-error'
import { LoginForm } from './login-form'

// Spec §2: on product and configurator pages, with `auth_required_on_product_checkout` on, a
// signed-out visitor must sign in. The dialog cannot be dismissed (no close button; Escape and
// clicks outside do nothing); it goes away when the session exists, and the page stays.

/** The dialog itself; `LoginDialogGate` decides when it is mounted. */
export function LoginDialog() {
  const auth = AuthActor.useActorRef()
  const error = AuthActor.useSelector((s) => s.context.error)
  const busy = AuthActor.useSelector((s) => s.matches('signingIn') || s.matches('loading'))
  const [tried, setTried] = useState<string | null>(null)

  return (
    <Dialog.Root
      open
      role="dialog"
      modal
      trapFocus
      preventScroll
      closeOnEscape={false}
      closeOnInteractOutside={false}
      initialFocusEl={() => document.getElementById('login-email')}
    >
      <Dialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'rgba(0, 0, 0, 0.55)', zIndex: 60 })} />
      <Dialog.Positioner
        className={css({
          position: 'fixed',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          zIndex: 61,
          p: '4',
        })}
      >
        <Dialog.Content data-testid="login-dialog" className={dialogPanel({ width: 'narrow' })}>
          <Dialog.Title className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{m.auth_dialog_title()}</Dialog.Title>
          <Dialog.Description className={css({ color: 'fg.muted' })}>{m.auth_dialog_intro()}</Dialog.Description>
          <LoginForm
            submitting={busy}
            error={tried && error ? <LoginError error={error} email={tried} /> : undefined}
            onSubmit={(values) => {
              setTried(values.email)
              auth.send({ type: 'auth.login', ...values, stay: true })
            }}
          />
          <div
            className={css({
              borderTop: '1px solid',
              borderColor: 'border',
              pt: '4',
              display: 'flex',
              flexDirection: 'column',
              gap: '2',
              fontSize: 'sm',
            })}
          >
            <Link to="/forgot-password" className={authLink}>
              {m.auth_forgot_link()}
            </Link>
            <p>
              {m.auth_no_account()}{' '}
              <Link to="/register" className={authLink}>
                {m.auth_register_link()}
              </Link>
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
