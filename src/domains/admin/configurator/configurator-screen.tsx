import { useEffect, useMemo, useState } from 'react'
import { css, cva } from 'styled-system/css'
import { checkCatalogue } from '~/domains/configurator/admin/catalogue-check'
import type { AdminCatalogue } from '~/domains/configurator/admin/catalogue.schemas'
import { draftModel } from '~/domains/configurator/admin/draft-model'
import { photoOptions } from '~/domains/configurator/admin/photo-options'
import { Configurator } from '~/domains/configurator/components/configurator'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { AdminPage } from '../kit/admin-page'
import { adminRequest, AdminRequestError, useAdminQuery } from '../kit/data-provider'
import { inputStyle, labelStyle, sectionStyle } from '../kit/styles'
import { toast } from '../kit/toasts'
import { localQuote } from './local-quote'
import { ModelForm } from './model-form'
import { OptionsForm } from './options-form'
import { RulesForm } from './rules-form'

// A section's tab: smallButton's shape, its colours by state in one recipe. (smallButton plus a
// pressed class set the background twice; under the pointer smallButton's light hover won by
// stylesheet order and left the pressed tab's white text unreadable.)
const sectionTab = cva({
  base: {
    border: '1px solid',
    px: '3',
    py: '1.5',
    minH: '36px',
    borderRadius: 'md',
    cursor: 'pointer',
    fontSize: 'sm',
    display: 'inline-flex',
    alignItems: 'center',
  },
  variants: {
    pressed: {
      true: { bg: 'primary', color: 'primary.fg', borderColor: 'primary' },
      false: { bg: 'bg.canvas', color: 'fg.default', borderColor: 'border', _hover: { bg: 'bg.subtle' } },
    },
  },
})

const API = '/admin/configurator'
type Tab = 'model' | 'options' | 'rules'

/**
 * /administration/configurator: the door models, the option groups and the compatibility rules,
 * edited as a draft that the shop's own rule book checks as it changes (the same check the API
 * runs before saving) and that the storefront's configurator previews live.
 */
export function ConfiguratorScreen() {
  const locale = getLocale() as Locale
  const query = useAdminQuery<{ data: AdminCatalogue }>([API], API)
  const [draft, setDraft] = useState<AdminCatalogue | null>(null)
  const [revision, setRevision] = useState(0)
  const [modelId, setModelId] = useState<number | null>(null)
  const [tab, setTab] = useState<Tab>('model')
  const [apiProblems, setApiProblems] = useState<Record<string, string[]>>({})
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (query.data && draft === null) setDraft(query.data.data)
  }, [query.data, draft])
  const change = (next: AdminCatalogue) => {
    setDraft(next)
    setRevision((r) => r + 1)
    setApiProblems({})
  }
  const checked = useMemo(() => (draft ? checkCatalogue(draft, locale) : []), [draft, locale])
  const problems = useMemo(() => {
    const all: Record<string, string[]> = { ...apiProblems }
    for (const p of checked) (all[p.field] ??= []).push(p.message)
    return all
  }, [apiProblems, checked])
  const previewQuote = useMemo(() => {
    if (!draft) return null
    const shown = draft.models.find((mo) => mo.id === modelId) ?? draft.models[0]
    return shown ? { quote: localQuote(draftModel(draft, shown, locale), locale) } : null
  }, [draft, modelId, locale])
  if (!draft || !previewQuote)
    return (
      <AdminPage title={m.adm_cfg_title()}>
        {query.isError ? <p role="alert">{m.error_generic_text()}</p> : <p role="status">{m.adm_loading()}</p>}
      </AdminPage>
    )
  const model = draft.models.find((mo) => mo.id === modelId) ?? draft.models[0]!
  const preview = draftModel(draft, model, locale)

  const save = async (what: Tab) => {
    if (checked.length > 0) {
      toast.error(m.adm_cfg_fix_first())
      return
    }
    setBusy(true)
    try {
      const { id, code: _code, product: _product, ...fields } = model
      // A photo of a finish the model is no longer made in (a later only_models rule) is not in
      // the form, and the API would refuse it: saving the model drops it.
      const finishes = new Set(photoOptions(draft, model).map((o) => o.id))
      const input = { ...fields, option_images: fields.option_images.filter((i) => finishes.has(i.option_id)) }
      const res =
        what === 'model'
          ? await adminRequest<{ data: AdminCatalogue }>('PATCH', `${API}/models/${id}`, { body: input })
          : what === 'options'
            ? await adminRequest<{ data: AdminCatalogue }>('PUT', `${API}/options`, { body: { steps: draft.steps } })
            : await adminRequest<{ data: AdminCatalogue }>('PUT', `${API}/rules`, { body: { rules: draft.rules } })
      change(res.data)
      toast.success(m.adm_saved())
    } catch (e) {
      if (e instanceof AdminRequestError) {
        setApiProblems(e.fields ?? {})
        toast.error(m.adm_cfg_refused(), e.message)
      } else toast.error(m.error_generic_text())
    } finally {
      setBusy(false)
    }
  }

  const tabs: Array<[Tab, string]> = [
    ['model', m.adm_cfg_tab_model()],
    ['options', m.adm_cfg_tab_options()],
    ['rules', m.adm_cfg_tab_rules()],
  ]
  return (
    <AdminPage title={m.adm_cfg_title()} intro={m.adm_cfg_intro()}>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-end' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <label htmlFor="configurator-model" className={labelStyle}>
            {m.adm_cfg_model()}
          </label>
          <select
            id="configurator-model"
            value={model.id}
            onChange={(e) => setModelId(Number(e.target.value))}
            className={inputStyle}
            data-model-select
          >
            {draft.models.map((mo) => (
              <option key={mo.id} value={mo.id}>
                {mo.names.it}
              </option>
            ))}
          </select>
        </div>
        <div
          role="group"
          aria-label={m.adm_cfg_sections()}
          className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}
        >
          {tabs.map(([t, label]) => (
            <button
              key={t}
              type="button"
              aria-pressed={tab === t}
              onClick={() => setTab(t)}
              className={sectionTab({ pressed: tab === t })}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <div role="status" aria-live="polite" data-catalogue-problems={checked.length}>
        {checked.length > 0 && (
          <ul
            className={css({
              border: '2px solid',
              borderColor: 'error.text',
              borderRadius: 'md',
              p: '3',
              pl: '7',
              fontSize: 'sm',
              display: 'flex',
              flexDirection: 'column',
              gap: '1',
            })}
          >
            {checked.map((p) => (
              <li key={`${p.field}-${p.message}`}>{p.message}</li>
            ))}
          </ul>
        )}
      </div>
      {/* No name of its own: the pressed button names the part shown, and a table in it would be
          a second region of the same name (the rules' table is captioned as the tab). */}
      <section className={sectionStyle}>
        {tab === 'model' && (
          <ModelForm
            catalogue={draft}
            model={model}
            problems={problems}
            busy={busy}
            onChange={(mo) => change({ ...draft, models: draft.models.map((x) => (x.id === mo.id ? mo : x)) })}
            onSave={() => void save('model')}
          />
        )}
        {tab === 'options' && (
          <OptionsForm
            steps={draft.steps}
            problems={problems}
            busy={busy}
            onChange={(steps) => change({ ...draft, steps })}
            onSave={() => void save('options')}
          />
        )}
        {tab === 'rules' && (
          <RulesForm
            catalogue={draft}
            rules={draft.rules}
            problems={problems}
            busy={busy}
            onChange={(rules) => change({ ...draft, rules })}
            onSave={() => void save('rules')}
          />
        )}
      </section>
      <section className={sectionStyle} aria-labelledby="configurator-preview-title" data-configurator-preview>
        <h2 id="configurator-preview-title" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '1' })}>
          {m.adm_cfg_preview({ model: preview.name })}
        </h2>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '4' })}>{m.adm_cfg_preview_intro()}</p>
        <Configurator key={`${model.id}-${revision}`} model={preview} locale={locale} preview={previewQuote} />
      </section>
    </AdminPage>
  )
}
