import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import type { ShellSettings as Settings } from '~/domains/settings/settings.schemas'
import type { CategoryLink } from '~/domains/catalog/listing-view'
import { m } from '~/paraglide/messages.js'

export type MenuPage = { id: number; title: string; slug: string; show_in_menu: boolean }
export type MenuCategory = Pick<CategoryLink, 'id' | 'name' | 'slug'>

const linkStyles = css.raw({
  color: 'header.fg',
  textDecoration: 'none',
  fontWeight: 'medium',
  _hover: { textDecoration: 'underline' },
})
const link = css(linkStyles, { display: 'inline-block', py: '1' })
// In the header row the links take the theme's menu colour (headerMenu); in the drawer, the text
// colour. Merged, not stacked: two colour classes are decided by the stylesheet's order (decision 062).
const headerLink = css(linkStyles, { color: 'header.menu', fontSize: 'sm' })

/**
 * The main menu: shop sections and the CMS pages shown in the menu. In the header row every item
 * is always there (decision 105): the row never drops an item it measured as too wide, because
 * that measure could only be taken after hydration and the header changed under the pointer
 * (issue 42). Too long a row (many menu pages, a long language) scrolls sideways instead.
 */
export function MenuLinks({
  settings,
  pages,
  direction,
}: {
  settings: Settings
  pages: MenuPage[]
  direction: 'row' | 'column'
}) {
  const row = direction === 'row'
  const linkClass = row ? headerLink : link
  return (
    <ul
      className={cx(
        css({
          display: 'flex',
          flexDirection: row ? 'row' : 'column',
          gap: row ? '4' : '2',
          listStyle: 'none',
          m: 0,
          p: 0,
          whiteSpace: 'nowrap',
        }),
        row && css({ h: 'full', alignItems: 'center', px: '1' }),
        // Header type "centered" (setting header_type): the menu sits in the middle of the bar.
        row && settings.header_type === 'centered' && css({ justifyContent: 'center' }),
      )}
    >
      {settings.enable_shop_page && (
        <>
          <li>
            <Link to="/negozio" className={linkClass}>
              {m.nav_shop()}
            </Link>
          </li>
          <li>
            <Link to="/collezioni" className={linkClass}>
              {m.nav_collections()}
            </Link>
          </li>
        </>
      )}
      {settings.enable_promo_page && (
        <li>
          <Link to="/promozioni" className={linkClass}>
            {m.nav_promotions()}
          </Link>
        </li>
      )}
      {pages
        .filter((p) => p.show_in_menu)
        .map((p) => (
          <li key={p.id}>
            <Link to="/$slug" params={{ slug: p.slug }} className={linkClass}>
              {p.title}
            </Link>
          </li>
        ))}
    </ul>
  )
}

/** The drawer's list of the catalogue's top categories (issue 42: the phone's way into the shop). */
export function CategoryMenu({ categories }: { categories: MenuCategory[] }) {
  if (categories.length === 0) return null
  return (
    <nav aria-label={m.nav_categories_label()}>
      <h3
        className={css({
          fontSize: 'sm',
          fontWeight: 'bold',
          color: 'fg.muted',
          textTransform: 'uppercase',
          letterSpacing: 'wide',
          mb: '2',
        })}
      >
        {m.shop_categories()}
      </h3>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', m: 0, p: 0 })}>
        {categories.map((c) => (
          <li key={c.id}>
            <Link to="/negozio/$category" params={{ category: c.slug }} className={link}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
