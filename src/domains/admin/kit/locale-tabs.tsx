import { useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { locales, type Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'

// Content in six languages (decision 025): a form with texts per locale shows one locale at a
// time, picked here (the WAI-ARIA tabs pattern: arrows move between tabs). A tab whose locale
// has a field error, or no text yet, says so.

const tabStyle = css({
  px: '3',
  minH: '40px',
  border: '1px solid',
  borderColor: 'border',
  borderBottomColor: 'transparent',
  borderTopRadius: 'md',
  bg: 'bg.subtle',
  color: 'fg.default',
  cursor: 'pointer',
  fontWeight: 'medium',
  textTransform: 'uppercase',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
})
const activeStyle = css({ bg: 'bg.canvas', borderColor: 'fg.default', borderBottomColor: 'bg.canvas' })

export const localeName: Record<Locale, () => string> = {
  it: () => m.cat_locale_it(),
  en: () => m.cat_locale_en(),
  es: () => m.cat_locale_es(),
  fr: () => m.cat_locale_fr(),
  de: () => m.cat_locale_de(),
  pt: () => m.cat_locale_pt(),
}

export function LocaleTabs(props: { value: Locale; onChange: (l: Locale) => void; idBase: string; state?: (l: Locale) => 'error' | 'empty' | 'ok' }) {
  const refs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({})
  const move = (from: Locale, step: number) => {
    const next = locales[(locales.indexOf(from) + step + locales.length) % locales.length]!
    props.onChange(next)
    refs.current[next]?.focus()
  }
  return (
    <div role="tablist" aria-label={m.cat_languages()} className={css({ display: 'flex', gap: '1', flexWrap: 'wrap', borderBottom: '1px solid', borderColor: 'fg.default' })}>
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
            aria-selected={props.value === l}
            aria-controls={`${props.idBase}-panel`}
            tabIndex={props.value === l ? 0 : -1}
            title={localeName[l]()}
            className={cx(tabStyle, props.value === l && activeStyle)}
            onClick={() => props.onChange(l)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(l, 1)
              if (e.key === 'ArrowLeft') move(l, -1)
            }}
            data-locale-tab={l}
          >
            {l}
            {state === 'error' && <span className={css({ color: 'error.text', ml: '1' })}> ⚠ <span className={css({ srOnly: true })}>{m.cat_tab_has_errors()}</span></span>}
            {state === 'empty' && <span className={css({ color: 'fg.muted', ml: '1', textTransform: 'none', fontWeight: 'normal' })}>({m.cat_tab_empty()})</span>}
          </button>
        )
      })}
    </div>
  )
}
