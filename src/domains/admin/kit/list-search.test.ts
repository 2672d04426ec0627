import { describe, expect, it } from 'vitest'
import { listSearch, nextState, toggleSort } from './list-search'

describe('list search params', () => {
  it('keeps the known keys and drops bad values', () => {
    const parse = listSearch(['role'])
    expect(
      parse({ page: '3', per_page: '25', sort: 'name', dir: 'desc', q: 'rossi', role: 'admin', other: 'x' }),
    ).toEqual({
      page: 3,
      per_page: 25,
      sort: 'name',
      dir: 'desc',
      q: 'rossi',
      role: 'admin',
    })
    expect(parse({ page: '0', per_page: '1000', dir: 'sideways', q: 'x'.repeat(101) })).toEqual({})
  })
  it('goes back to page 1 on any change but paging', () => {
    expect(nextState({ page: 4, q: 'a' }, { q: 'b' })).toEqual({ q: 'b' })
    expect(nextState({ page: 4, q: 'a' }, { page: 5 })).toEqual({ page: 5, q: 'a' })
    expect(nextState({ role: 'admin' }, { role: undefined })).toEqual({})
  })
  it('toggles the sort direction', () => {
    expect(toggleSort({}, 'name')).toEqual({ sort: 'name', dir: 'asc' })
    expect(toggleSort({ sort: 'name', dir: 'asc' }, 'name')).toEqual({ sort: 'name', dir: 'desc' })
  })
})
