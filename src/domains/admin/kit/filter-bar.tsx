import { useEffect, useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { DateField } from './date-field'
import { RecordsSelect } from './records-select'
import type { ListState } from './list-search'
import type { Filter } from './resource'
import { inputStyle, labelStyle, smallButton } from './styles'

type Props = {
  filters: Filter[]
  search: boolean
  searchHint?: string
  state: ListState
  onChange: (change: Partial<ListState>) => void
}

// On a phone the filters fold behind one button (the search box stays): they filled the first
// screen. From 768 px they are laid out in the bar as before (`display: contents`).
const folded = css({ display: { base: 'none', md: 'contents' } })
const unfolded = css({
  display: { base: 'flex', md: 'contents' },
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'flex-end',
  w: 'full',
})
const foldButton = cx(smallButton, css({ display: { base: 'inline-flex', md: 'none' } }))

const filterBox = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  flex: { base: '1 1 140px', md: '0 1 180px' },
  minW: '0',
})
// A day and its calendar button: wide enough for the placeholder (`gg/mm/aaaa`) beside the button.
const dateBox = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  flex: { base: '1 1 180px', md: '0 1 220px' },
  minW: '0',
})

/** The search box and filters above a list; every change goes to the URL (and page 1). */
export function FilterBar({ filters, search, searchHint, state, onChange }: Props) {
  const id = useId()
  const [q, setQ] = useState(state.q ?? '')
  // The URL is the truth: back/forward updates the box.
  useEffect(() => setQ(state.q ?? ''), [state.q])
  // Typing settles for 300 ms before the list is asked again.
  useEffect(() => {
    if ((state.q ?? '') === q) return
    const t = setTimeout(() => onChange({ q: q || undefined }), 300)
    return () => clearTimeout(t)
  }, [q]) // eslint-disable-line react-hooks/exhaustive-deps
  const [open, setOpen] = useState(false)
  const set = filters.filter((f) => state[f.key] !== undefined).length
  const active = Boolean(state.q) || set > 0
  if (!search && filters.length === 0) return null
  return (
    <form
      role="search"
      aria-label={m.adm_filters()}
      onSubmit={(e) => {
        e.preventDefault()
        onChange({ q: q || undefined })
      }}
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}
    >
      {search && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 220px', minW: '0' })}>
          <label htmlFor={`${id}-q`} className={labelStyle}>
            {m.adm_search()}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            placeholder={searchHint}
            onChange={(e) => setQ(e.target.value)}
            className={inputStyle}
            maxLength={100}
            data-filter="q"
          />
        </div>
      )}
      {filters.length > 0 && (
        <button
          type="button"
          className={foldButton}
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen(!open)}
          data-filters-toggle
        >
          {set > 0 ? m.adm_filters_toggle_set({ count: String(set) }) : m.adm_filters_toggle()}
        </button>
      )}
      <div id={`${id}-filters`} className={open ? unfolded : folded}>
        {filters.map((f) => (
          <div key={f.key} className={f.type === 'date' ? dateBox : filterBox}>
            <label htmlFor={`${id}-${f.key}`} className={labelStyle}>
              {f.label()}
            </label>
            {f.type === 'select' ? (
              <select
                id={`${id}-${f.key}`}
                value={String(state[f.key] ?? '')}
                onChange={(e) => onChange({ [f.key]: e.target.value || undefined })}
                className={inputStyle}
                data-filter={f.key}
              >
                <option value="">{m.adm_filter_all()}</option>
                {f.options().map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : f.type === 'records' ? (
              <RecordsSelect
                id={`${id}-${f.key}`}
                filter={f}
                value={String(state[f.key] ?? '')}
                onChange={(v) => onChange({ [f.key]: v || undefined })}
              />
            ) : f.type === 'date' ? (
              <DateField
                id={`${id}-${f.key}`}
                value={String(state[f.key] ?? '')}
                onChange={(v) => onChange({ [f.key]: v || undefined })}
                dataFilter={f.key}
              />
            ) : (
              <input
                id={`${id}-${f.key}`}
                type="text"
                value={String(state[f.key] ?? '')}
                onChange={(e) => onChange({ [f.key]: e.target.value || undefined })}
                className={inputStyle}
                maxLength={100}
                data-filter={f.key}
              />
            )}
          </div>
        ))}
      </div>
      {active && (
        <button
          type="button"
          className={smallButton}
          onClick={() => {
            setQ('')
            onChange(Object.fromEntries([['q', undefined], ...filters.map((f) => [f.key, undefined])]))
          }}
        >
          {m.adm_filters_reset()}
        </button>
      )}
    </form>
  )
}
