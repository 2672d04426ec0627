import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import type { Page } from './data-provider'
import { DataTable } from './data-table'
import type { Column } from './resource'

// The resource lists' table, built on the kit's Table: sorting, selection, paging and the
// loading and empty states behave as they did before the table was extracted.

beforeAll(() => overwriteGetLocale(() => 'it'))
afterEach(cleanup)

type Coupon = { id: number; code: string; uses: number }
const columns: Column<Coupon>[] = [
  { key: 'code', label: () => 'Codice', sortable: true },
  { key: 'uses', label: () => 'Utilizzi', align: 'end' },
]
const page: Page<Coupon> = {
  data: [
    { id: 1, code: 'ESTATE15', uses: 3 },
    { id: 2, code: 'BENVENUTO10', uses: 12 },
  ],
  meta: { page: 1, per_page: 25, total: 30, total_pages: 2 },
}
const base = { caption: 'Coupon', columns, state: {}, rowId: (c: Coupon) => c.id, empty: 'Nessun coupon' }

describe('<DataTable>', () => {
  it('sorts from the header (aria-sort on the sorted column) and pages from the navigation', () => {
    const onChange = vi.fn()
    const { rerender } = render(<DataTable {...base} page={page} loading={false} onChange={onChange} />)
    const code = screen.getByRole('columnheader', { name: /Codice/ })
    expect(code.hasAttribute('aria-sort')).toBe(false)
    fireEvent.click(within(code).getByRole('button'))
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'code' }))
    rerender(
      <DataTable {...base} state={{ sort: 'code', dir: 'desc' }} page={page} loading={false} onChange={onChange} />,
    )
    expect(screen.getByRole('columnheader', { name: /Codice/ }).getAttribute('aria-sort')).toBe('descending')
    const nav = screen.getByRole('navigation', { name: 'Pagine' })
    fireEvent.click(within(nav).getByRole('button', { name: 'Successiva' }))
    expect(onChange).toHaveBeenLastCalledWith({ page: 2 })
  })

  it('selects rows one by one or all at once, and has an actions column', () => {
    const onSelect = vi.fn()
    render(
      <DataTable
        {...base}
        page={page}
        loading={false}
        onChange={() => {}}
        selected={new Set(['1'])}
        onSelect={onSelect}
        actions={(c) => <a href={`/c/${c.id}`}>Apri</a>}
      />,
    )
    expect(screen.getAllByRole('columnheader')).toHaveLength(4)
    expect(screen.getAllByRole('row')[1]!.getAttribute('data-row-id')).toBe('1')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona tutte le righe della pagina' }))
    expect([...onSelect.mock.lastCall![0]]).toEqual(['1', '2'])
    fireEvent.click(screen.getAllByRole('checkbox')[2]!)
    expect([...onSelect.mock.lastCall![0]]).toEqual(['1', '2'])
    expect(screen.getAllByRole('link', { name: 'Apri' })).toHaveLength(2)
  })

  it('keeps the previous rows while a new answer loads (aria-busy), says loading before the first, shows the empty state', () => {
    const { rerender } = render(<DataTable {...base} page={undefined} loading onChange={() => {}} />)
    expect(screen.getByRole('status').textContent).toBe('Caricamento…')
    rerender(<DataTable {...base} page={page} loading onChange={() => {}} />)
    expect(screen.getByRole('table', { name: 'Coupon' }).getAttribute('aria-busy')).toBe('true')
    expect(screen.getAllByRole('row')).toHaveLength(3)
    rerender(
      <DataTable
        {...base}
        page={{ data: [], meta: { page: 1, per_page: 25, total: 0, total_pages: 0 } }}
        loading={false}
        onChange={() => {}}
      />,
    )
    expect(screen.getByText('Nessun coupon').hasAttribute('data-empty')).toBe(true)
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
