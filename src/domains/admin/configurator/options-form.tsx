import { css } from 'styled-system/css'
import type { AdminOption, AdminStep } from '~/domains/configurator/admin/catalogue.schemas'
import { m } from '~/paraglide/messages.js'
import { buttonStyle, inputStyles, labelStyle } from '../kit/styles'
import { Table, type TableColumn } from '../kit/table'
import { IntInput, MoneyInput, Problems, problemsAt, TextInput } from './inputs'

// Option groups (the configurator's steps) and their options, with a price per tier.

const kindSelect = css(inputStyles, { py: '1.5' })
const newOption = (): AdminOption => ({
  id: null,
  code: '',
  names: { it: '' },
  prices: { base: 0, reseller: 0, other: 0 },
  percent: 0,
  swatch: null,
  preview: {},
  is_default: false,
  active: true,
})

export function OptionsForm(props: {
  steps: AdminStep[]
  problems: Record<string, string[]>
  busy: boolean
  onChange: (steps: AdminStep[]) => void
  onSave: () => void
}) {
  const setStep = (i: number, patch: Partial<AdminStep>) =>
    props.onChange(props.steps.map((s, j) => (j === i ? { ...s, ...patch } : s)))
  const setOption = (i: number, k: number, patch: Partial<AdminOption>) =>
    setStep(i, { options: props.steps[i]!.options.map((o, j) => (j === k ? { ...o, ...patch } : o)) })
  const optionColumns = (i: number): TableColumn<AdminOption>[] => {
    const label = (field: string, o: AdminOption, k: number) =>
      m.adm_cfg_opt_field({ field, option: o.names.it || o.code || String(k + 1) })
    const tierLabel = { base: m.adm_cfg_price_base, reseller: m.adm_cfg_price_reseller, other: m.adm_cfg_price_other }
    return [
      {
        key: 'code',
        header: m.adm_cfg_opt_code(),
        cell: (o, k) => {
          const errors = [
            ...problemsAt(props.problems, `steps.${i}.options.${k}`),
            ...(o.id !== null ? problemsAt(props.problems, `options.${o.id}`) : []),
          ]
          return (
            <>
              <TextInput
                label={label(m.adm_cfg_opt_code(), o, k)}
                value={o.code}
                onChange={(v) => setOption(i, k, { code: v })}
                invalid={errors.length > 0}
              />
              <Problems messages={errors} />
            </>
          )
        },
      },
      {
        key: 'name-it',
        header: m.adm_cfg_name_it(),
        cell: (o, k) => (
          <TextInput
            label={label(m.adm_cfg_name_it(), o, k)}
            value={o.names.it}
            onChange={(v) => setOption(i, k, { names: { ...o.names, it: v } })}
          />
        ),
      },
      {
        key: 'name-en',
        header: m.adm_cfg_name_en(),
        cell: (o, k) => (
          <TextInput
            label={label(m.adm_cfg_name_en(), o, k)}
            value={o.names.en ?? ''}
            onChange={(v) => setOption(i, k, { names: { ...o.names, en: v || undefined } })}
          />
        ),
      },
      ...(['base', 'reseller', 'other'] as const).map(
        (tier): TableColumn<AdminOption> => ({
          key: `price-${tier}`,
          header: tierLabel[tier](),
          cell: (o, k) => (
            <MoneyInput
              label={label(tierLabel[tier](), o, k)}
              cents={o.prices[tier]}
              onChange={(c) => setOption(i, k, { prices: { ...o.prices, [tier]: c } })}
            />
          ),
        }),
      ),
      {
        key: 'percent',
        header: m.adm_cfg_percent(),
        cell: (o, k) => (
          <IntInput
            label={label(m.adm_cfg_percent(), o, k)}
            value={o.percent}
            onChange={(n) => setOption(i, k, { percent: n })}
          />
        ),
      },
      {
        key: 'default',
        header: m.adm_cfg_default(),
        cell: (o, k) => (
          <input
            type="checkbox"
            aria-label={label(m.adm_cfg_default(), o, k)}
            checked={o.is_default}
            onChange={(e) => setOption(i, k, { is_default: e.target.checked })}
          />
        ),
      },
      {
        key: 'active',
        header: m.adm_cfg_active(),
        cell: (o, k) => (
          <input
            type="checkbox"
            aria-label={label(m.adm_cfg_active(), o, k)}
            checked={o.active}
            onChange={(e) => setOption(i, k, { active: e.target.checked })}
          />
        ),
      },
    ]
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        props.onSave()
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
      data-options-form
    >
      {props.steps.map((step, i) => (
        <fieldset
          key={step.id}
          className={css({
            border: '1px solid',
            borderColor: 'border',
            borderRadius: 'md',
            p: '3',
            display: 'flex',
            flexDirection: 'column',
            gap: '3',
            minW: 0,
          })}
        >
          <legend className={css({ fontWeight: 'bold', px: '1' })}>{step.names.it}</legend>
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-end' })}>
            <label className={labelStyle}>
              {m.adm_cfg_name_it()}
              <TextInput
                label={m.adm_cfg_step_name_it({ step: step.code })}
                value={step.names.it}
                onChange={(v) => setStep(i, { names: { ...step.names, it: v } })}
              />
            </label>
            <label className={labelStyle}>
              {m.adm_cfg_name_en()}
              <TextInput
                label={m.adm_cfg_step_name_en({ step: step.code })}
                value={step.names.en ?? ''}
                onChange={(v) => setStep(i, { names: { ...step.names, en: v || undefined } })}
              />
            </label>
            <label className={labelStyle}>
              {m.adm_cfg_step_kind()}
              <select
                value={step.kind}
                onChange={(e) => setStep(i, { kind: e.target.value as AdminStep['kind'] })}
                className={kindSelect}
              >
                <option value="single">{m.adm_cfg_step_single()}</option>
                <option value="multiple">{m.adm_cfg_step_multiple()}</option>
              </select>
            </label>
            <label className={css({ display: 'flex', gap: '2', alignItems: 'center', minH: '40px' })}>
              <input
                type="checkbox"
                checked={step.required}
                onChange={(e) => setStep(i, { required: e.target.checked })}
              />
              {m.adm_cfg_step_required()}
            </label>
          </div>
          <Table
            caption={m.adm_cfg_options_caption({ step: step.names.it || step.code })}
            columns={optionColumns(i)}
            rows={step.options}
            rowKey={(o, k) => o.id ?? `new-${k}`}
            rowAttributes={(o) => ({ 'data-option-row': o.code })}
            density="compact"
            minWidth="form"
          />
          <div>
            <button
              type="button"
              className={buttonStyle.secondary}
              onClick={() => setStep(i, { options: [...step.options, newOption()] })}
            >
              {m.adm_cfg_opt_add({ step: step.names.it })}
            </button>
          </div>
        </fieldset>
      ))}
      <div>
        <button type="submit" className={buttonStyle.primary} disabled={props.busy} data-save="options">
          {props.busy ? m.adm_saving() : m.adm_cfg_options_save()}
        </button>
      </div>
    </form>
  )
}
