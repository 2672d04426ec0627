import { useState, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import type { Page } from './data-provider'
import { PER_PAGE_CHOICES, toggleSort, type ListState } from './list-search'
import type { Column } from './resource'
import { sideScroll } from '~/components/ui/side-scroll'
import { cellStyle, mutedText, numericCell, smallButton } from './styles'

type Props<Row> = {
  caption: string
  columns: Column<Row>[]
  page: Page<Row> | undefined
  loading: boolean
  state: ListState
  onChange: (change: Partial<ListState>) => void
  rowId: (row: Row) => string | number
  /** The row's own actions (edit link, delete button), last column. */
  actions?: (row: Row) => ReactNode
  /** Row selection for bulk actions. */
  selected?: Set<string>
  onSelect?: (ids: Set<string>) => void
  empty: ReactNode
}

const headButton = css({ all: 'unset', cursor: 'pointer', display: 'inline-flex', gap: '1', alignItems: 'center', fontWeight: 'bold', _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' } })

/**
 * The list table of every admin screen: sortable headers (state in the URL), row selection,
 * pagination with a page-size choice, a loading state that keeps the previous rows visible
 * (dimmed, aria-busy) and an empty state. On a phone it scrolls sideways inside its region.
 */
export function DataTable<Row>(props: Props<Row>) {
  const { columns, page, state } = props
  const rows = page?.data ?? []
  const nf = new Intl.NumberFormat(getLocale() as Locale)
  const ids = rows.map((r) => String(props.rowId(r)))
  const selectable = Boolean(props.onSelect)
  const allSelected = selectable && ids.length > 0 && ids.every((id) => props.selected?.has(id))
  const select = (id: string, on: boolean) => {
    const next = new Set(props.selected)
    if (on) next.add(id)
    else next.delete(id)
    props.onSelect?.(next)
  }
  const ariaSort = (key: string) => (state.sort === key ? (state.dir === 'desc' ? 'descending' : 'ascending') : undefined)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {/* A region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable). */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-label={props.caption} tabIndex={0} className={cx(sideScroll, css({ border: '1px solid', borderColor: 'border', borderRadius: 'lg' }))}>
        <table aria-busy={props.loading || undefined} className={cx(css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' }), props.loading && page && css({ opacity: 0.6 }))} data-admin-table>
          <caption className={css({ srOnly: true })}>{props.caption}</caption>
          <thead className={css({ bg: 'bg.subtle' })}>
            <tr>
              {selectable && (
                <th scope="col" className={cx(cellStyle, css({ w: '10' }))}>
                  <input type="checkbox" aria-label={m.adm_select_all()} checked={allSelected} onChange={(e) => props.onSelect?.(new Set(e.target.checked ? ids : []))} className={css({ w: '5', h: '5' })} />
                </th>
              )}
              {columns.map((c) => (
                <th key={c.key} scope="col" aria-sort={c.sortable ? ariaSort(c.key) : undefined} className={cx(cellStyle, c.align === 'end' && numericCell, c.wide && css({ display: { base: 'none', sm: 'table-cell' } }), css({ whiteSpace: 'nowrap' }))}>
                  {c.sortable ? (
                    <button type="button" className={headButton} onClick={() => props.onChange(toggleSort(state, c.key))}>
                      {c.label()}
                      <span aria-hidden="true">{state.sort === c.key ? (state.dir === 'desc' ? '▼' : '▲') : '↕'}</span>
                    </button>
                  ) : (
                    c.label()
                  )}
                </th>
              ))}
              {props.actions && (
                <th scope="col" className={cellStyle}>
                  <span className={css({ srOnly: true })}>{m.adm_actions()}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {!page && props.loading && (
              <tr>
                <td colSpan={columns.length + 2} className={cx(cellStyle, mutedText)}>
                  <span role="status">{m.adm_loading()}</span>
                </td>
              </tr>
            )}
            {page && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 2} className={cx(cellStyle, css({ py: '8', textAlign: 'center' }))} data-empty>
                  {props.empty}
                </td>
              </tr>
            )}
            {rows.map((row, i) => (
              <tr key={ids[i]} data-row-id={ids[i]} className={css({ _hover: { bg: 'bg.subtle' } })}>
                {selectable && (
                  <td className={cellStyle}>
                    <input type="checkbox" aria-label={m.adm_select_row({ id: ids[i]! })} checked={props.selected?.has(ids[i]!) ?? false} onChange={(e) => select(ids[i]!, e.target.checked)} className={css({ w: '5', h: '5' })} />
                  </td>
                )}
                {columns.map((c) => (
                  <td key={c.key} className={cx(cellStyle, c.align === 'end' && numericCell, c.wide && css({ display: { base: 'none', sm: 'table-cell' } }))}>
                    {c.cell ? c.cell(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
                  </td>
                ))}
                {props.actions && <td className={cx(cellStyle, css({ whiteSpace: 'nowrap', textAlign: 'right' }))}>{props.actions(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page && page.meta.total > 0 && (
        <nav aria-label={m.adm_pagination()} className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}>
          <p className={mutedText} aria-live="polite">
            {m.adm_page_of({ page: nf.format(page.meta.page), pages: nf.format(Math.max(page.meta.total_pages, 1)), total: nf.format(page.meta.total) })}
          </p>
          <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
            <label className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
              {m.adm_per_page()}
              <select value={page.meta.per_page} onChange={(e) => props.onChange({ per_page: Number(e.target.value) })} className={smallButton}>
                {PER_PAGE_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className={smallButton} disabled={page.meta.page <= 1} onClick={() => props.onChange({ page: page.meta.page - 1 })}>
              {m.adm_previous()}
            </button>
            <button type="button" className={smallButton} disabled={page.meta.page >= page.meta.total_pages} onClick={() => props.onChange({ page: page.meta.page + 1 })}>
              {m.adm_next()}
            </button>
          </div>
        </nav>
      )}
    </div>
  )
}

/** Selection that survives paging but not a change of filters (ids of rows no longer shown are dropped). */
export function useSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set())
  return { selected, setSelected, clear: () => setSelected(new Set()) }
}
