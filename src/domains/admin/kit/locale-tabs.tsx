import { useId, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { locales, type Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'

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
  '&[aria-selected=true]': {
    bg: 'bg.canvas',
    fontWeight: 'bold',
    boxShadow: 'inset 0 3px 0 0 token(colors.primary)',
  },
})

/**
 * The texts of a content item per locale, one tab per language (WAI-ARIA tabs: arrow keys move
 * between tabs). Every panel stays mounted, so a value typed in one tab survives a switch; a tab
 * whose inputs have errors says so.
 */
export function LocaleTabs({ children, hasErrors, filled }: { children: (locale: Locale) => ReactNode; hasErrors: (l: Locale) => boolean; filled: (l: Locale) => boolean }) {
  const id = useId()
  const [current, setCurrent] = useState<Locale>('it')
  const refs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({})
  const move = (from: Locale, step: number) => {
    const next = locales[(locales.indexOf(from) + step + locales.length) % locales.length]!
    setCurrent(next)
    refs.current[next]?.focus()
  }
  return (
    <div className={css({ gridColumn: { md: '1 / -1' }, minW: 0 })}>
      <div
        role="tablist"
        aria-label={m.cadm_texts_per_locale()}
        className={css({
          display: 'flex',
          gap: '1',
          flexWrap: 'wrap',
          borderBottom: '1px solid',
          borderColor: 'border',
        })}
      >
        {locales.map((l) => (
          <button
            key={l}
            ref={(el) => {
              refs.current[l] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${l}`}
            aria-controls={`${id}-panel-${l}`}
            aria-selected={current === l}
            tabIndex={current === l ? 0 : -1}
            className={tab}
            data-locale-tab={l}
            onClick={() => setCurrent(l)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(l, 1)
              else if (e.key === 'ArrowLeft') move(l, -1)
            }}
          >
            <span lang={l}>{localeName(l)}</span>
            {!filled(l) && l !== 'it' && <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> · {m.cadm_uses_italian()}</span>}
            {hasErrors(l) && <span className={css({ color: 'error.text' })}> · {m.cadm_tab_errors()}</span>}
          </button>
        ))}
      </div>
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
