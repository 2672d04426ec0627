import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { adminTo } from '../kit/admin-page'

// Spec §2 admin menu, in the spec's order, plus the e-mail outbox. Pages, categories,
// products, attributes, slider and settings are the catalogue-and-content screens (issue 13);
// this menu links their routes.

export type MenuEntry = { path: string; label: () => string; icon: string }

export const adminMenu: MenuEntry[] = [
  { path: '', label: () => m.adm_menu_dashboard(), icon: '▦' },
  { path: 'users', label: () => m.adm_menu_users(), icon: '👤' },
  { path: 'orders', label: () => m.adm_menu_orders(), icon: '🧾' },
  { path: 'pages', label: () => m.adm_menu_pages(), icon: '📄' },
  { path: 'categories', label: () => m.adm_menu_categories(), icon: '🗂' },
  { path: 'products', label: () => m.adm_menu_products(), icon: '🚪' },
  { path: 'attributes', label: () => m.adm_menu_attributes(), icon: '🏷' },
  { path: 'payments', label: () => m.adm_menu_payments(), icon: '💳' },
  { path: 'shipping', label: () => m.adm_menu_shipping(), icon: '🚚' },
  { path: 'coupons', label: () => m.adm_menu_coupons(), icon: '🎟' },
  { path: 'newsletter', label: () => m.adm_menu_newsletter(), icon: '✉' },
  { path: 'slider', label: () => m.adm_menu_slider(), icon: '🖼' },
  { path: 'documents', label: () => m.adm_menu_documents(), icon: '📑' },
  { path: 'outbox', label: () => m.adm_menu_outbox(), icon: '📤' },
  { path: 'settings', label: () => m.adm_menu_settings(), icon: '⚙' },
]

const linkStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '40px',
  px: '3',
  py: '1.5',
  borderRadius: 'md',
  color: 'fg.default',
  textDecoration: 'none',
  borderLeft: '3px solid transparent',
  _hover: { bg: 'bg.subtle' },
  '&[aria-current=page]': { bg: 'bg.subtle', fontWeight: 'bold', borderLeftColor: 'primary' },
})

/** The menu's links; `compact` shows only the icons (the collapsed side menu), names stay for screen readers. */
export function AdminMenuLinks({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  return (
    <ul className={css({ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: '0.5' })}>
      {adminMenu.map((e) => (
        <li key={e.path}>
          <Link to={adminTo(e.path)} activeOptions={{ exact: e.path === '', includeSearch: false }} className={linkStyle} onClick={onNavigate} title={compact ? e.label() : undefined} data-menu={e.path || 'dashboard'}>
            <span aria-hidden="true" className={css({ w: '5', textAlign: 'center', flexShrink: 0 })}>
              {e.icon}
            </span>
            <span className={compact ? css({ srOnly: true }) : undefined}>{e.label()}</span>
          </Link>
        </li>
      ))}
      <li className={css({ mt: '2', pt: '2', borderTop: '1px solid', borderColor: 'border' })}>
        <Link to="/" className={linkStyle} onClick={onNavigate} title={compact ? m.adm_go_home() : undefined} data-menu="home">
          <span aria-hidden="true" className={css({ w: '5', textAlign: 'center', flexShrink: 0 })}>
            ⌂
          </span>
          <span className={compact ? css({ srOnly: true }) : undefined}>{m.adm_go_home()}</span>
        </Link>
      </li>
    </ul>
  )
}
