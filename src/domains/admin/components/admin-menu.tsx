import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { adminTo } from '../kit/admin-page'

// Spec §2 admin menu, in the spec's order, plus the e-mail outbox. Pages, categories,
// products, attributes, slider and settings are the catalogue-and-content screens (issue 13);
// this menu links their routes.

export type MenuEntry = { path: string; label: () => string }

export const adminMenu: MenuEntry[] = [
  { path: '', label: () => m.adm_menu_dashboard() },
  { path: 'users', label: () => m.adm_menu_users() },
  { path: 'orders', label: () => m.adm_menu_orders() },
  { path: 'pages', label: () => m.adm_menu_pages() },
  { path: 'blog', label: () => m.cadm_menu_blog() },
  { path: 'faq', label: () => m.cadm_menu_faq() },
  { path: 'categories', label: () => m.adm_menu_categories() },
  { path: 'products', label: () => m.adm_menu_products() },
  { path: 'attributes', label: () => m.adm_menu_attributes() },
  { path: 'collections', label: () => m.adm_menu_collections() },
  { path: 'configurator', label: () => m.adm_menu_configurator() },
  { path: 'payments', label: () => m.adm_menu_payments() },
  { path: 'shipping', label: () => m.adm_menu_shipping() },
  { path: 'coupons', label: () => m.adm_menu_coupons() },
  { path: 'reviews', label: () => m.reviews_admin_menu() },
  { path: 'newsletter', label: () => m.adm_menu_newsletter() },
  { path: 'slideshow', label: () => m.adm_menu_slider() },
  { path: 'promotions', label: () => m.cadm_menu_promotions() },
  { path: 'media', label: () => m.cadm_menu_media() },
  { path: 'documents', label: () => m.adm_menu_documents() },
  { path: 'outbox', label: () => m.adm_menu_outbox() },
  { path: 'settings', label: () => m.adm_menu_settings() },
  { path: 'translations', label: () => m.adm_menu_translations() },
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
            {compact && <Monogram label={e.label()} />}
            <span className={compact ? css({ srOnly: true }) : undefined}>{e.label()}</span>
          </Link>
        </li>
      ))}
      <li className={css({ mt: '2', pt: '2', borderTop: '1px solid', borderColor: 'border' })}>
        <Link to="/" className={linkStyle} onClick={onNavigate} title={compact ? m.adm_go_home() : undefined} data-menu="home">
          {compact && <Monogram label={m.adm_go_home()} />}
          <span className={compact ? css({ srOnly: true }) : undefined}>{m.adm_go_home()}</span>
        </Link>
      </li>
    </ul>
  )
}

/** The collapsed menu's mark: the entry's first two letters (the full name is its accessible name and tooltip). */
function Monogram({ label }: { label: string }) {
  return (
    <span aria-hidden="true" className={css({ w: '7', textAlign: 'center', fontWeight: 'bold', fontSize: 'sm', flexShrink: 0 })}>
      {label.slice(0, 2)}
    </span>
  )
}
