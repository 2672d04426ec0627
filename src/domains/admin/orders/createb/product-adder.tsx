import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { useAdminQuery } from '../../kit/data-provider'
import { inputStyle, labelStyle, mutedText, smallButton } from '../../kit/styles'
import type { OrderProduct } from '../order-create.contract'

/** Search a product by name or SKU and add it (createb and the order edit share it). */
export function ProductAdder({ onAdd }: { onAdd: (p: OrderProduct) => void }) {
  const id = useId()
  const [q, setQ] = useState('')
  const found = useAdminQuery<{ data: OrderProduct[] }>(['/admin/order-products'], '/admin/order-products', { q: q.trim() || undefined })
  const rows = q.trim() ? (found.data?.data ?? []) : []
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-product-adder>
      <label htmlFor={id} className={labelStyle}>{m.oa_product_search()}</label>
      <input id={id} type="search" className={inputStyle} value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
      {q.trim() && rows.length === 0 && !found.isFetching && <p className={mutedText}>{m.oa_product_none()}</p>}
      {rows.length > 0 && (
        <ul className={css({ listStyle: 'none', p: 0, display: 'flex', flexDirection: 'column', gap: '1' })}>
          {rows.map((p) => (
            <li key={p.id} className={css({ display: 'flex', gap: '2', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' })}>
              <span>
                {p.name} <span className={mutedText}>{p.sku}</span>
              </span>
              <button type="button" className={smallButton} onClick={() => onAdd(p)} aria-label={m.oa_add_named({ name: p.name })} data-add={p.sku}>
                {m.oa_add()}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
