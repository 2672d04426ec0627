import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { adminTo } from '../kit/admin-page'

// Spec §2 admin menu, plus the e-mail outbox, grouped as the owner works (issue 43): the
// dashboard, then sales, catalogue, contents, marketing and settings. Every spec §2 entry keeps
// its label (the slideshow's is "Slider").

export type MenuEntry = { path: string; label: () => string }
type MenuGroup = { key: string; label: () => string; entries: MenuEntry[] }

const dashboard: MenuEntry = { path: '', label: () => m.adm_menu_dashboard() }

export const adminMenu: MenuGroup[] = [
  {
    key: 'sales',
    label: () => m.adm_menu_group_sales(),
    entries: [
      { path: 'orders', label: () => m.adm_menu_orders() },
      { path: 'production', label: () => m.production_menu() },
      { path: 'quotes', label: () => m.quotes_admin_menu() },
      { path: 'users', label: () => m.adm_menu_users() },
      { path: 'payments', label: () => m.adm_menu_payments() },
      { path: 'shipping', label: () => m.adm_menu_shipping() },
      { path: 'documents', label: () => m.adm_menu_documents() },
    ],
  },
  {
    key: 'catalogue',
    label: () => m.adm_menu_group_catalogue(),
    entries: [
      { path: 'products', label: () => m.adm_menu_products() },
      { path: 'categories', label: () => m.adm_menu_categories() },
      { path: 'attributes', label: () => m.adm_menu_attributes() },
      { path: 'collections', label: () => m.adm_menu_collections() },
      { path: 'configurator', label: () => m.adm_menu_configurator() },
      { path: 'reviews', label: () => m.reviews_admin_menu() },
    ],
  },
  {
    key: 'contents',
    label: () => m.adm_menu_group_contents(),
    entries: [
      { path: 'pages', label: () => m.adm_menu_pages() },
      { path: 'blog', label: () => m.cadm_menu_blog() },
      { path: 'faq', label: () => m.cadm_menu_faq() },
      { path: 'slideshow', label: () => m.adm_menu_slider() },
      { path: 'media', label: () => m.cadm_menu_media() },
    ],
  },
  {
    key: 'marketing',
    label: () => m.adm_menu_group_marketing(),
    entries: [
      { path: 'coupons', label: () => m.adm_menu_coupons() },
      { path: 'promotions', label: () => m.cadm_menu_promotions() },
      { path: 'newsletter', label: () => m.adm_menu_newsletter() },
    ],
  },
  {
    key: 'settings',
    label: () => m.adm_menu_group_settings(),
    entries: [
      { path: 'settings', label: () => m.adm_menu_settings() },
      { path: 'translations', label: () => m.adm_menu_translations() },
      { path: 'outbox', label: () => m.adm_menu_outbox() },
    ],
  },
]

const groupHeading = css({
  fontSize: 'xs',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: 'fg.muted',
  px: '3',
  pt: '3',
  pb: '1',
})
const listStyle = css({ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: '0.5' })

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
  const link = (e: MenuEntry) => (
    <li key={e.path}>
      <Link
        to={adminTo(e.path)}
        activeOptions={{ exact: e.path === '', includeSearch: false }}
        className={linkStyle}
        onClick={onNavigate}
        title={compact ? e.label() : undefined}
        data-menu={e.path || 'dashboard'}
      >
        {compact && <Monogram label={e.label()} />}
        <span className={compact ? css({ srOnly: true }) : undefined}>{e.label()}</span>
      </Link>
    </li>
  )
  return (
    <ul className={listStyle}>
      {link(dashboard)}
      {adminMenu.map((g) => (
        // A group is a list named by its heading; collapsed, the heading is for screen readers.
        <li key={g.key} data-menu-group={g.key}>
          <span id={`admin-menu-${g.key}`} className={compact ? css({ srOnly: true }) : groupHeading}>
            {g.label()}
          </span>
          <ul aria-labelledby={`admin-menu-${g.key}`} className={listStyle}>
            {g.entries.map(link)}
          </ul>
        </li>
      ))}
      <li className={css({ mt: '2', pt: '2', borderTop: '1px solid', borderColor: 'border' })}>
        <Link
          to="/"
          className={linkStyle}
          onClick={onNavigate}
          title={compact ? m.adm_go_home() : undefined}
          data-menu="home"
        >
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
    <span
      aria-hidden="true"
      className={css({ w: '7', textAlign: 'center', fontWeight: 'bold', fontSize: 'sm', flexShrink: 0 })}
    >
      {label.slice(0, 2)}
    </span>
  )
}
