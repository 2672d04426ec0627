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
  /** The header as text, for a card's line label when the header is a control (a sort button). */
  label?: string
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
  /**
   * Below 768 px each row is a card: one line per column shown ("Totale 1.234,00 €"), the `wide`
   * columns left out, so a list needs no sideways scrolling on a phone (issue 43). For lists,
   * not rows of inputs.
   */
  cards?: boolean
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
    // A card's line: the column's name, then the value (the header row is hidden on a phone).
    cards: {
      true: {
        display: { base: 'flex', md: 'table-cell' },
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: '3',
        borderBottomWidth: { base: '0', md: '1px' },
        px: { base: '0', md: '3' },
        py: { base: '0.5', md: '2' },
        textAlign: { base: 'right', md: 'left' },
      },
      false: {},
    },
  },
  // A list's headers stay on one line; over rows of inputs they wrap, or a long header would
  // take the width its column's input needs (the inputs shrink to what is left).
  compoundVariants: [
    { part: 'head', density: 'normal', css: { whiteSpace: 'nowrap' } },
    { cards: true, wide: true, css: { display: { base: 'none', md: 'table-cell' } } },
    { cards: true, align: 'end', css: { textAlign: 'right' } },
    { cards: true, fit: true, css: { w: { base: 'auto', md: '1px' } } },
  ],
  defaultVariants: { density: 'normal', align: 'start', part: 'body', fit: false, wide: false, cards: false },
})
const tableStyle = cva({
  base: { w: 'full', borderCollapse: 'collapse', fontSize: 'sm' },
  variants: {
    minWidth: { none: {}, form: { minW: '900px' } },
    stale: { true: { opacity: 0.6 }, false: {} },
    cards: { true: { display: { base: 'block', md: 'table' } }, false: {} },
  },
  defaultVariants: { minWidth: 'none', stale: false, cards: false },
})
// Card mode's other parts below 768 px: the header row read by screen readers only, the body a
// column of cards.
// The column's name on a card: seen, not read (a screen reader has the column header already,
// and generated content would join the cell's name).
const cardLabelStyle = css({
  display: { base: 'inline', md: 'none' },
  fontWeight: 'medium',
  color: 'fg.muted',
  textAlign: 'left',
  flexShrink: 0,
})
const cardHead = css({
  position: { base: 'absolute', md: 'static' },
  w: { base: '1px', md: 'auto' },
  h: { base: '1px', md: 'auto' },
  overflow: { base: 'hidden', md: 'visible' },
  clip: { base: 'rect(0 0 0 0)', md: 'auto' },
})
const cardBody = css({
  display: { base: 'flex', md: 'table-row-group' },
  flexDirection: 'column',
  gap: '3',
  p: { base: '3', md: '0' },
})
const cardRow = css({
  display: { base: 'flex', md: 'table-row' },
  flexDirection: 'column',
  gap: '1',
  border: { base: '1px solid', md: 'none' },
  borderColor: 'border',
  borderRadius: 'md',
  p: { base: '3', md: '0' },
  _hover: { bg: 'bg.subtle' },
})
// `sideScroll` sets position and overflow only; the box and focus ring are the region's own.
const regionBox = css({
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'lg',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
})
const headRow = css({ bg: 'bg.subtle' })
const bodyRow = css({ _hover: { bg: 'bg.subtle' } })
const pendingCell = css({
  px: '3',
  py: '2',
  borderBottom: '1px solid',
  borderColor: 'border',
  textAlign: 'left',
  color: 'fg.muted',
  fontSize: 'sm',
})
const emptyCell = css({ px: '3', py: '8', borderBottom: '1px solid', borderColor: 'border', textAlign: 'center' })

export function Table<Row>(props: TableProps<Row>) {
  const { columns, density } = props
  const cards = props.cards ?? false
  const cellClass = (c: TableColumn<Row>, part: 'head' | 'body' | 'foot') =>
    cell({ density, part, align: c.align, fit: c.fit, wide: c.wide, cards: cards && part !== 'head' })
  // A card's parts are laid out as blocks, which drops the table's meaning in some browsers
  // (Chromium among them): the roles are given back explicitly.
  const role = (r: 'table' | 'rowgroup' | 'row' | 'cell' | 'rowheader' | 'columnheader') => (cards ? r : undefined)
  const cardLabel = (c: TableColumn<Row>) =>
    cards && !c.headerHidden ? (c.label ?? (typeof c.header === 'string' ? c.header : undefined)) : undefined
  const content = (c: TableColumn<Row>, r: Row, i: number) => {
    const label = cardLabel(c)
    if (!cards) return c.cell(r, i)
    return (
      <>
        {label && (
          <span aria-hidden="true" className={cardLabelStyle}>
            {label}
          </span>
        )}
        <span>{c.cell(r, i)}</span>
      </>
    )
  }
  const row = (r: Row, i: number, part: 'body' | 'foot') =>
    columns.map((c) =>
      c.rowHeader ? (
        <th key={c.key} scope="row" role={role('rowheader')} className={cellClass(c, part)} data-label={cardLabel(c)}>
          {content(c, r, i)}
        </th>
      ) : (
        <td key={c.key} role={role('cell')} className={cellClass(c, part)} data-label={cardLabel(c)}>
          {content(c, r, i)}
        </td>
      ),
    )
  const table = (
    <table
      role={role('table')}
      aria-busy={props.busy || undefined}
      className={
        props.visuallyHidden
          ? css({ srOnly: true })
          : tableStyle({ minWidth: props.minWidth, stale: props.stale, cards })
      }
      data-admin-table
      {...props.attributes}
    >
      <caption className={css({ srOnly: true })}>{props.caption}</caption>
      <thead role={role('rowgroup')} className={cards ? cx(headRow, cardHead) : headRow}>
        <tr role={role('row')}>
          {columns.map((c) => (
            <th key={c.key} scope="col" role={role('columnheader')} aria-sort={c.sort} className={cellClass(c, 'head')}>
              {c.headerHidden ? <span className={css({ srOnly: true })}>{c.header}</span> : c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role={role('rowgroup')} className={cards ? cardBody : undefined}>
        {props.rows.length === 0 && props.pending && (
          <tr role={role('row')}>
            <td colSpan={columns.length} role={role('cell')} className={pendingCell}>
              <span role="status">{m.adm_loading()}</span>
            </td>
          </tr>
        )}
        {props.rows.length === 0 && !props.pending && props.empty != null && (
          <tr role={role('row')}>
            <td colSpan={columns.length} role={role('cell')} className={emptyCell} data-empty>
              {props.empty}
            </td>
          </tr>
        )}
        {props.rows.map((r, i) => (
          <tr
            key={props.rowKey(r, i)}
            role={role('row')}
            className={cards ? cardRow : bodyRow}
            {...props.rowAttributes?.(r, i)}
          >
            {row(r, i, 'body')}
          </tr>
        ))}
      </tbody>
      {props.foot !== undefined && (
        <tfoot role={role('rowgroup')}>
          <tr role={role('row')}>{row(props.foot, props.rows.length, 'foot')}</tr>
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
    label: c.label(),
    align: c.align,
    wide: c.wide,
    cell: (row: Row) => (c.cell ? c.cell(row) : String((row as Record<string, unknown>)[c.key] ?? '')),
  }))
}
