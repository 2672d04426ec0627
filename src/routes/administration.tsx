import { createFileRoute, Link, Outlet } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { buttonStyle } from '~/domains/accounts/components/form-kit'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import { requireAdmin } from '~/domains/auth/guards'
import { m } from '~/paraglide/messages.js'

// Spec §2 admin layout and §6 admin guard: nobody signed in → /login (and back), not an admin → /.
export const Route = createFileRoute('/administration')({
  beforeLoad: (ctx) => ({ user: requireAdmin(ctx) }),
  component: AdminLayout,
})

const menuLink = css({
  display: 'block',
  px: '3',
  py: '2',
  borderRadius: 'md',
  color: 'fg.default',
  textDecoration: 'none',
  borderLeft: '3px solid transparent',
  _hover: { bg: 'bg.subtle' },
  '&[aria-current=page]': { bg: 'bg.subtle', fontWeight: 'bold', borderLeftColor: 'primary' },
})

function AdminLayout() {
  const { user: loaded } = Route.useRouteContext()
  const user = AuthActor.useSelector((s) => s.context.user) ?? loaded
  const signingOut = AuthActor.useSelector((s) => s.matches('signingOut'))
  const auth = AuthActor.useActorRef()
  const [open, setOpen] = useState(true)

  // Only the screens that exist are listed; the others of spec §2 come with their issues.
  return (
    <div className={css({ py: '6', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'center', justifyContent: 'space-between', borderBottom: '1px solid', borderColor: 'border', pb: '4' })}>
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
          <button type="button" className={buttonStyle.secondary} aria-expanded={open} aria-controls="admin-menu" onClick={() => setOpen((o) => !o)}>
            {open ? m.admin_menu_collapse() : m.admin_menu_expand()}
          </button>
          <p className={css({ fontWeight: 'bold' })}>{m.admin_welcome({ name: user.name })}</p>
        </div>
        <button type="button" className={buttonStyle.secondary} disabled={signingOut} onClick={() => auth.send({ type: 'auth.logout' })}>
          {m.admin_logout()}
        </button>
      </div>
      <div className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', md: open ? '200px 1fr' : '1fr' }, alignItems: 'start' })}>
        <nav id="admin-menu" aria-label={m.admin_menu_label()} hidden={!open}>
          <ul className={css({ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: { base: 'row', md: 'column' }, flexWrap: 'wrap', gap: '1' })}>
            <li>
              <Link to="/administration" activeOptions={{ exact: true }} className={menuLink}>
                {m.admin_menu_dashboard()}
              </Link>
            </li>
            <li>
              <Link to="/" activeOptions={{ exact: true }} className={menuLink}>
                {m.admin_menu_home()}
              </Link>
            </li>
          </ul>
        </nav>
        <div className={css({ minW: 0 })}>
          <Outlet />
        </div>
      </div>
    </div>
  )
}
