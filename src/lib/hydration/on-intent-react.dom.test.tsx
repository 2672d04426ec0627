import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { HYDRATED_EVENT, hydrateOnIntent } from './on-intent'

// The loader with React itself: what a visitor types and taps before hydration reaches React's
// state and handlers afterwards (decision 017).

function SearchForm({ onSearch }: { onSearch: (q: string, sort: string) => void }) {
  const [q, setQ] = useState('')
  const [sort, setSort] = useState('newest')
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(q, sort)
      }}
    >
      <input aria-label="q" value={q} onChange={(e) => setQ(e.currentTarget.value)} />
      <select aria-label="sort" value={sort} onChange={(e) => setSort(e.currentTarget.value)}>
        <option value="newest">newest</option>
        <option value="price_asc">price</option>
      </select>
      <output>{q}</output>
      <button type="submit">Search</button>
    </form>
  )
}

const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

it('a field typed into and a form submitted before hydration reach React once it has hydrated', async () => {
  const onSearch = vi.fn()
  const container = document.createElement('div')
  container.innerHTML = renderToString(<SearchForm onSearch={() => {}} />)
  document.body.appendChild(container)
  document.documentElement.removeAttribute('data-hydration')
  document.documentElement.removeAttribute('data-hydrated')
  hydrateOnIntent({ entry: '/entry.js', preloads: [], reload: { key: 'k', windowMs: 60_000 } }, async () => undefined)

  // The visitor types, picks a sort order and presses the button, all before React runs.
  const input = container.querySelector('input')!
  input.value = 'blindata'
  input.dispatchEvent(new Event('input', { bubbles: true }))
  const select = container.querySelector('select')!
  select.value = 'price_asc'
  select.dispatchEvent(new Event('change', { bubbles: true }))
  container.querySelector('button')!.click()

  const root = await act(async () => hydrateRoot(container, <SearchForm onSearch={onSearch} />))
  cleanups.push(
    () => root.unmount(),
    () => container.remove(),
  )
  expect(container.querySelector('output')!.textContent).toBe('') // React has not seen the text yet
  await act(async () => {
    document.documentElement.dataset.hydrated = 'true'
    document.dispatchEvent(new Event(HYDRATED_EVENT))
    await new Promise((resolve) => setTimeout(resolve, 10))
  })
  expect(container.querySelector('output')!.textContent).toBe('blindata')
  expect(input.value).toBe('blindata')
  expect(onSearch).toHaveBeenCalledTimes(1)
  expect(onSearch).toHaveBeenCalledWith('blindata', 'price_asc')
})
