import { createFileRoute, Link, Outlet, redirect } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import { requireAuth } from '~/domains/auth/guards'
import { buttonStyle } from '~/domains/accounts/components/form-kit'
import { m } from '~/paraglide/messages.js'

// The account area (spec §2): signed-in customers only; administrators have their own area.
export const Route = createFileRoute('/account')({
  beforeLoad: (ctx) => {
    const user = requireAuth(ctx)
    if (user.role === 'admin') throw redirect({ to: '/administration' })
    return { user }
  },
  component: AccountLayout,
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

function AccountLayout() {
  const { user: loaded } = Route.useRouteContext()
  const user = AuthActor.useSelector((s) => s.context.user) ?? loaded
  const signingOut = AuthActor.useSelector((s) => s.matches('signingOut'))
  const auth = AuthActor.useActorRef()

  // Spec §2 account menu: everyone has dashboard, orders and details; customers (role user)
  // also shipping, retailers also their users and their quotes to clients (decision 111).
  const items = [
    { to: '/account/dashboard', label: m.account_menu_dashboard() },
    { to: '/account/orders', label: m.account_menu_orders() },
    { to: '/account/details', label: m.account_menu_details() },
    ...(user.role === 'user' ? [{ to: '/account/shipping', label: m.account_menu_shipping() }] : []),
    ...(user.role === 'retailer'
      ? [
          { to: '/account/users', label: m.account_menu_users() },
          { to: '/account/quotes', label: m.quote_retail_nav() },
        ]
      : []),
    { to: '/account/privacy', label: m.account_menu_privacy() },
  ] as const

  return (
    <div
      className={css({
        display: 'grid',
        gap: '8',
        gridTemplateColumns: { base: '1fr', md: '220px 1fr' },
        py: '6',
        alignItems: 'start',
      })}
    >
      <aside className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <div>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{m.account_title()}</p>
          <p className={css({ fontWeight: 'bold', wordBreak: 'break-word' })}>{user.name}</p>
        </div>
        <nav aria-label={m.account_menu_label()}>
          <ul
            className={css({
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexDirection: { base: 'row', md: 'column' },
              flexWrap: 'wrap',
              gap: '1',
            })}
          >
            {items.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={menuLink}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <button
            type="button"
            className={buttonStyle.secondary}
            disabled={signingOut}
            onClick={() => auth.send({ type: 'auth.logout' })}
          >
            {m.account_logout()}
          </button>
        </div>
      </aside>
      <div className={css({ minW: 0 })}>
        <Outlet />
      </div>
    </div>
  )
}
