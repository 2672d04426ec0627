import { Link, useLocation } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'

const button = css({
  px: { base: '3', sm: '4' },
  py: '2',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  color: 'fg.default',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
})

/**
 * Previous/next links that keep the other search params. The target is spelled out (this path,
 * these params) rather than relative, so a click during hydration goes to the same place.
 */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { pathname, search } = useLocation()
  if (totalPages <= 1) return null
  const to = (n: number) => ({ to: pathname, search: { ...(search as Record<string, unknown>), page: n } })
  return (
    // On a phone "Pagina 2 di 3" stays on one line between the buttons; a longer one ("Pagina 834
    // di 20.001") moves whole onto a line of its own rather than breaking inside.
    <nav
      aria-label={m.pagination_label()}
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        gap: { base: '2', sm: '4' },
        alignItems: 'center',
        justifyContent: 'center',
        my: '8',
      })}
    >
      {page > 1 && (
        <Link {...to(page - 1)} rel="prev" className={button}>
          {m.pagination_previous()}
        </Link>
      )}
      <span className={css({ whiteSpace: 'nowrap' })}>{m.pagination_page({ page, pages: totalPages })}</span>
      {page < totalPages && (
        <Link {...to(page + 1)} rel="next" className={button}>
          {m.pagination_next()}
        </Link>
      )}
    </nav>
  )
}
