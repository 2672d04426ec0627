import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages.js'
import { adminRequest, type Page } from './data-provider'
import type { Filter } from './resource'
import { inputStyle } from './styles'

type Props = {
  id: string
  filter: Extract<Filter, { type: 'records' }>
  value: string
  onChange: (value: string) => void
}

/**
 * A filter over the shop's own records (payment methods, …): their names come from the API in
 * the reader's language, never a list of codes written into the screen (issue 43). The value
 * chosen in the URL stays selectable while the list loads or if it is gone.
 */
export function RecordsSelect({ id, filter, value, onChange }: Props) {
  const records = useQuery({
    queryKey: [filter.api, 'options'],
    queryFn: () => adminRequest<Page<Record<string, unknown>>>('GET', filter.api, { query: { per_page: 100 } }),
    staleTime: 60_000,
  })
  const options = (records.data?.data ?? []).map((row) => ({
    value: String(row[filter.valueKey]),
    label: String(row[filter.labelKey]),
  }))
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: value })
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={inputStyle}
      data-filter={filter.key}
      aria-busy={records.isPending}
    >
      <option value="">{m.adm_filter_all()}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
}
