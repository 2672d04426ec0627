import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { adminTo } from '../kit/admin-page'

// The documents screen's two sections (spec §2 "documents"): the fiscal documents issued from
// orders, and the site's downloadable documents (the seeded catalogue and measuring guide).

const tab = css({
  px: '3',
  py: '2',
  minH: '40px',
  display: 'inline-flex',
  alignItems: 'center',
  borderBottom: '3px solid transparent',
  color: 'fg.default',
  textDecoration: 'none',
  fontWeight: 'medium',
  _hover: { bg: 'bg.subtle' },
  '&[aria-current=page]': { borderBottomColor: 'primary', fontWeight: 'bold' },
})

export function DocumentsTabs() {
  return (
    <nav aria-label={m.fd_adm_tabs()} className={css({ borderBottom: '1px solid', borderColor: 'border' })}>
      <ul className={css({ display: 'flex', gap: '1', listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' })}>
        <li>
          <Link
            to={adminTo('documents')}
            activeOptions={{ exact: true, includeSearch: false }}
            className={tab}
            data-tab="fiscal"
          >
            {m.fd_adm_tab_fiscal()}
          </Link>
        </li>
        <li>
          <Link to={adminTo('documents/site')} activeOptions={{ includeSearch: false }} className={tab} data-tab="site">
            {m.fd_adm_tab_files()}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
