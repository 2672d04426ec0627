import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { RalField } from '~/domains/configurator/components/ral-field'
import type {
  ConfiguratorModel,
  ConfiguratorModelSummary,
  ConfiguratorQuote,
} from '~/domains/configurator/configurator.schemas'
import { needsRal, normalizeRal } from '~/domains/configurator/ral'
import type { FieldErrors } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { AdminRequestError } from '../../kit/data-provider'
import { inputStyle, labelStyle, smallButton } from '../../kit/styles'

// A compact configurator for createb: model, one choice per step, size. The configurator's own
// server rules decide (POST /configurator/quote: limits, steps, compatibility, with reasons);
// the order's quote then prices the line at the customer's tier. A "RAL a scelta" lacquer asks
// for its RAL Classic code here as on the shop's page; the server refuses the door without one.

export type ConfiguredDoor = {
  slug: string
  name: string
  configuration: { model: number; width_mm: number; height_mm: number; options: string; ral?: string }
}

const row = css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })
const fieldError = css({ color: 'error.text', fontSize: 'sm' })

/** The configurator's public API (the admin call only reaches /admin endpoints): same rules as the shop's page. */
async function configurator<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(
    `/api/configurator${path}`,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  )
  const json = (await res.json()) as T & { error?: { code: string; message: string; fields?: FieldErrors } }
  if (!res.ok)
    throw new AdminRequestError(json.error?.code ?? 'error', json.error?.message ?? res.statusText, json.error?.fields)
  return json
}

const defaults = (model: ConfiguratorModel) =>
  Object.fromEntries(
    model.steps.map((s) => [
      s.id,
      s.options.find((o) => o.is_default)?.id ?? (s.required ? s.options[0]?.id : undefined),
    ]),
  )

export function DoorAdder({ onAdd }: { onAdd: (door: ConfiguredDoor) => void }) {
  const id = useId()
  const [modelId, setModelId] = useState<number | null>(null)
  const [picked, setPicked] = useState<Record<number, number | undefined>>({})
  const [size, setSize] = useState<{ w: string; h: string }>({ w: '', h: '' })
  const [ralText, setRalText] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const models = useQuery({
    queryKey: ['/configurator/models'],
    queryFn: () => configurator<{ data: ConfiguratorModelSummary[] }>('/models'),
  })
  const model = useQuery({
    queryKey: ['/configurator/models', modelId],
    queryFn: async () => (await configurator<{ data: ConfiguratorModel }>(`/models/${modelId}`)).data,
    enabled: modelId !== null,
  })
  const mdl = modelId ? model.data : undefined
  // A newly chosen model starts from its defaults, as the configurator page does.
  useEffect(() => {
    if (!mdl) return
    setPicked(defaults(mdl))
    setSize({ w: String(mdl.size.default_width_mm), h: String(mdl.size.default_height_mm) })
    setRalText('')
    setErrors({})
  }, [mdl])
  const wantsRal = !!mdl && mdl.steps.some((s) => s.options.some((o) => picked[s.id] === o.id && needsRal(o)))

  const add = async () => {
    if (!mdl) return
    const optionIds = Object.values(picked).filter((v): v is number => typeof v === 'number')
    // The typed text goes to the server as typed (trimmed): its refusal names the field.
    const ral = wantsRal ? (normalizeRal(ralText) ?? ralText.trim().slice(0, 12)) : ''
    const body = {
      model_id: mdl.id,
      width_mm: Number(size.w),
      height_mm: Number(size.h),
      option_ids: optionIds,
      ...(ral ? { ral } : {}),
    }
    setErrors({})
    try {
      await configurator<{ data: ConfiguratorQuote }>('/quote', body)
      const name = ral ? `${mdl.name} · RAL ${ral}` : mdl.name
      onAdd({
        slug: mdl.product.slug,
        name,
        configuration: {
          model: mdl.id,
          width_mm: body.width_mm,
          height_mm: body.height_mm,
          options: optionIds.join(','),
          ...(ral ? { ral } : {}),
        },
      })
    } catch (e) {
      setErrors(
        e instanceof AdminRequestError && e.fields ? e.fields : { _: [e instanceof Error ? e.message : String(e)] },
      )
    }
  }
  const all = Object.values(errors).flat()

  return (
    <fieldset
      className={css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: 0, mt: '3' })}
      data-door-adder
    >
      <legend className={labelStyle}>{m.ocb_door()}</legend>
      <label htmlFor={`${id}-model`} className={labelStyle}>
        {m.ocb_door_model()}
      </label>
      <select
        id={`${id}-model`}
        className={inputStyle}
        value={modelId ?? ''}
        onChange={(e) => setModelId(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">—</option>
        {(models.data?.data ?? []).map((md) => (
          <option key={md.id} value={md.id}>
            {md.name}
          </option>
        ))}
      </select>
      {mdl && (
        <>
          <div className={row}>
            {mdl.steps.map((s) => (
              <label key={s.id} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                <span className={labelStyle}>{s.name}</span>
                <select
                  className={inputStyle}
                  value={picked[s.id] ?? ''}
                  onChange={(e) =>
                    setPicked((p) => ({ ...p, [s.id]: e.target.value ? Number(e.target.value) : undefined }))
                  }
                  data-door-step={s.code}
                >
                  {!s.required && <option value="">{m.ocb_door_none()}</option>}
                  {s.options.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <label className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <span className={labelStyle}>{m.ocb_door_width()}</span>
              <input
                type="number"
                inputMode="numeric"
                className={inputStyle}
                value={size.w}
                min={mdl.size.min_width_mm}
                max={mdl.size.max_width_mm}
                step={mdl.size.step_mm}
                onChange={(e) => setSize((v) => ({ ...v, w: e.target.value }))}
              />
            </label>
            <label className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <span className={labelStyle}>{m.ocb_door_height()}</span>
              <input
                type="number"
                inputMode="numeric"
                className={inputStyle}
                value={size.h}
                min={mdl.size.min_height_mm}
                max={mdl.size.max_height_mm}
                step={mdl.size.step_mm}
                onChange={(e) => setSize((v) => ({ ...v, h: e.target.value }))}
              />
            </label>
          </div>
          {wantsRal && <RalField text={ralText} onChange={setRalText} />}
          {all.length > 0 && (
            <p className={fieldError} role="alert" data-door-errors>
              {all.join(' ')}
            </p>
          )}
          <div>
            <button type="button" className={smallButton} onClick={() => void add()} data-add-door>
              {m.ocb_door_add()}
            </button>
          </div>
        </>
      )}
    </fieldset>
  )
}
