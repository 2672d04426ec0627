import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { Settings } from '~/domains/settings/settings.schemas'
import { m } from '~/paraglide/messages.js'

export type MenuPage = { id: number; title: string; slug: string; show_in_menu: boolean }

const link = css({ color: 'header.fg', textDecoration: 'none', fontWeight: 'medium', _hover: { textDecoration: 'underline' } })

/** The main menu: shop sections and the CMS pages shown in the menu. */
export function MenuLinks({ settings, pages, direction }: { settings: Settings; pages: MenuPage[]; direction: 'row' | 'column' }) {
  return (
    <ul className={css({ display: 'flex', flexDirection: direction === 'row' ? 'row' : 'column', gap: '5', listStyle: 'none', m: 0, p: 0, whiteSpace: 'nowrap' })}>
      {settings.enable_shop_page && (
        <>
          <li>
            <Link to="/negozio" className={link}>{m.nav_shop()}</Link>
          </li>
          <li>
            <Link to="/collezioni" className={link}>{m.nav_collections()}</Link>
          </li>
        </>
      )}
      {settings.enable_promo_page && (
        <li>
          <Link to="/promozioni" className={link}>{m.nav_promotions()}</Link>
        </li>
      )}
      {pages
        .filter((p) => p.show_in_menu)
        .map((p) => (
          <li key={p.id}>
            <Link to="/$slug" params={{ slug: p.slug }} className={link}>{p.title}</Link>
          </li>
        ))}
    </ul>
  )
}
