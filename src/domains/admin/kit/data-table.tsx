import { useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import type { Page } from './data-provider'
import { PER_PAGE_CHOICES, toggleSort, type ListState } from './list-search'
import type { Column } from './resource'
import { mutedText, smallButton } from './styles'
import { Table, tableColumns, type TableColumn } from './table'

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

const checkbox = css({ w: '5', h: '5' })
const headButton = css({
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-flex',
  gap: '1',
  alignItems: 'center',
  fontWeight: 'bold',
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
})

/**
 * The paginated list of every resource screen, on the kit's Table: sortable headers (state in
 * the URL), row selection, pagination with a page-size choice, a loading state that keeps the
 * previous rows visible (dimmed, aria-busy) and an empty state.
 */
export function DataTable<Row>(props: Props<Row>) {
  const { page, state } = props
  const rows = page?.data ?? []
  const nf = new Intl.NumberFormat(getLocale() as Locale)
  const ids = rows.map((r) => String(props.rowId(r)))
  const allSelected = ids.length > 0 && ids.every((id) => props.selected?.has(id))
  const select = (id: string, on: boolean) => {
    const next = new Set(props.selected)
    if (on) next.add(id)
    else next.delete(id)
    props.onSelect?.(next)
  }
  const ariaSort = (key: string): TableColumn<Row>['sort'] =>
    state.sort === key ? (state.dir === 'desc' ? 'descending' : 'ascending') : undefined
  const declared = tableColumns(props.columns).map((column, i): TableColumn<Row> => {
    const c = props.columns[i]!
    if (!c.sortable) return column
    return {
      ...column,
      sort: ariaSort(c.key),
      header: (
        <button type="button" className={headButton} onClick={() => props.onChange(toggleSort(state, c.key))}>
          {c.label()}
          <span aria-hidden="true">{state.sort === c.key ? (state.dir === 'desc' ? '▼' : '▲') : '↕'}</span>
        </button>
      ),
    }
  })
  const columns: TableColumn<Row>[] = [
    ...(props.onSelect
      ? [
          {
            key: 'data-table:select',
            fit: true,
            header: (
              <input
                type="checkbox"
                aria-label={m.adm_select_all()}
                checked={allSelected}
                onChange={(e) => props.onSelect?.(new Set(e.target.checked ? ids : []))}
                className={checkbox}
              />
            ),
            cell: (_: Row, i: number) => (
              <input
                type="checkbox"
                aria-label={m.adm_select_row({ id: ids[i]! })}
                checked={props.selected?.has(ids[i]!) ?? false}
                onChange={(e) => select(ids[i]!, e.target.checked)}
                className={checkbox}
              />
            ),
          },
        ]
      : []),
    ...declared,
    ...(props.actions
      ? [
          {
            key: 'data-table:actions',
            header: m.adm_actions(),
            headerHidden: true,
            fit: true,
            align: 'end' as const,
            cell: props.actions,
          },
        ]
      : []),
  ]
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Table
        caption={props.caption}
        columns={columns}
        rows={rows}
        rowKey={(_, i) => ids[i]!}
        rowAttributes={(_, i) => ({ 'data-row-id': ids[i] })}
        busy={props.loading}
        stale={props.loading && Boolean(page)}
        pending={props.loading && !page}
        empty={page ? props.empty : undefined}
        cards
      />
      {page && page.meta.total > 0 && (
        <nav
          aria-label={m.adm_pagination()}
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '3',
            alignItems: 'center',
            justifyContent: 'space-between',
          })}
        >
          <p className={mutedText} aria-live="polite">
            {m.adm_page_of({
              page: nf.format(page.meta.page),
              pages: nf.format(Math.max(page.meta.total_pages, 1)),
              total: nf.format(page.meta.total),
            })}
          </p>
          <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
            <label className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
              {m.adm_per_page()}
              <select
                value={page.meta.per_page}
                onChange={(e) => props.onChange({ per_page: Number(e.target.value) })}
                className={smallButton}
              >
                {PER_PAGE_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className={smallButton}
              disabled={page.meta.page <= 1}
              onClick={() => props.onChange({ page: page.meta.page - 1 })}
            >
              {m.adm_previous()}
            </button>
            <button
              type="button"
              className={smallButton}
              disabled={page.meta.page >= page.meta.total_pages}
              onClick={() => props.onChange({ page: page.meta.page + 1 })}
            >
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
