import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { FieldErrors } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { changeText } from './order-change-text'
import { adminRequest, AdminRequestError } from '../kit/data-provider'
import { dateTime, money } from '../kit/format'
import { buttonStyle, inputStyle, labelStyle, mutedText, quantityInput, sectionStyle, smallButton } from '../kit/styles'
import { toast } from '../kit/toasts'
import type { AdminOrder } from './admin-order.contract'
import { extrasOfLine, ProductAdder } from './createb/product-adder'

// Lines and first/second discount of an order not yet in production (PATCH /admin/orders/{id}):
// the server reprices and records the edit; after production starts it refuses (409) and this
// panel shows the edits only.

type EditLine = {
  id?: number
  slug?: string
  name: string
  quantity: number
  variant_ids?: number[]
  extra_option_ids?: number[]
  choices?: string
}
const h2 = css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })
const percent = (bp: number) => String(bp / 100)
const toBp = (v: string) => Math.round(Number(v.replace(',', '.')) * 100)

export function OrderEditPanel({ order }: { order: AdminOrder }) {
  const id = useId()
  const client = useQueryClient()
  const initial = () => order.lines.map((l): EditLine => ({ id: l.id, name: l.name, quantity: l.quantity }))
  const [lines, setLines] = useState<EditLine[]>(initial)
  const [first, setFirst] = useState(percent(order.first_discount_bp))
  const [second, setSecond] = useState(percent(order.second_discount_bp))
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    try {
      const body = {
        lines: lines.map((l) =>
          l.id
            ? { id: l.id, quantity: l.quantity }
            : {
                slug: l.slug!,
                quantity: l.quantity,
                variant_ids: l.variant_ids ?? [],
                ...extrasOfLine(l.extra_option_ids),
              },
        ),
        first_discount_bp: toBp(first),
        second_discount_bp: toBp(second),
      }
      const saved = await adminRequest<{ data: AdminOrder }>('PATCH', `/admin/orders/${order.id}`, { body })
      setLines(saved.data.lines.map((l) => ({ id: l.id, name: l.name, quantity: l.quantity })))
      toast.success(m.oa_edit_saved({ total: money(saved.data.total) }))
      await client.invalidateQueries({ queryKey: ['/admin/orders'] })
    } catch (e) {
      if (e instanceof AdminRequestError && e.fields) setErrors(e.fields)
      toast.error(m.oa_edit_refused(), e instanceof AdminRequestError ? e.message : undefined)
    } finally {
      setBusy(false)
    }
  }

  const fieldError = (key: string) =>
    errors[key] && <p className={css({ color: 'error.text', fontSize: 'sm' })}>{errors[key]!.join(' ')}</p>
  return (
    <section className={sectionStyle} aria-labelledby={`${id}-title`} data-order-edit>
      <h2 id={`${id}-title`} className={h2}>
        {m.oa_edit_title()}
      </h2>
      {order.editable ? (
        <form onSubmit={save} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} noValidate>
          <ul className={css({ listStyle: 'none', p: 0, display: 'flex', flexDirection: 'column', gap: '2' })}>
            {lines.map((l, i) => (
              <li
                key={l.id ?? `new-${i}`}
                className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}
              >
                <label htmlFor={`${id}-q${i}`} className={css({ flex: '1 1 200px' })}>
                  {l.name}
                  {l.choices ? <span className={`${mutedText} ${css({ display: 'block' })}`}>{l.choices}</span> : null}
                </label>
                <input
                  id={`${id}-q${i}`}
                  type="number"
                  min={1}
                  max={9999}
                  className={quantityInput}
                  value={l.quantity}
                  onChange={(e) =>
                    setLines((ls) =>
                      ls.map((x, j) =>
                        j === i ? { ...x, quantity: Math.max(1, Math.min(9999, Number(e.target.value) || 1)) } : x,
                      ),
                    )
                  }
                  data-edit-quantity={i}
                />
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
                  aria-label={m.oa_remove_named({ name: l.name })}
                >
                  {m.oa_remove()}
                </button>
                {fieldError(`lines.${i}`)}
                {fieldError(`lines.${i}.variant_ids`)}
                {fieldError(`lines.${i}.extra_option_id`)}
                {fieldError(`lines.${i}.extra_option_ids`)}
              </li>
            ))}
          </ul>
          {fieldError('lines')}
          <ProductAdder
            onAdd={(p) =>
              setLines((ls) => [
                ...ls,
                {
                  slug: p.slug,
                  name: p.name,
                  quantity: 1,
                  variant_ids: p.variant_ids,
                  extra_option_ids: p.extra_option_ids,
                  choices: p.choices,
                },
              ])
            }
          />
          <div
            className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}
          >
            {[
              { key: 'first_discount_bp', label: m.oa_first_discount(), value: first, set: setFirst },
              { key: 'second_discount_bp', label: m.oa_second_discount(), value: second, set: setSecond },
            ].map((f) => (
              <div key={f.key} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                <label htmlFor={`${id}-${f.key}`} className={labelStyle}>
                  {f.label}
                </label>
                <input
                  id={`${id}-${f.key}`}
                  type="number"
                  min={0}
                  max={100}
                  step={0.01}
                  inputMode="decimal"
                  className={inputStyle}
                  value={f.value}
                  onChange={(e) => f.set(e.target.value)}
                  aria-invalid={errors[f.key] ? true : undefined}
                />
                {fieldError(f.key)}
              </div>
            ))}
          </div>
          <div>
            <button type="submit" className={buttonStyle.primary} disabled={busy || lines.length === 0} data-save-edit>
              {busy ? m.oa_placing() : m.oa_edit_save()}
            </button>
          </div>
        </form>
      ) : (
        <p className={mutedText} data-edit-locked>
          {m.oa_err_in_production()}
        </p>
      )}
      {order.changes.length > 0 && (
        <ol
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '1',
            pl: '5',
            listStyle: 'decimal',
            mt: '4',
            fontSize: 'sm',
          })}
          data-changes
        >
          {order.changes.map((c, i) => (
            <li key={i}>
              {dateTime(c.at)}
              {c.by && ` · ${c.by.name}`} · {c.changes.map(changeText).join('; ')} · {money(c.total_before)} →{' '}
              {money(c.total_after)}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
