import { Link, useRouterState } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import type { User } from '../auth.schemas'
import { AuthActor } from './auth-provider'
import { firstName } from '../names'

const item = css({
  color: 'header.fg',
  fontSize: 'sm',
  textDecoration: 'none',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  _hover: { textDecoration: 'underline' },
})
const button = css({
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'transparent',
  color: 'header.fg',
  px: '3',
  py: '1.5',
  fontSize: 'sm',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _disabled: { opacity: 0.6, cursor: 'progress' },
})

/** Administrators manage the shop; every other role has the account area (spec §2, §6). */
export const accountHome = (user: Pick<User, 'role'>) =>
  user.role === 'admin' ? '/administration' : '/account/dashboard'

/** The sign-in link comes back to the page it was followed from (issue 16), not from auth pages. */
function useReturnSearch(): { redirect?: string } {
  const href = useRouterState({ select: (s) => s.location.href })
  return /^\/(login|register|forgot-password|reset-password|verify-email)(\/|\?|$)/.test(href) || href === '/'
    ? {}
    : { redirect: href }
}

/** The header's account corner: sign in / register, or a greeting, the account link and sign-out. */
export function AccountNav() {
  const user = AuthActor.useSelector((s) => s.context.user)
  const signingOut = AuthActor.useSelector((s) => s.matches('signingOut'))
  const auth = AuthActor.useActorRef()
  const back = useReturnSearch()

  return (
    <nav aria-label={m.auth_account_menu_label()}>
      <ul className={css({ display: 'flex', alignItems: 'center', gap: '3', listStyle: 'none', m: 0, p: 0 })}>
        {user ? (
          <>
            {/* Only where the bar has room for it beside the whole menu (decision 105); the drawer greets too. */}
            <li
              className={css({ display: { base: 'none', '2xl': 'block' }, color: 'header.fg', whiteSpace: 'nowrap' })}
            >
              {m.auth_greeting({ name: firstName(user.name) })}
            </li>
            <li>
              <Link to={accountHome(user)} className={item}>
                {user.role === 'admin' ? m.nav_administration() : m.nav_account()}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={button}
                disabled={signingOut}
                onClick={() => auth.send({ type: 'auth.logout' })}
              >
                {m.auth_logout()}
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link to="/login" search={back} className={item}>
                {m.nav_login()}
              </Link>
            </li>
            <li>
              <Link to="/register" className={button}>
                {m.nav_register()}
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  )
}

const drawerPrimary = css({
  display: 'block',
  textAlign: 'center',
  bg: 'primary',
  color: 'primary.fg',
  px: '4',
  py: '2.5',
  borderRadius: 'md',
  fontWeight: 'bold',
  textDecoration: 'none',
  cursor: 'pointer',
  w: 'full',
})
const drawerSecondary = css({
  display: 'block',
  textAlign: 'center',
  bg: 'transparent',
  color: 'fg.default',
  border: '1px solid',
  borderColor: 'border',
  px: '4',
  py: '2.5',
  borderRadius: 'md',
  fontWeight: 'bold',
  textDecoration: 'none',
  cursor: 'pointer',
  w: 'full',
})

/** The mobile drawer's account part (spec §2: welcome text, logout, register and login buttons). */
export function AccountDrawerSection() {
  const user = AuthActor.useSelector((s) => s.context.user)
  const signingOut = AuthActor.useSelector((s) => s.matches('signingOut'))
  const auth = AuthActor.useActorRef()
  const back = useReturnSearch()
  return (
    <section
      aria-label={m.auth_account_menu_label()}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <p className={css({ fontWeight: 'medium' })}>
        {user ? m.auth_greeting({ name: firstName(user.name) }) : m.auth_drawer_welcome()}
      </p>
      {user ? (
        <>
          <Link to={accountHome(user)} className={drawerPrimary}>
            {user.role === 'admin' ? m.nav_administration() : m.nav_account()}
          </Link>
          <button
            type="button"
            className={drawerSecondary}
            disabled={signingOut}
            onClick={() => auth.send({ type: 'auth.logout' })}
          >
            {m.auth_logout()}
          </button>
        </>
      ) : (
        <>
          <Link to="/login" search={back} className={drawerPrimary}>
            {m.nav_login()}
          </Link>
          <Link to="/register" className={drawerSecondary}>
            {m.nav_register()}
          </Link>
        </>
      )}
    </section>
  )
}
