import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import type { ActionError } from '../session.functions'
import { authLink } from './auth-card'

/** A failed sign-in: the server's message, the resend link for an unverified address, the sign-in link when capped. */
export function LoginError({ error, email }: { error: ActionError; email: string }) {
  if (error.code === 'email_not_verified') {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <p>{error.message}</p>
        <Link to="/verify-email/{-$token}" params={{ token: undefined }} search={{ email }} className={authLink}>
          {m.auth_login_resend_link()}
        </Link>
      </div>
    )
  }
  // Too many wrong passwords (per address or per account, decision 089): the e-mailed link still opens the account.
  if (error.code === 'too_many_requests') {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <p>{error.message}</p>
        <Link to="/login-link" className={authLink} data-sign-in-link>
          {m.auth_link_cta()}
        </Link>
      </div>
    )
  }
  return <p>{error.message || m.auth_error_generic()}</p>
}
