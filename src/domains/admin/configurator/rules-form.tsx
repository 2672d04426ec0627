import { css } from 'styled-system/css'
import type { AdminCatalogue, AdminRule } from '~/domains/configurator/admin/catalogue.schemas'
import { m } from '~/paraglide/messages.js'
import { buttonStyle, inputStyle, mutedText, smallButton } from '../kit/styles'
import { Problems, problemsAt, TextInput } from './inputs'
import { sideScroll } from '~/components/ui/side-scroll'

// The compatibility rules as data: one row per fact (spec: rules are rows, decision 009).

const kinds = () => [
  { value: 'requires', label: m.adm_cfg_rule_requires() },
  { value: 'excludes', label: m.adm_cfg_rule_excludes() },
  { value: 'only_models', label: m.adm_cfg_rule_only_models() },
] as const

const cell = css({ p: '2', verticalAlign: 'top', borderBottom: '1px solid', borderColor: 'border' })
const select = `${inputStyle} ${css({ py: '1.5', px: '2' })}`

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
  const set = (i: number, patch: Partial<AdminRule>) => props.onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)))
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
      <div className={sideScroll}>
        <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm', minW: '880px' })}>
          <thead>
            <tr>
              {[m.adm_cfg_rule_option(), m.adm_cfg_rule_kind(), m.adm_cfg_rule_target(), m.adm_cfg_rule_reason_it(), m.adm_cfg_rule_reason_en(), ''].map((h, i) => (
                <th key={i} scope="col" className={css({ textAlign: 'left', p: '2', borderBottom: '2px solid', borderColor: 'border' })}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rules.map((r, i) => {
              const errors = problemsAt(props.problems, `rules.${i}`)
              const n = String(i + 1)
              return (
                <tr key={i} data-rule-row={i} aria-invalid={errors.length > 0 || undefined}>
                  <td className={cell}>{optionSelect(r.option_id, m.adm_cfg_rule_option_n({ n }), (id) => set(i, { option_id: id }))}</td>
                  <td className={cell}>
                    <select
                      aria-label={m.adm_cfg_rule_kind_n({ n })}
                      value={r.kind}
                      onChange={(e) => {
                        const kind = e.target.value as AdminRule['kind']
                        set(i, kind === 'only_models' ? { kind, target_option_id: null, model_id: r.model_id ?? catalogue.models[0]?.id ?? null } : { kind, model_id: null })
                      }}
                      className={select}
                    >
                      {kinds().map((k) => (
                        <option key={k.value} value={k.value}>
                          {k.label}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={cell}>
                    {r.kind === 'only_models' ? (
                      <select aria-label={m.adm_cfg_rule_target_n({ n })} value={r.model_id ?? ''} onChange={(e) => set(i, { model_id: Number(e.target.value) })} className={select}>
                        {catalogue.models.map((mo) => (
                          <option key={mo.id} value={mo.id}>
                            {mo.names.it}
                          </option>
                        ))}
                      </select>
                    ) : (
                      optionSelect(r.target_option_id, m.adm_cfg_rule_target_n({ n }), (id) => set(i, { target_option_id: id }))
                    )}
                    <Problems messages={errors} />
                  </td>
                  <td className={cell}>
                    <TextInput label={m.adm_cfg_rule_reason_it_n({ n })} value={r.reasons.it} onChange={(v) => set(i, { reasons: { ...r.reasons, it: v } })} />
                  </td>
                  <td className={cell}>
                    <TextInput label={m.adm_cfg_rule_reason_en_n({ n })} value={r.reasons.en ?? ''} onChange={(v) => set(i, { reasons: { ...r.reasons, en: v || undefined } })} />
                  </td>
                  <td className={cell}>
                    <button type="button" className={smallButton} onClick={() => props.onChange(rules.filter((_, j) => j !== i))}>
                      {m.adm_cfg_remove()}
                      <span className={css({ srOnly: true })}> {m.adm_cfg_rule_n({ n })}</span>
                    </button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={buttonStyle.secondary}
          onClick={() => props.onChange([...rules, { kind: 'excludes', option_id: options[0]?.options[0]?.id ?? 0, target_option_id: null, model_id: null, reasons: { it: '' } }])}
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
