import { css } from 'styled-system/css'
import type { AdminCatalogue, AdminModel } from '~/domains/configurator/admin/catalogue.schemas'
import { m } from '~/paraglide/messages.js'
import { buttonStyle, inputStyle, labelStyle, smallButton } from '../kit/styles'
import { FinishPhotos } from './finish-photos'
import { IntInput, MoneyInput, Problems, problemsAt, TextInput } from './inputs'

// One model: its texts, size limits and price (per m² or a size table), each tier in euro, and
// its photo in each finish.

const field = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0 })
const grid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
})
const tiers = ['base', 'reseller', 'other'] as const
const tierLabel = { base: m.adm_cfg_price_base, reseller: m.adm_cfg_price_reseller, other: m.adm_cfg_price_other }

export function ModelForm(props: {
  catalogue: AdminCatalogue
  model: AdminModel
  problems: Record<string, string[]>
  busy: boolean
  onChange: (model: AdminModel) => void
  onSave: () => void
}) {
  const { model } = props
  const set = (patch: Partial<AdminModel>) => props.onChange({ ...model, ...patch })
  const at = (name: string) => problemsAt(props.problems, name)
  const sizes = [
    ['min_width_mm', m.adm_cfg_min_width],
    ['max_width_mm', m.adm_cfg_max_width],
    ['default_width_mm', m.adm_cfg_default_width],
    ['step_mm', m.adm_cfg_step_mm],
    ['min_height_mm', m.adm_cfg_min_height],
    ['max_height_mm', m.adm_cfg_max_height],
    ['default_height_mm', m.adm_cfg_default_height],
  ] as const
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        props.onSave()
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      data-model-form
    >
      <Problems messages={at(`models.${model.id}`)} />
      <div className={grid}>
        <label className={`${field} ${labelStyle}`}>
          {m.adm_cfg_name_it()}
          <TextInput
            label={m.adm_cfg_name_it()}
            value={model.names.it}
            onChange={(v) => set({ names: { ...model.names, it: v } })}
            invalid={at('names').length > 0}
          />
        </label>
        <label className={`${field} ${labelStyle}`}>
          {m.adm_cfg_name_en()}
          <TextInput
            label={m.adm_cfg_name_en()}
            value={model.names.en ?? ''}
            onChange={(v) => set({ names: { ...model.names, en: v || undefined } })}
          />
        </label>
        <label className={`${field} ${labelStyle}`}>
          {m.adm_cfg_collection()}
          <select
            value={model.collection_id ?? ''}
            onChange={(e) => set({ collection_id: e.target.value ? Number(e.target.value) : null })}
            className={inputStyle}
          >
            <option value="">—</option>
            {props.catalogue.collections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center', minH: '44px', alignSelf: 'end' })}>
          <input type="checkbox" checked={model.active} onChange={(e) => set({ active: e.target.checked })} />
          {m.adm_cfg_active()}
        </label>
      </div>
      <Problems messages={at('names')} />
      <fieldset className={css({ border: 'none', p: 0, m: 0 })}>
        <legend className={css({ fontWeight: 'bold', mb: '2' })}>{m.adm_cfg_sizes()}</legend>
        <div className={grid}>
          {sizes.map(([key, label]) => (
            <div key={key} className={field}>
              <span className={labelStyle} aria-hidden="true">
                {label()}
              </span>
              <IntInput
                label={label()}
                value={model[key]}
                onChange={(n) => set({ [key]: n })}
                invalid={at(key).length > 0}
              />
              <Problems messages={at(key)} />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className={css({ border: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '3' })}>
        <legend className={css({ fontWeight: 'bold', mb: '2' })}>{m.adm_cfg_pricing()}</legend>
        <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
          {(['per_m2', 'size_table'] as const).map((mode) => (
            <label key={mode} className={css({ display: 'flex', gap: '2', alignItems: 'center', minH: '44px' })}>
              <input
                type="radio"
                name={`pricing-${model.id}`}
                checked={model.pricing_mode === mode}
                onChange={() => set({ pricing_mode: mode })}
              />
              {mode === 'per_m2' ? m.adm_cfg_per_m2() : m.adm_cfg_size_table()}
            </label>
          ))}
        </div>
        {model.pricing_mode === 'per_m2' ? (
          <div className={grid}>
            {tiers.map((t) => (
              <div key={t} className={field}>
                <span className={labelStyle} aria-hidden="true">
                  {m.adm_cfg_price_m2({ tier: tierLabel[t]() })}
                </span>
                <MoneyInput
                  label={m.adm_cfg_price_m2({ tier: tierLabel[t]() })}
                  cents={model.price_m2[t]}
                  onChange={(c) => set({ price_m2: { ...model.price_m2, [t]: c } })}
                />
              </div>
            ))}
            <div className={field}>
              <span className={labelStyle} aria-hidden="true">
                {m.adm_cfg_min_area()}
              </span>
              <IntInput
                label={m.adm_cfg_min_area()}
                value={model.min_billable_area_mm2}
                onChange={(n) => set({ min_billable_area_mm2: n })}
              />
            </div>
          </div>
        ) : (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            {model.size_rows.map((r, i) => {
              const n = String(i + 1)
              const row = (patch: Partial<typeof r>) =>
                set({ size_rows: model.size_rows.map((x, j) => (j === i ? { ...x, ...patch } : x)) })
              return (
                <div
                  key={i}
                  className={css({
                    display: 'grid',
                    gap: '2',
                    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr)) auto' },
                    alignItems: 'center',
                  })}
                  data-size-row={i}
                >
                  <IntInput
                    label={m.adm_cfg_row_field({ n, field: m.adm_cfg_max_width() })}
                    value={r.max_width_mm}
                    onChange={(v) => row({ max_width_mm: v })}
                  />
                  <IntInput
                    label={m.adm_cfg_row_field({ n, field: m.adm_cfg_max_height() })}
                    value={r.max_height_mm}
                    onChange={(v) => row({ max_height_mm: v })}
                  />
                  {tiers.map((t) => (
                    <MoneyInput
                      key={t}
                      label={m.adm_cfg_row_field({ n, field: tierLabel[t]() })}
                      cents={r.prices[t]}
                      onChange={(c) => row({ prices: { ...r.prices, [t]: c } })}
                    />
                  ))}
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => set({ size_rows: model.size_rows.filter((_, j) => j !== i) })}
                  >
                    {m.adm_cfg_remove()}
                    <span className={css({ srOnly: true })}> {m.adm_cfg_row_n({ n })}</span>
                  </button>
                </div>
              )
            })}
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{m.adm_cfg_size_table_hint()}</p>
            <div>
              <button
                type="button"
                className={buttonStyle.secondary}
                onClick={() =>
                  set({
                    size_rows: [
                      ...model.size_rows,
                      {
                        max_width_mm: model.max_width_mm,
                        max_height_mm: model.max_height_mm,
                        prices: { base: 0, reseller: 0, other: 0 },
                      },
                    ],
                  })
                }
              >
                {m.adm_cfg_row_add()}
              </button>
            </div>
          </div>
        )}
      </fieldset>
      <FinishPhotos
        catalogue={props.catalogue}
        model={model}
        problems={props.problems}
        onChange={(option_images) => set({ option_images })}
      />
      <div>
        <button type="submit" className={buttonStyle.primary} disabled={props.busy} data-save="model">
          {props.busy ? m.adm_saving() : m.adm_cfg_model_save()}
        </button>
      </div>
    </form>
  )
}
