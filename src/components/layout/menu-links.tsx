import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import type { ShellSettings as Settings } from '~/domains/settings/settings.schemas'
import { m } from '~/paraglide/messages.js'

export type MenuPage = { id: number; title: string; slug: string; show_in_menu: boolean }

const linkStyles = css.raw({ color: 'header.fg', textDecoration: 'none', fontWeight: 'medium', _hover: { textDecoration: 'underline' } })
const link = css(linkStyles)
// In the header row the links take the theme's menu colour (headerMenu); in the drawer, the text
// colour. Merged, not stacked: two colour classes are decided by the stylesheet's order (decision 062).
const headerLink = css(linkStyles, { color: 'header.menu' })

/** The main menu: shop sections and the CMS pages shown in the menu. */
export function MenuLinks({ settings, pages, direction, clip }: { settings: Settings; pages: MenuPage[]; direction: 'row' | 'column'; clip?: boolean }) {
  const linkClass = clip ? headerLink : link
  return (
    <ul
      className={cx(
        css({ display: 'flex', flexDirection: direction === 'row' ? 'row' : 'column', gap: '5', listStyle: 'none', m: 0, p: 0, whiteSpace: 'nowrap' }),
        // In the header: a row of whole items; the ones that do not fit wrap onto a second row
        // that the fixed height hides (the menu button then offers them, site-header.tsx).
        clip && css({ flexWrap: 'wrap', h: 'full', overflow: 'hidden', alignItems: 'center', alignContent: 'flex-start', rowGap: '40px', pt: '23px', px: '1', '& > li[data-wrapped]': { visibility: 'hidden' } }),
        // Header type "centered" (setting header_type): the menu sits in the middle of the bar.
        clip && settings.header_type === 'centered' && css({ justifyContent: 'center' }),
      )}
    >
      {settings.enable_shop_page && (
        <>
          <li>
            <Link to="/negozio" className={linkClass}>{m.nav_shop()}</Link>
          </li>
          <li>
            <Link to="/collezioni" className={linkClass}>{m.nav_collections()}</Link>
          </li>
        </>
      )}
      {settings.enable_promo_page && (
        <li>
          <Link to="/promozioni" className={linkClass}>{m.nav_promotions()}</Link>
        </li>
      )}
      {pages
        .filter((p) => p.show_in_menu)
        .map((p) => (
          <li key={p.id}>
            <Link to="/$slug" params={{ slug: p.slug }} className={linkClass}>{p.title}</Link>
          </li>
        ))}
    </ul>
  )
}
