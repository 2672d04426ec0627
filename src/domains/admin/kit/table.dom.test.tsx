import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { Table, tableColumns, type TableColumn } from './table'

// The back office's one table: what every admin screen gets from it without asking.

beforeAll(() => overwriteGetLocale(() => 'it'))
afterEach(cleanup)

type Line = { id: number; name: string; quantity: number }
const lines: Line[] = [
  { id: 1, name: 'Maniglia Aria', quantity: 2 },
  { id: 2, name: 'Porta Milano', quantity: 1 },
]
const columns: TableColumn<Line>[] = [
  { key: 'name', header: 'Prodotto', cell: (l) => l.name },
  { key: 'quantity', header: 'Quantità', align: 'end', cell: (l) => l.quantity },
  {
    key: 'actions',
    header: 'Azioni',
    headerHidden: true,
    fit: true,
    cell: (l) => <button type="button">Apri {l.name}</button>,
  },
]
// Panda's atomic classes for text-align: an element must carry exactly one of them (two would
// resolve by stylesheet order, not by intent).
const aligns = (el: Element) => [...el.classList].filter((c) => c.startsWith('ta_'))

describe('<Table>', () => {
  it('names the table by its caption and its scroll region by the same words, reachable by keyboard', () => {
    render(<Table caption="Righe dell'ordine" columns={columns} rows={lines} rowKey={(l) => l.id} />)
    const table = screen.getByRole('table', { name: "Righe dell'ordine" })
    expect(table.querySelector('caption')?.textContent).toBe("Righe dell'ordine")
    expect(table.hasAttribute('data-admin-table')).toBe(true)
    const region = screen.getByRole('region', { name: "Righe dell'ordine" })
    expect(region.tabIndex).toBe(0)
    expect(region.contains(table)).toBe(true)
  })

  it('draws one column header per column, scoped, numbers aligned to the end', () => {
    render(<Table caption="Righe" columns={columns} rows={lines} rowKey={(l) => l.id} />)
    const headers = screen.getAllByRole('columnheader')
    expect(headers.map((h) => h.textContent)).toEqual(['Prodotto', 'Quantità', 'Azioni'])
    expect(headers.map((h) => h.getAttribute('scope'))).toEqual(['col', 'col', 'col'])
    expect(headers.map(aligns)).toEqual([['ta_left'], ['ta_right'], ['ta_left']])
    // The actions header is for screen readers only.
    expect(within(headers[2]!).getByText('Azioni').className).toContain('sr_true')
    const cells = screen.getAllByRole('cell')
    expect(cells.map((c) => c.textContent)).toEqual([
      'Maniglia Aria',
      '2',
      'Apri Maniglia Aria',
      'Porta Milano',
      '1',
      'Apri Porta Milano',
    ])
    expect(cells.map(aligns)).toEqual([['ta_left'], ['ta_right'], ['ta_left'], ['ta_left'], ['ta_right'], ['ta_left']])
  })

  it('renders the rows with their own attributes, a row header and a totals row', () => {
    render(
      <Table
        caption="Righe"
        columns={[{ ...columns[0]!, rowHeader: true }, columns[1]!]}
        rows={lines}
        rowKey={(l) => l.id}
        rowAttributes={(l) => ({ 'data-line': l.id })}
        foot={{ id: 0, name: 'Totale', quantity: 3 }}
      />,
    )
    const rows = screen.getAllByRole('row')
    expect(rows).toHaveLength(4) // header, two lines, totals
    expect(rows[1]!.getAttribute('data-line')).toBe('1')
    expect(within(rows[1]!).getByRole('rowheader').getAttribute('scope')).toBe('row')
    expect(rows[3]!.parentElement?.tagName).toBe('TFOOT')
    expect(rows[3]!.textContent).toBe('Totale3')
  })

  it('says it is loading before the first answer, and shows the empty state after an empty one', () => {
    const { rerender } = render(
      <Table caption="Righe" columns={columns} rows={[]} rowKey={(l) => l.id} pending busy empty="Nessuna riga" />,
    )
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Caricamento…')
    expect(screen.queryByText('Nessuna riga')).toBeNull()
    rerender(<Table caption="Righe" columns={columns} rows={[]} rowKey={(l) => l.id} empty="Nessuna riga" />)
    expect(screen.getByRole('table').hasAttribute('aria-busy')).toBe(false)
    const empty = screen.getByText('Nessuna riga')
    expect(empty.getAttribute('colspan')).toBe('3')
    expect(empty.hasAttribute('data-empty')).toBe(true)
  })

  it('a visually hidden table (a chart’s figures) keeps its caption and headers but no region', () => {
    render(<Table visuallyHidden caption="Incasso" columns={columns.slice(0, 2)} rows={lines} rowKey={(l) => l.id} />)
    expect(screen.getByRole('table', { name: 'Incasso' }).className).toContain('sr_true')
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('takes a resource’s declared columns: label, alignment, the field as default cell', () => {
    const declared = tableColumns<Line>([
      { key: 'name', label: () => 'Nome' },
      { key: 'quantity', label: () => 'Pezzi', align: 'end', cell: (l) => `${l.quantity} pz` },
    ])
    render(<Table caption="Righe" columns={declared} rows={lines.slice(0, 1)} rowKey={(l) => l.id} />)
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nome', 'Pezzi'])
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Maniglia Aria', '2 pz'])
  })
})
