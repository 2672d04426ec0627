import { css } from 'styled-system/css'
import type { AdminCatalogue, AdminRule } from '~/domains/configurator/admin/catalogue.schemas'
import { m } from '~/paraglide/messages.js'
import { buttonStyle, inputStyles, mutedText, smallButton } from '../kit/styles'
import { Table, type TableColumn } from '../kit/table'
import { Problems, problemsAt, TextInput } from './inputs'

// The compatibility rules as data: one row per fact (spec: rules are rows, decision 009).

const kinds = () =>
  [
    { value: 'requires', label: m.adm_cfg_rule_requires() },
    { value: 'excludes', label: m.adm_cfg_rule_excludes() },
    { value: 'only_models', label: m.adm_cfg_rule_only_models() },
  ] as const

const select = css(inputStyles, { py: '1.5', px: '2' })

export function RulesForm(props: {
  catalogue: AdminCatalogue
  rules: AdminRule[]
  problems: Record<string, string[]>
  busy: boolean
  onChange: (rules: AdminRule[]) => void
  onSave: () => void
}) {
  const { catalogue, rules } = props
  const options = catalogue.steps.map((s) => ({ step: s.names.it, options: s.options.filter((o) => o.id !== null) }))
  const set = (i: number, patch: Partial<AdminRule>) =>
    props.onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)))
  const optionSelect = (value: number | null, label: string, onPick: (id: number) => void) => (
    <select aria-label={label} value={value ?? ''} onChange={(e) => onPick(Number(e.target.value))} className={select}>
      {value === null && <option value="">{m.adm_choose()}</option>}
      {options.map((g) => (
        <optgroup key={g.step} label={g.step}>
          {g.options.map((o) => (
            <option key={o.id} value={o.id!}>
              {o.names.it} ({o.code})
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  )
  const kindSelect = (r: AdminRule, i: number) => (
    <select
      aria-label={m.adm_cfg_rule_kind_n({ n: String(i + 1) })}
      value={r.kind}
      onChange={(e) => {
        const kind = e.target.value as AdminRule['kind']
        set(
          i,
          kind === 'only_models'
            ? { kind, target_option_id: null, model_id: r.model_id ?? catalogue.models[0]?.id ?? null }
            : { kind, model_id: null },
        )
      }}
      className={select}
    >
      {kinds().map((k) => (
        <option key={k.value} value={k.value}>
          {k.label}
        </option>
      ))}
    </select>
  )
  const targetSelect = (r: AdminRule, i: number) =>
    r.kind === 'only_models' ? (
      <select
        aria-label={m.adm_cfg_rule_target_n({ n: String(i + 1) })}
        value={r.model_id ?? ''}
        onChange={(e) => set(i, { model_id: Number(e.target.value) })}
        className={select}
      >
        {catalogue.models.map((mo) => (
          <option key={mo.id} value={mo.id}>
            {mo.names.it}
          </option>
        ))}
      </select>
    ) : (
      optionSelect(r.target_option_id, m.adm_cfg_rule_target_n({ n: String(i + 1) }), (id) =>
        set(i, { target_option_id: id }),
      )
    )
  const columns: TableColumn<AdminRule>[] = [
    {
      key: 'option',
      header: m.adm_cfg_rule_option(),
      cell: (r, i) =>
        optionSelect(r.option_id, m.adm_cfg_rule_option_n({ n: String(i + 1) }), (id) => set(i, { option_id: id })),
    },
    { key: 'kind', header: m.adm_cfg_rule_kind(), cell: kindSelect },
    {
      key: 'target',
      header: m.adm_cfg_rule_target(),
      cell: (r, i) => (
        <>
          {targetSelect(r, i)}
          <Problems messages={problemsAt(props.problems, `rules.${i}`)} />
        </>
      ),
    },
    {
      key: 'reason-it',
      header: m.adm_cfg_rule_reason_it(),
      cell: (r, i) => (
        <TextInput
          label={m.adm_cfg_rule_reason_it_n({ n: String(i + 1) })}
          value={r.reasons.it}
          onChange={(v) => set(i, { reasons: { ...r.reasons, it: v } })}
        />
      ),
    },
    {
      key: 'reason-en',
      header: m.adm_cfg_rule_reason_en(),
      cell: (r, i) => (
        <TextInput
          label={m.adm_cfg_rule_reason_en_n({ n: String(i + 1) })}
          value={r.reasons.en ?? ''}
          onChange={(v) => set(i, { reasons: { ...r.reasons, en: v || undefined } })}
        />
      ),
    },
    {
      key: 'remove',
      header: m.adm_actions(),
      headerHidden: true,
      fit: true,
      cell: (_, i) => (
        <button type="button" className={smallButton} onClick={() => props.onChange(rules.filter((_, j) => j !== i))}>
          {m.adm_cfg_remove()}
          <span className={css({ srOnly: true })}> {m.adm_cfg_rule_n({ n: String(i + 1) })}</span>
        </button>
      ),
    },
  ]
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        props.onSave()
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      data-rules-form
    >
      <p className={mutedText}>{m.adm_cfg_rules_intro()}</p>
      <Table
        caption={m.adm_cfg_tab_rules()}
        columns={columns}
        rows={rules}
        rowKey={(_, i) => i}
        rowAttributes={(_, i) => ({
          'data-rule-row': i,
          'aria-invalid': problemsAt(props.problems, `rules.${i}`).length > 0 || undefined,
        })}
        density="compact"
        minWidth="form"
      />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={buttonStyle.secondary}
          onClick={() =>
            props.onChange([
              ...rules,
              {
                kind: 'excludes',
                option_id: options[0]?.options[0]?.id ?? 0,
                target_option_id: null,
                model_id: null,
                reasons: { it: '' },
              },
            ])
          }
        >
          {m.adm_cfg_rule_add()}
        </button>
        <button type="submit" className={buttonStyle.primary} disabled={props.busy} data-save="rules">
          {props.busy ? m.adm_saving() : m.adm_cfg_rules_save()}
        </button>
      </div>
    </form>
  )
}
