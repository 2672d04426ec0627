import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { locales, type Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { CheckInput, fieldsetStyle, gridStyle, legendStyle, TextInput } from '../kit/controls'
import { CustomForm } from '../kit/custom-form'
import { LocaleTabList } from '../kit/locale-tabs'
import type { CustomFormProps } from '../kit/resource'
import { mutedText, smallButton } from '../kit/styles'
import type { AdminAttribute } from './attributes.schemas'
import { emptyNames, slugify, type Names } from './product-draft'

// An attribute: code, name per locale, shown as a shop filter or not, and its values (code and
// name per locale). Removing a value that products use is refused by the API, with the reason.

type ValueDraft = { id?: number; code: string; name: Names; used: number }
const namesBody = (n: Names) =>
  Object.fromEntries(locales.filter((l) => l === 'it' || n[l].trim()).map((l) => [l, n[l].trim()]))

export function AttributeForm({ row, mode, send, onCancel }: CustomFormProps<AdminAttribute>) {
  const idBase = useId()
  const [locale, setLocale] = useState<Locale>('it')
  const [code, setCode] = useState(row?.code ?? '')
  const [name, setName] = useState<Names>({ ...emptyNames(), ...row?.names })
  const [filterable, setFilterable] = useState(row?.filterable ?? true)
  const [values, setValues] = useState<ValueDraft[]>(() =>
    (row?.values ?? []).map((v) => ({
      id: v.id,
      code: v.code,
      name: { ...emptyNames(), ...v.name },
      used: v.product_count,
    })),
  )
  const tag = ` (${locale.toUpperCase()})`
  const body = () => ({
    code: code.trim(),
    name: namesBody(name),
    filterable,
    values: values.map((v) => ({ ...(v.id && { id: v.id }), code: v.code.trim(), name: namesBody(v.name) })),
  })
  const setValue = (i: number, change: Partial<ValueDraft>) =>
    setValues(values.map((v, j) => (j === i ? { ...v, ...change } : v)))
  return (
    <CustomForm mode={mode} send={send} onCancel={onCancel} body={body}>
      {(errors) => (
        <>
          <LocaleTabList
            value={locale}
            onChange={setLocale}
            idBase={idBase}
            state={(l) =>
              Object.keys(errors).some((k) => k.endsWith(`.${l}`)) ? 'error' : name[l].trim() ? 'ok' : 'empty'
            }
          />
          <div
            role="tabpanel"
            id={`${idBase}-panel`}
            aria-labelledby={`${idBase}-tab-${locale}`}
            className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
          >
            <div className={gridStyle}>
              <TextInput
                label={m.cat_name() + tag}
                name={`name.${locale}`}
                errors={errors}
                value={name[locale]}
                optional={locale !== 'it'}
                onChange={(v) => {
                  setName({ ...name, [locale]: v })
                  if (mode === 'create' && locale === 'it' && (code === '' || code === slugify(name.it)))
                    setCode(slugify(v))
                }}
              />
              <TextInput
                label={m.cat_code()}
                name="code"
                errors={errors}
                value={code}
                hint={m.cat_code_hint()}
                onChange={setCode}
              />
            </div>
            <CheckInput name="filterable" label={m.cat_filterable()} checked={filterable} onChange={setFilterable} />
            <fieldset className={fieldsetStyle}>
              <legend className={legendStyle}>{m.cat_values()}</legend>
              {errors.values && (
                <p className={css({ color: 'error.text', fontSize: 'sm' })} data-field-error="values">
                  {errors.values.join(' ')}
                </p>
              )}
              {values.map((v, i) => (
                <div
                  key={v.id ?? `new-${i}`}
                  className={css({
                    display: 'grid',
                    gap: '3',
                    gridTemplateColumns: { base: '1fr', md: '1fr 1fr auto' },
                    alignItems: 'end',
                  })}
                  data-value={i}
                >
                  <TextInput
                    label={m.cat_value_name() + tag}
                    name={`values.${i}.name.${locale}`}
                    errors={errors}
                    value={v.name[locale]}
                    optional={locale !== 'it'}
                    onChange={(x) =>
                      setValue(i, {
                        name: { ...v.name, [locale]: x },
                        ...(!v.id &&
                          locale === 'it' &&
                          (v.code === '' || v.code === slugify(v.name.it)) && { code: slugify(x) }),
                      })
                    }
                  />
                  <TextInput
                    label={m.cat_code()}
                    name={`values.${i}.code`}
                    errors={errors}
                    value={v.code}
                    onChange={(x) => setValue(i, { code: x })}
                    hint={v.used ? m.cat_value_used({ count: v.used }) : undefined}
                  />
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => setValues(values.filter((_, j) => j !== i))}
                    aria-label={m.cat_remove_named({ name: v.name.it || v.code || String(i + 1) })}
                  >
                    {m.cat_remove_value()}
                  </button>
                </div>
              ))}
              {values.length === 0 && <p className={mutedText}>{m.cat_no_values()}</p>}
              <button
                type="button"
                className={smallButton}
                onClick={() => setValues([...values, { code: '', name: emptyNames(), used: 0 }])}
                data-action="add-value"
              >
                {m.cat_add_value()}
              </button>
            </fieldset>
          </div>
        </>
      )}
    </CustomForm>
  )
}
