import { css, cx } from 'styled-system/css'

// A table from `md` up; below it each row is a card laid out on a grid (each table places its
// cells with `gridColumn`/`gridRow` for `base`), so a phone reads every column without scrolling
// sideways. One markup for both layouts: the table's semantics stay, only the boxes change
// (Chromium keeps table roles under `display: grid`; e2e/account-mobile.spec.ts checks it).

export const cardTable = css({
  display: { base: 'block', md: 'table' },
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
})
// The column headers give way to each card's own labels, and stay for screen readers.
export const cardTableHead = css({ bg: 'bg.subtle', srOnly: { base: true, md: false } })
export const cardTableBody = css({ display: { base: 'block', md: 'table-row-group' } })
/**
 * A card below `md`: add the grid's columns (`gridTemplateColumns`) and `alignItems` for `base`.
 * (Each property set once per element: two atomic classes for one property do not cascade by order.)
 */
export const cardRow = css({
  display: { base: 'grid', md: 'table-row' },
  columnGap: '4',
  rowGap: '1',
  py: { base: '3', md: '0' },
  // Longhands, not `borderBottom`: a responsive shorthand would reset the colour to currentColor.
  borderBottomWidth: { base: '1px', md: '0' },
  borderBottomStyle: 'solid',
  borderColor: 'border',
})
/** A cell's box in both layouts, for cells that set their own alignments. */
export const cardBox = css({
  display: { base: 'block', md: 'table-cell' },
  px: { base: '0', md: '3' },
  py: { base: '0', md: '2' },
  borderBottomWidth: { base: '0', md: '1px' },
  borderBottomStyle: 'solid',
  borderColor: 'border',
})
export const cardCell = cx(cardBox, css({ textAlign: 'left', verticalAlign: 'top' }))
export const cardNumeric = cx(
  cardBox,
  css({ textAlign: 'right', verticalAlign: 'top', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }),
)
export const headCell = css({
  textAlign: 'left',
  px: '3',
  py: '2',
  borderBottom: '1px solid',
  borderColor: 'border',
  verticalAlign: 'top',
})
export const headNumeric = css({
  textAlign: 'right',
  px: '3',
  py: '2',
  borderBottom: '1px solid',
  borderColor: 'border',
  whiteSpace: 'nowrap',
})
/** The label a card shows in place of the column header (aria-hidden: the header is announced). */
export const cardLabel = css({ display: { base: 'inline', md: 'none' }, color: 'fg.muted' })
