import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'

export const COLOR_SCHEME_KEY = 'soglia-color-scheme'

/**
 * Runs before the first paint (inline in <head>): applies the stored choice, else the system's,
 * so a server-rendered page never flashes the wrong theme. With dark mode disabled in the
 * settings the shop stays light.
 */
export function colorSchemeScript(darkAllowed: boolean) {
  return darkAllowed
    ? `try{var s=localStorage.getItem('${COLOR_SCHEME_KEY}');var d=s?s==='dark':matchMedia('(prefers-color-scheme: dark)').matches;document.documentElement.dataset.theme=d?'dark':'light'}catch(e){}`
    : `document.documentElement.dataset.theme='light'`
}

const switchBase = css.raw({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  bg: 'transparent',
  border: '1px solid',
  borderRadius: 'full',
  px: '3',
  py: '1',
  cursor: 'pointer',
})
const switchStyles = {
  footer: css(switchBase, { color: 'footer.fg', borderColor: 'footer.fg' }),
  // The back office's bar and drawer (decision 065): the page's colours, not the footer's.
  page: css(switchBase, { color: 'fg.default', borderColor: 'border', minH: '36px' }),
}

/** The dark-mode switch (spec §2: the shop's footer, and the back office's bar); the choice is stored locally (spec §4). */
export function DarkModeSwitch({ surface = 'footer' }: { surface?: keyof typeof switchStyles }) {
  const [dark, setDark] = useState<boolean | null>(null)
  useEffect(() => setDark(document.documentElement.dataset.theme === 'dark'), [])
  const toggle = () => {
    const next = !dark
    document.documentElement.dataset.theme = next ? 'dark' : 'light'
    try {
      localStorage.setItem(COLOR_SCHEME_KEY, next ? 'dark' : 'light')
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setDark(next)
  }
  return (
    <button type="button" role="switch" aria-checked={dark ?? false} onClick={toggle} className={switchStyles[surface]}>
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
      {m.layout_dark_mode()}
    </button>
  )
}
