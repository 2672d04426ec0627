import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { useAdminQuery } from '../../kit/data-provider'
import { buttonStyle, inputStyle, labelStyle, mutedText, smallButton } from '../../kit/styles'
import type { OrderProduct } from '../order-create.contract'

/** A product with the choices the line carries (issue 39: every required group chosen once). */
export type ChosenProduct = OrderProduct & { variant_ids: number[]; extra_option_ids: number[]; choices: string }

/** A line's extras as the API takes them (decision 109): the first as `extra_option_id`, a set of two or more as `extra_option_ids`. */
export const extrasOfLine = (ids: readonly number[] = []) => ({
  extra_option_id: ids[0] ?? null,
  ...(ids.length > 1 ? { extra_option_ids: [...ids] } : {}),
})

/**
 * Search a product by name or SKU and add it (createb and the order edit share it). A product
 * with variants or extra options asks for them first: the server refuses a line that leaves a
 * required one open, and a door maker cannot build a door without its opening side.
 */
export function ProductAdder({ onAdd }: { onAdd: (p: ChosenProduct) => void }) {
  const id = useId()
  const [q, setQ] = useState('')
  const [picking, setPicking] = useState<OrderProduct | null>(null)
  const found = useAdminQuery<{ data: OrderProduct[] }>(['/admin/order-products'], '/admin/order-products', {
    q: q.trim() || undefined,
  })
  const rows = q.trim() ? (found.data?.data ?? []) : []
  const choose = (p: OrderProduct) => {
    if (p.variant_groups.length === 0 && p.extra_options.length === 0)
      onAdd({ ...p, variant_ids: [], extra_option_ids: [], choices: '' })
    else setPicking(p)
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-product-adder>
      <label htmlFor={id} className={labelStyle}>
        {m.oa_product_search()}
      </label>
      <input
        id={id}
        type="search"
        className={inputStyle}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        autoComplete="off"
      />
      {q.trim() && rows.length === 0 && !found.isFetching && <p className={mutedText}>{m.oa_product_none()}</p>}
      {rows.length > 0 && (
        <ul className={css({ listStyle: 'none', p: 0, display: 'flex', flexDirection: 'column', gap: '1' })}>
          {rows.map((p) => (
            <li
              key={p.id}
              className={css({
                display: 'flex',
                gap: '2',
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
              })}
            >
              <span>
                {p.name} <span className={mutedText}>{p.sku}</span>
              </span>
              <button
                type="button"
                className={smallButton}
                onClick={() => choose(p)}
                aria-label={m.oa_add_named({ name: p.name })}
                data-add={p.sku}
              >
                {m.oa_add()}
              </button>
            </li>
          ))}
        </ul>
      )}
      {picking && (
        <ChoicePicker
          key={picking.id}
          product={picking}
          detail={picking}
          onCancel={() => setPicking(null)}
          onDone={(chosen) => {
            setPicking(null)
            onAdd(chosen)
          }}
        />
      )}
    </div>
  )
}

function ChoicePicker({
  product,
  detail,
  onDone,
  onCancel,
}: {
  product: OrderProduct
  detail: OrderProduct
  onDone: (p: ChosenProduct) => void
  onCancel: () => void
}) {
  const id = useId()
  const [variants, setVariants] = useState<Record<number, number | null>>({})
  // One extra from a select, or (where the product combines them) any set from checkboxes.
  const [options, setOptions] = useState<number[]>([])
  const missing = detail.variant_groups.filter((g) => g.required && g.variants.length > 0 && !variants[g.id])
  const confirm = () => {
    const variant_ids = detail.variant_groups.flatMap((g) => (variants[g.id] ? [variants[g.id]!] : []))
    const words = detail.variant_groups.flatMap((g) => {
      const v = g.variants.find((x) => x.id === variants[g.id])
      return v ? [`${g.name}: ${v.name}`] : []
    })
    const extras = detail.extra_options.filter((o) => options.includes(o.id))
    onDone({
      ...product,
      variant_ids,
      extra_option_ids: extras.map((o) => o.id),
      choices: [...words, ...extras.map((o) => o.name)].join(' · '),
    })
  }
  return (
    <fieldset
      className={css({
        borderWidth: '1px',
        borderColor: 'border',
        rounded: 'md',
        p: '3',
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
      })}
      data-choice-picker={product.sku}
    >
      <legend className={labelStyle}>{m.oa_choices_for({ name: product.name })}</legend>
      {detail.variant_groups.map((g) => (
        <label key={g.id} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <span className={labelStyle}>
            {g.name}
            {g.required ? ' *' : ''}
          </span>
          <select
            className={inputStyle}
            value={variants[g.id] ?? ''}
            required={g.required}
            onChange={(e) => setVariants((vs) => ({ ...vs, [g.id]: e.target.value ? Number(e.target.value) : null }))}
          >
            <option value="">{m.oa_choose()}</option>
            {g.variants.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      {detail.extra_options.length > 0 && detail.extras_combinable && (
        <fieldset
          className={css({ display: 'flex', flexDirection: 'column', gap: '1', border: 'none', p: 0, m: 0 })}
          data-extras-set
        >
          <legend className={labelStyle}>{m.oa_extra_options()}</legend>
          {detail.extra_options.map((o) => (
            <label key={o.id} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <input
                type="checkbox"
                checked={options.includes(o.id)}
                onChange={(e) => setOptions((os) => (e.target.checked ? [...os, o.id] : os.filter((x) => x !== o.id)))}
              />
              {o.name}
            </label>
          ))}
        </fieldset>
      )}
      {detail.extra_options.length > 0 && !detail.extras_combinable && (
        <>
          <label htmlFor={`${id}-extra`} className={labelStyle}>
            {m.oa_extra_option()}
          </label>
          <select
            id={`${id}-extra`}
            className={inputStyle}
            value={options[0] ?? ''}
            onChange={(e) => setOptions(e.target.value ? [Number(e.target.value)] : [])}
          >
            <option value="">{m.oa_extra_none()}</option>
            {detail.extra_options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </>
      )}
      {missing.length > 0 && (
        <p className={mutedText}>{m.oa_choices_missing({ groups: missing.map((g) => g.name).join(', ') })}</p>
      )}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={buttonStyle.primary}
          disabled={missing.length > 0}
          onClick={confirm}
          data-confirm-choices
        >
          {m.oa_add_with_choices()}
        </button>
        <button type="button" className={smallButton} onClick={onCancel}>
          {m.oa_cancel_choices()}
        </button>
      </div>
    </fieldset>
  )
}
