import { useQueries } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { baseLocale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import type { AdminCategory } from '../catalog/categories.schemas'
import type { AdminProductRow } from '../catalog/products.schemas'
import { adminRequest, useAdminQuery, type Page } from './data-provider'
import { inputStyle, mutedText, smallButton } from './styles'

// Pickers over the catalogue admin's own APIs, so a form never asks an administrator for a
// database number: `products` (a searchable multi-select, by name or SKU) and `category` (the
// category tree by name). The form value stays a string ("3,7" / "3"); form-values converts it.

type Props = {
  id: string
  name: string
  value: string
  onChange: (v: string) => void
  onBlur: () => void
  disabled?: boolean
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

export const idsOf = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number)

type ProductDetail = { id: number; sku: string; translations: Record<string, { name: string } | undefined> }

/** A product's name for the chips of the already chosen ones (an edit form knows only their ids). */
function useProductNames(ids: number[]) {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['/admin/products', 'one', String(id)],
      queryFn: async () => (await adminRequest<{ data: ProductDetail }>('GET', `/admin/products/${id}`)).data,
      staleTime: 60_000,
    })),
  })
  return new Map(
    results.flatMap((r) => {
      const p = r.data
      return p
        ? [
            [
              p.id,
              `${p.translations[getLocale()]?.name ?? p.translations[baseLocale]?.name ?? p.sku} (${p.sku})`,
            ] as const,
          ]
        : []
    }),
  )
}

/** A searchable multi-select of products: a combobox (ARIA 1.2 pattern) and the chosen ones as removable chips. */
export function ProductsPicker({ id, name, value, onChange, onBlur, disabled, ...aria }: Props) {
  const chosen = idsOf(value)
  const names = useProductNames(chosen)
  const [q, setQ] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const [said, setSaid] = useState('')
  const listId = useId()
  const found = useAdminQuery<Page<AdminProductRow>>(['/admin/products', 'picker'], '/admin/products', {
    q: q.trim() || undefined,
    per_page: 8,
    sort: 'name',
    dir: 'asc',
  })
  const options = (found.data?.data ?? []).filter((p) => !chosen.includes(p.id))
  const add = (p: AdminProductRow) => {
    onChange([...chosen, p.id].join(','))
    setSaid(m.pick_added({ name: p.name }))
    setQ('')
    setActive(0)
  }
  const remove = (pid: number) => onChange(chosen.filter((x) => x !== pid).join(','))
  const show = open && !disabled
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0 })}>
      <input type="hidden" name={name} value={value} />
      <ul
        aria-label={m.pick_selected()}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: 0, m: 0 })}
        data-testid="picked-products"
      >
        {chosen.length === 0 && <li className={mutedText}>{m.pick_empty()}</li>}
        {chosen.map((pid) => {
          const label = names.get(pid) ?? `#${pid}`
          return (
            <li
              key={pid}
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                gap: '1',
                border: '1px solid',
                borderColor: 'border',
                borderRadius: 'full',
                pl: '3',
                bg: 'bg.subtle',
                maxW: '100%',
              })}
            >
              <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
                {label}
              </span>
              <button
                type="button"
                className={smallButton}
                disabled={disabled}
                aria-label={m.pick_remove({ name: label })}
                onClick={() => remove(pid)}
              >
                ×
              </button>
            </li>
          )
        })}
      </ul>
      <div className={css({ position: 'relative' })}>
        <input
          id={id}
          type="search"
          role="combobox"
          aria-expanded={show && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={show && options[active] ? `${listId}-${options[active].id}` : undefined}
          placeholder={m.pick_search()}
          autoComplete="off"
          disabled={disabled}
          value={q}
          {...aria}
          className={inputStyle}
          onChange={(e) => {
            setQ(e.target.value)
            setOpen(true)
            setActive(0)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false)
            onBlur()
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault()
              setOpen(true)
              setActive((a) => Math.min(a + 1, Math.max(options.length - 1, 0)))
            } else if (e.key === 'ArrowUp') {
              e.preventDefault()
              setActive((a) => Math.max(a - 1, 0))
            } else if (e.key === 'Enter' && show && options[active]) {
              // Enter picks the highlighted product instead of submitting the form.
              e.preventDefault()
              add(options[active])
            } else if (e.key === 'Escape' && show) {
              e.preventDefault()
              setOpen(false)
            }
          }}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={m.pick_search()}
          hidden={!show || options.length === 0}
          className={css({
            position: 'absolute',
            zIndex: 10,
            insetX: 0,
            top: '100%',
            mt: '1',
            bg: 'bg.canvas',
            border: '1px solid',
            borderColor: 'border',
            borderRadius: 'md',
            boxShadow: 'md',
            p: '1',
            maxH: '60',
            overflowY: 'auto',
          })}
        >
          {options.map((p, i) => (
            <div
              key={p.id}
              id={`${listId}-${p.id}`}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault()
                add(p)
              }}
              className={css({
                p: '2',
                borderRadius: 'sm',
                cursor: 'pointer',
                '&[aria-selected=true]': { bg: 'bg.subtle', outline: '2px solid', outlineColor: 'focus.ring' },
              })}
            >
              {p.name} <span className={mutedText}>({p.sku})</span>
            </div>
          ))}
        </div>
        {show && options.length === 0 && !found.isFetching && (
          <p className={css({ mt: '1', color: 'fg.muted', fontSize: 'sm' })}>{m.pick_none()}</p>
        )}
      </div>
      <p role="status" className={css({ srOnly: true })}>
        {said}
      </p>
    </div>
  )
}

export const categoryLabel = (c: Pick<AdminCategory, 'depth' | 'name'>) => `${'— '.repeat(c.depth)}${c.name}`

/** A category from the tree, by name (indented by depth). */
export function CategoryPicker({ value, onChange, ...input }: Props & { optional?: boolean }) {
  const tree = useAdminQuery<{ data: AdminCategory[] }>(['/admin/categories'], '/admin/categories').data?.data ?? []
  const { optional, ...rest } = input
  return (
    <select {...rest} value={value} onChange={(e) => onChange(e.target.value)} className={inputStyle}>
      <option value="">{optional ? '—' : m.adm_choose()}</option>
      {value && !tree.some((c) => String(c.id) === value) && <option value={value}>#{value}</option>}
      {tree.map((c) => (
        <option key={c.id} value={String(c.id)}>
          {categoryLabel(c)}
        </option>
      ))}
    </select>
  )
}
