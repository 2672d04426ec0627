import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { useAdminQuery, type Page } from '../../kit/data-provider'
import { inputStyle, labelStyle, mutedText, smallButton } from '../../kit/styles'

type UserRow = { id: number; name: string; email: string; role: string }

/** Step 1 of createb: find the customer by name or e-mail. */
export function CustomerPicker({ onPick }: { onPick: (id: number) => void }) {
  const id = useId()
  const [q, setQ] = useState('')
  const found = useAdminQuery<Page<UserRow>>(['/admin/users', 'pick'], '/admin/users', {
    q: q.trim() || undefined,
    per_page: 8,
  })
  const rows = q.trim().length >= 2 ? (found.data?.data ?? []) : []
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <label htmlFor={id} className={labelStyle}>
        {m.oa_customer_search()}
      </label>
      <input
        id={id}
        type="search"
        className={inputStyle}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        autoComplete="off"
        data-customer-search
      />
      {rows.length > 0 && (
        <ul className={css({ listStyle: 'none', p: 0, display: 'flex', flexDirection: 'column', gap: '1' })}>
          {rows.map((u) => (
            <li
              key={u.id}
              className={css({
                display: 'flex',
                gap: '2',
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
              })}
            >
              <span>
                {u.name}{' '}
                <span className={mutedText}>
                  {u.email} · {u.role}
                </span>
              </span>
              <button
                type="button"
                className={smallButton}
                onClick={() => onPick(u.id)}
                data-pick={u.email}
                aria-label={m.oa_pick_named({ name: u.name })}
              >
                {m.oa_pick()}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
