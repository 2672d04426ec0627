import { useId, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { locales, type Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'

// Content in six languages (decision 025): a form with texts per locale shows one locale at a
// time, picked from these tabs (the WAI-ARIA tabs pattern: arrow keys move between tabs). A tab
// whose locale has a field error, or no text yet (the shop then shows the Italian), says so.
// One component for every admin form: the catalogue forms drive the tab list themselves
// (`LocaleTabList`, one panel whose inputs follow the locale); the declared resource forms use
// `LocaleTabs`, which keeps every panel mounted so a value typed in one tab survives a switch.

// Each language by its own name, as language switchers do (the same in every admin locale).
const names: Record<Locale, string> = {
  it: 'Italiano',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
}
export const localeName = (l: Locale) => names[l]

const tab = css({
  px: '3',
  py: '2',
  minH: '44px',
  border: '1px solid',
  borderColor: 'border',
  borderBottom: 'none',
  borderTopRadius: 'md',
  bg: 'bg.subtle',
  color: 'fg.default',
  cursor: 'pointer',
  fontSize: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  '&[aria-selected=true]': {
    bg: 'bg.canvas',
    fontWeight: 'bold',
    boxShadow: 'inset 0 3px 0 0 token(colors.primary)',
  },
})

export type LocaleTabState = 'error' | 'empty' | 'ok'

/** The tab list alone, controlled; `panelId` names the panel each tab controls (one shared panel by default). */
export function LocaleTabList(props: {
  value: Locale
  onChange: (l: Locale) => void
  idBase: string
  state?: (l: Locale) => LocaleTabState
  panelId?: (l: Locale) => string
}) {
  const refs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({})
  const move = (from: Locale, step: number) => {
    const next = locales[(locales.indexOf(from) + step + locales.length) % locales.length]!
    props.onChange(next)
    refs.current[next]?.focus()
  }
  return (
    <div
      role="tablist"
      aria-label={m.cadm_texts_per_locale()}
      className={css({ display: 'flex', gap: '1', flexWrap: 'wrap', borderBottom: '1px solid', borderColor: 'border' })}
    >
      {locales.map((l) => {
        const state = props.state?.(l) ?? 'ok'
        return (
          <button
            key={l}
            ref={(el) => {
              refs.current[l] = el
            }}
            type="button"
            role="tab"
            id={`${props.idBase}-tab-${l}`}
            aria-controls={props.panelId?.(l) ?? `${props.idBase}-panel`}
            aria-selected={props.value === l}
            tabIndex={props.value === l ? 0 : -1}
            className={tab}
            data-locale-tab={l}
            onClick={() => props.onChange(l)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(l, 1)
              else if (e.key === 'ArrowLeft') move(l, -1)
            }}
          >
            <span lang={l}>{localeName(l)}</span>
            {state === 'empty' && l !== 'it' && (
              <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> · {m.cadm_uses_italian()}</span>
            )}
            {state === 'error' && <span className={css({ color: 'error.text' })}> · {m.cadm_tab_errors()}</span>}
          </button>
        )
      })}
    </div>
  )
}

/** Tabs with a mounted panel per locale; `children(locale)` renders a panel's inputs. */
export function LocaleTabs({
  children,
  hasErrors,
  filled,
}: {
  children: (locale: Locale) => ReactNode
  hasErrors: (l: Locale) => boolean
  filled: (l: Locale) => boolean
}) {
  const id = useId()
  const [current, setCurrent] = useState<Locale>('it')
  return (
    <div className={css({ gridColumn: { md: '1 / -1' }, minW: 0 })}>
      <LocaleTabList
        value={current}
        onChange={setCurrent}
        idBase={id}
        panelId={(l) => `${id}-panel-${l}`}
        state={(l) => (hasErrors(l) ? 'error' : filled(l) ? 'ok' : 'empty')}
      />
      {locales.map((l) => (
        <div
          key={l}
          role="tabpanel"
          id={`${id}-panel-${l}`}
          aria-labelledby={`${id}-tab-${l}`}
          hidden={current !== l}
          lang={l}
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
            pt: '4',
            minW: 0,
          })}
        >
          {children(l)}
        </div>
      ))}
    </div>
  )
}
