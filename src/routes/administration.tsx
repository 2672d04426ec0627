import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, Link, Outlet } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { DarkModeSwitch } from '~/components/layout/color-scheme'
import { LanguageSwitch } from '~/components/layout/language-switch'
import { darkLogoUrl, ThemedLogo } from '~/components/layout/themed-logo'
import { AdminDrawer } from '~/domains/admin/components/admin-drawer'
import { AdminMenuLinks } from '~/domains/admin/components/admin-menu'
import { adminQueryClient } from '~/domains/admin/kit/data-provider'
import { smallButton, smallButtonStyles } from '~/domains/admin/kit/styles'
import { AdminToasts } from '~/domains/admin/kit/toasts'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import { requireAdmin } from '~/domains/auth/guards'
import { darkBackground } from '~/domains/settings/contrast'
import { imageUrl } from '~/lib/format/image'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// The phone's menu button and the laptop's collapse button: one shows at each size.
const drawerToggle = css(smallButtonStyles, { display: { base: 'inline-flex', md: 'none' } })
const collapseToggle = css(smallButtonStyles, { display: { base: 'none', md: 'inline-flex' } })
const logoStyle = css({ maxW: '170px', maxH: '50px', w: 'auto', h: 'auto', objectFit: 'contain' })

// Spec §2 admin layout and §6 admin guard: nobody signed in → /login (and back), not an admin → /.
export const Route = createFileRoute('/administration')({
  beforeLoad: (ctx) => ({ user: requireAdmin(ctx) }),
  component: AdminLayout,
})

const COLLAPSED_KEY = 'soglia-admin-menu-collapsed'

function AdminLayout() {
  const { user: loaded, shell } = Route.useRouteContext()
  const user = AuthActor.useSelector((s) => s.context.user) ?? loaded
  const signingOut = AuthActor.useSelector((s) => s.matches('signingOut'))
  const auth = AuthActor.useActorRef()
  // The root layout remounts the page on each path: the choice is kept in the browser.
  const [collapsed, setCollapsed] = useState(false)
  const [drawer, setDrawer] = useState(false)
  useEffect(() => setCollapsed(localStorage.getItem(COLLAPSED_KEY) === '1'), [])
  const toggle = () => {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1')
    setCollapsed(!collapsed)
  }
  // The shop's footer holds these two; the back office has no footer (decision 065).
  const multilanguage = shell?.settings.multilanguage ?? false
  const darkMode = shell?.settings.show_dark_mode ?? false
  const preferences =
    multilanguage || darkMode ? (
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        {multilanguage && <LanguageSwitch locale={getLocale() as Locale} surface="page" />}
        {darkMode && <DarkModeSwitch surface="page" />}
      </div>
    ) : null
  const logo = imageUrl(shell?.settings.logo_header, shell?.imageHost ?? '', '/images/brand/logo.svg')
  // The bar is on the page's background: in the dark theme the header's logo (dark letters) would
  // vanish there, unless the shop's light header is itself dark (decision 068).
  const darkLogo = shell ? darkLogoUrl(shell.settings, shell.imageHost, darkBackground) : null
  const logoAlt = m.adm_logo_alt({ site: shell?.settings.site_name ?? 'Soglia' })

  return (
    <QueryClientProvider client={adminQueryClient()}>
      <div className={css({ py: '4', display: 'flex', flexDirection: 'column', gap: '4' })} data-admin-shell>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '3',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: '1px solid',
            borderColor: 'border',
            pb: '3',
          })}
        >
          <div className={css({ display: 'flex', gap: '3', alignItems: 'center', minW: 0 })}>
            <button
              type="button"
              className={drawerToggle}
              aria-haspopup="dialog"
              aria-expanded={drawer}
              onClick={() => setDrawer(true)}
              data-admin-menu-button
            >
              ☰ {m.adm_menu_open()}
            </button>
            <button
              type="button"
              className={collapseToggle}
              aria-expanded={!collapsed}
              aria-controls="admin-menu"
              onClick={toggle}
            >
              {collapsed ? m.adm_menu_expand() : m.adm_menu_collapse()}
            </button>
            <Link to="/administration" className={css({ display: 'inline-flex', flexShrink: 0 })}>
              <ThemedLogo src={logo} dark={darkLogo} alt={logoAlt} className={logoStyle} />
            </Link>
          </div>
          <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
            {/* On a phone they are in the drawer, as the language is on the shop's header. */}
            {preferences && <div className={css({ hideBelow: 'md' })}>{preferences}</div>}
            <p className={css({ fontWeight: 'bold' })} data-admin-welcome>
              {m.adm_welcome({ name: user.name })}
            </p>
            <button
              type="button"
              className={smallButton}
              disabled={signingOut}
              onClick={() => auth.send({ type: 'auth.logout' })}
            >
              {m.adm_logout()}
            </button>
          </div>
        </div>
        <div
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: {
              base: 'minmax(0, 1fr)',
              md: collapsed ? '56px minmax(0, 1fr)' : '210px minmax(0, 1fr)',
            },
            alignItems: 'start',
          })}
        >
          <nav
            id="admin-menu"
            aria-label={m.adm_menu_label()}
            className={css({ display: { base: 'none', md: 'block' }, position: 'sticky', top: '4' })}
          >
            <AdminMenuLinks compact={collapsed} />
          </nav>
          <div className={css({ minW: 0 })}>
            <Outlet />
          </div>
        </div>
      </div>
      <AdminDrawer open={drawer} onOpenChange={setDrawer} preferences={preferences} />
      <AdminToasts />
    </QueryClientProvider>
  )
}
