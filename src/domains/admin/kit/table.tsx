import type { ReactNode } from 'react'
import { css, cva, cx } from 'styled-system/css'
import { sideScroll } from '~/components/ui/side-scroll'
import { m } from '~/paraglide/messages.js'
import type { Column } from './resource'

// The back office's one table: every admin table is drawn by `Table`, the paginated resource
// lists by `DataTable` on top of it. A screen declares its columns and rows; the markup
// (caption, header scopes, the scroll region) and the look are decided here once.

export type TableColumn<Row> = {
  key: string
  header: ReactNode
  /** Read by screen readers only (the row's actions need a header, not a visible one). */
  headerHidden?: boolean
  cell: (row: Row, index: number) => ReactNode
  /** `end`: figures and amounts, right-aligned with tabular digits so they line up. */
  align?: 'start' | 'end'
  /** Hidden below 600 px (the row stays readable on a phone). */
  wide?: boolean
  /** As narrow as its content, on one line (a checkbox, the row's buttons). */
  fit?: boolean
  /** The cell that names its row (`<th scope="row">`). */
  rowHeader?: boolean
  /** A sorted column's direction (aria-sort on its header). */
  sort?: 'ascending' | 'descending'
}

type DataAttributes = { [name: `data-${string}`]: string | number | boolean | undefined }

export type TableProps<Row> = {
  /**
   * The table's name: its (visually hidden) caption and its scroll region's label. A section that
   * holds only a heading and this table names no region of its own: two regions, one name.
   */
  caption: string
  columns: readonly TableColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row, index: number) => string | number
  rowAttributes?: (row: Row, index: number) => DataAttributes & { 'aria-invalid'?: boolean }
  /** A totals row under the body, drawn by the same columns. */
  foot?: Row
  /** One full-width cell in place of the rows when there are none. */
  empty?: ReactNode
  /** No answer yet: a loading note in place of the rows. */
  pending?: boolean
  /** A new answer is on its way (aria-busy). */
  busy?: boolean
  /** The rows shown are the previous answer's: dimmed until the new one lands. */
  stale?: boolean
  /** `compact`: rows of inputs, which bring their own padding. */
  density?: 'normal' | 'compact'
  /** `form`: rows of inputs would be squeezed unusable on a phone, so the table keeps a width and its region scrolls. */
  minWidth?: 'none' | 'form'
  /** For screen readers only (the figures behind a chart): no box, no region, no tab stop. */
  visuallyHidden?: boolean
  attributes?: DataAttributes
}

// One recipe per element, so that no element carries two classes for one property: Panda's
// atomic classes resolve by stylesheet order, not by their order in `cx`.
const cell = cva({
  base: { borderBottom: '1px solid', borderColor: 'border', verticalAlign: 'top' },
  variants: {
    density: { normal: { px: '3', py: '2' }, compact: { p: '1.5' } },
    align: { start: { textAlign: 'left' }, end: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } },
    part: { head: { fontWeight: 'bold' }, body: {}, foot: { fontWeight: 'bold' } },
    fit: { true: { w: '1px', whiteSpace: 'nowrap' }, false: {} },
    wide: { true: { display: { base: 'none', sm: 'table-cell' } }, false: {} },
  },
  // A list's headers stay on one line; over rows of inputs they wrap, or a long header would
  // take the width its column's input needs (the inputs shrink to what is left).
  compoundVariants: [{ part: 'head', density: 'normal', css: { whiteSpace: 'nowrap' } }],
  defaultVariants: { density: 'normal', align: 'start', part: 'body', fit: false, wide: false },
})
const tableStyle = cva({
  base: { w: 'full', borderCollapse: 'collapse', fontSize: 'sm' },
  variants: {
    minWidth: { none: {}, form: { minW: '900px' } },
    stale: { true: { opacity: 0.6 }, false: {} },
  },
  defaultVariants: { minWidth: 'none', stale: false },
})
// `sideScroll` sets position and overflow only; the box and focus ring are the region's own.
const regionBox = css({ border: '1px solid', borderColor: 'border', borderRadius: 'lg', _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' } })
const headRow = css({ bg: 'bg.subtle' })
const bodyRow = css({ _hover: { bg: 'bg.subtle' } })
const pendingCell = css({ px: '3', py: '2', borderBottom: '1px solid', borderColor: 'border', textAlign: 'left', color: 'fg.muted', fontSize: 'sm' })
const emptyCell = css({ px: '3', py: '8', borderBottom: '1px solid', borderColor: 'border', textAlign: 'center' })

export function Table<Row>(props: TableProps<Row>) {
  const { columns, density } = props
  const cellClass = (c: TableColumn<Row>, part: 'head' | 'body' | 'foot') => cell({ density, part, align: c.align, fit: c.fit, wide: c.wide })
  const row = (r: Row, i: number, part: 'body' | 'foot') =>
    columns.map((c) =>
      c.rowHeader ? (
        <th key={c.key} scope="row" className={cellClass(c, part)}>
          {c.cell(r, i)}
        </th>
      ) : (
        <td key={c.key} className={cellClass(c, part)}>
          {c.cell(r, i)}
        </td>
      ),
    )
  const table = (
    <table aria-busy={props.busy || undefined} className={props.visuallyHidden ? css({ srOnly: true }) : tableStyle({ minWidth: props.minWidth, stale: props.stale })} data-admin-table {...props.attributes}>
      <caption className={css({ srOnly: true })}>{props.caption}</caption>
      <thead className={headRow}>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" aria-sort={c.sort} className={cellClass(c, 'head')}>
              {c.headerHidden ? <span className={css({ srOnly: true })}>{c.header}</span> : c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.length === 0 && props.pending && (
          <tr>
            <td colSpan={columns.length} className={pendingCell}>
              <span role="status">{m.adm_loading()}</span>
            </td>
          </tr>
        )}
        {props.rows.length === 0 && !props.pending && props.empty != null && (
          <tr>
            <td colSpan={columns.length} className={emptyCell} data-empty>
              {props.empty}
            </td>
          </tr>
        )}
        {props.rows.map((r, i) => (
          <tr key={props.rowKey(r, i)} className={bodyRow} {...props.rowAttributes?.(r, i)}>
            {row(r, i, 'body')}
          </tr>
        ))}
      </tbody>
      {props.foot !== undefined && (
        <tfoot>
          <tr>{row(props.foot, props.rows.length, 'foot')}</tr>
        </tfoot>
      )}
    </table>
  )
  if (props.visuallyHidden) return table
  return (
    // A region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1, axe
    // scrollable-region-focusable); any table may overflow a phone with long enough data.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={props.caption} tabIndex={0} className={cx(sideScroll, regionBox)}>
      {table}
    </div>
  )
}

/** A resource's declared columns as table columns (the cell defaults to the row's field of the same key). */
export function tableColumns<Row>(columns: readonly Column<Row>[]): TableColumn<Row>[] {
  return columns.map((c) => ({
    key: c.key,
    header: c.label(),
    align: c.align,
    wide: c.wide,
    cell: (row: Row) => (c.cell ? c.cell(row) : String((row as Record<string, unknown>)[c.key] ?? '')),
  }))
}
