import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { contrastProblems, darkBackground, parseHex } from '~/domains/settings/contrast'
import { themeColorKeys, type Settings, type ThemeColorKey } from '~/domains/settings/settings.schemas'
import { m } from '~/paraglide/messages.js'
import { AdminRequestError } from '../kit/data-provider'
import { buttonStyle, inputStyles, introStyle, labelStyle, sectionStyle } from '../kit/styles'
import { toast } from '../kit/toasts'
import { colorLabels } from './color-labels'
import { useSaveSettings } from './settings-section'
import { ThemePreview } from './theme-preview'

const hexInput = css(inputStyles, { fontFamily: 'monospace' })

type Theme = 'light' | 'dark'
type Palettes = Settings['vuetify_colors']

/** Six-digit form for the colour picker, which takes nothing else. */
const sixDigits = (hex: string) => {
  const rgb = parseHex(hex)
  return rgb ? `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}` : '#000000'
}

/**
 * The 24 theme colours of each theme: a picker and a hex field per colour, the preview drawn
 * with the colours as they are typed, and a warning for every pair the storefront draws on
 * each other below WCAG AA. Saving is allowed with warnings (the owner decides); the API
 * refuses what is not a colour, shown by that colour's field.
 */
export function ThemeColorsForm({ settings }: { settings: Settings }) {
  const id = useId()
  const save = useSaveSettings()
  const [theme, setTheme] = useState<Theme>('light')
  const [palettes, setPalettes] = useState<Palettes>(settings.vuetify_colors)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const colors = palettes[theme]
  // The preview and the checks use the last valid value of a colour being typed.
  const usable = Object.fromEntries(
    themeColorKeys.map((k) => [k, parseHex(colors[k]) ? colors[k] : settings.vuetify_colors[theme][k]]),
  ) as Record<ThemeColorKey, string>
  const background = theme === 'light' ? settings.background : darkBackground
  const problems = contrastProblems(usable, background)
  const set = (key: ThemeColorKey, value: string) => {
    setPalettes((p) => ({ ...p, [theme]: { ...p[theme], [key]: value } }))
    setErrors(({ [`${theme}.${key}`]: _drop, ...rest }) => rest)
  }
  return (
    <section aria-labelledby={`${id}-title`} className={sectionStyle} data-settings-section="colors">
      <h2 id={`${id}-title`} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {m.adm_set_colors()}
      </h2>
      <p className={introStyle}>{m.adm_set_colors_intro()}</p>
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault()
          setFailure(null)
          try {
            await save.mutateAsync({ vuetify_colors: palettes })
            toast.success(m.adm_saved(), m.adm_set_colors())
          } catch (err) {
            if (!(err instanceof AdminRequestError)) return setFailure(m.error_generic_text())
            const fields = Object.fromEntries(
              Object.entries(err.fields ?? {}).map(([k, v]) => [k.replace(/^vuetify_colors\./, ''), v]),
            )
            setErrors(fields)
            setFailure(err.message)
          }
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <fieldset className={css({ display: 'flex', gap: '4', border: 'none', p: 0, m: 0, flexWrap: 'wrap' })}>
          <legend className={css({ srOnly: true })}>{m.adm_set_theme()}</legend>
          {(['light', 'dark'] as const).map((t) => (
            <label
              key={t}
              className={css({ display: 'flex', gap: '2', alignItems: 'center', minH: '44px', fontWeight: 'medium' })}
            >
              <input
                type="radio"
                name={`${id}-theme`}
                value={t}
                checked={theme === t}
                onChange={() => setTheme(t)}
                className={css({ w: '5', h: '5' })}
              />
              {t === 'light' ? m.adm_set_theme_light() : m.adm_set_theme_dark()}
            </label>
          ))}
        </fieldset>
        <div
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          })}
        >
          <div
            className={css({
              display: 'grid',
              gap: '3',
              gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            })}
          >
            {themeColorKeys.map((key) => {
              const fid = `${id}-${theme}-${key}`
              const fieldErrors = errors[`${theme}.${key}`] ?? []
              return (
                <div key={`${theme}-${key}`} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                  <label htmlFor={fid} className={labelStyle}>
                    {colorLabels[key]()}
                  </label>
                  <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                    <input
                      type="color"
                      aria-label={m.adm_set_color_picker({ color: colorLabels[key]() })}
                      value={sixDigits(usable[key])}
                      onChange={(e) => set(key, e.target.value)}
                      className={css({
                        w: '11',
                        h: '10',
                        p: '0.5',
                        border: '1px solid',
                        borderColor: 'border',
                        borderRadius: 'md',
                        bg: 'bg.canvas',
                        flexShrink: 0,
                        cursor: 'pointer',
                      })}
                    />
                    <input
                      id={fid}
                      name={`${theme}.${key}`}
                      value={colors[key]}
                      onChange={(e) => set(key, e.target.value.trim())}
                      spellCheck={false}
                      autoComplete="off"
                      aria-invalid={fieldErrors.length > 0 || undefined}
                      aria-describedby={fieldErrors.length ? `${fid}-error` : undefined}
                      className={hexInput}
                      data-color-input={key}
                    />
                  </div>
                  {fieldErrors.length > 0 && (
                    <p
                      id={`${fid}-error`}
                      className={css({ fontSize: 'sm', color: 'error.text' })}
                      data-field-error={`${theme}.${key}`}
                    >
                      {fieldErrors.join(' ')}
                    </p>
                  )}
                </div>
              )
            })}
          </div>
          <div
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '3',
              position: { lg: 'sticky' },
              top: { lg: '90px' },
            })}
          >
            <ThemePreview colors={usable} background={background} siteName={settings.site_name} />
            <div role="status" aria-live="polite" data-contrast-warnings={problems.length}>
              {problems.length === 0 ? (
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{m.adm_set_contrast_ok()}</p>
              ) : (
                <ul
                  className={css({
                    listStyle: 'none',
                    p: '3',
                    m: 0,
                    display: 'flex',
                    flexDirection: 'column',
                    gap: '1',
                    border: '2px solid',
                    borderColor: 'error.text',
                    borderRadius: 'md',
                    fontSize: 'sm',
                  })}
                >
                  {problems.map((p) => (
                    <li key={p.pair.id} data-contrast-warning={p.pair.id}>
                      ⚠{' '}
                      {m.adm_set_contrast_warning({
                        fg: colorLabels[p.pair.fg](),
                        bg: colorLabels[p.pair.bg](),
                        ratio: p.ratio.toFixed(2),
                        min: String(p.pair.min),
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </div>
        {failure && (
          <p role="alert" className={css({ color: 'error.text' })}>
            {failure}
          </p>
        )}
        <div>
          <button type="submit" className={buttonStyle.primary} disabled={save.isPending}>
            {save.isPending ? m.adm_saving() : m.adm_set_save_section({ section: m.adm_set_colors() })}
          </button>
        </div>
      </form>
    </section>
  )
}
