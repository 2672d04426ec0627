import type { Settings, ThemeColorKey } from '~/domains/settings/settings.schemas'

// Settings colour keys → the CSS variables behind the semantic tokens (src/theme/tokens.ts).
const variables: Partial<Record<ThemeColorKey, string>> = {
  primary: 'primary', secondary: 'secondary', accent: 'accent', info: 'info', warning: 'warning', error: 'error',
  success: 'success', headerBackground: 'header-background', headerPrimaryText: 'header-primary-text',
  footerBackground: 'footer-background', footerTextPrimary: 'footer-text-primary', boxSecondary: 'box-secondary',
  inputText: 'text',
  // The menu colour is chosen to read on the page background: links use it too.
  headerMenu: 'link',
}

const safe = (v: string) => (/^#[0-9a-fA-F]{3,8}$/.test(v) ? v : 'inherit')

function block(colors: Record<ThemeColorKey, string>, extra: string[]): string {
  const lines = Object.entries(variables).map(([key, name]) => `--soglia-${name}:${safe(colors[key as ThemeColorKey])}`)
  return [...lines, ...extra].join(';')
}

/** The shop's theme from its settings, so a settings change recolours the shop with no build. */
export function ThemeStyle({ settings }: { settings: Settings }) {
  const { light, dark } = settings.vuetify_colors
  // The shipped font is registered as "Lexend Variable"; other names work if installed locally.
  const name = settings.google_font.replace(/[^\w\s-]/g, '')
  const font = name === 'Lexend' ? 'Lexend Variable' : name
  const css =
    `:root{${block(light, [`--soglia-background:${safe(settings.background)}`, `--soglia-font:'${font}'`])}}` +
    `[data-theme=dark]{${block(dark, ['--soglia-background:#101414', '--soglia-text:#eef3f3', '--soglia-text-muted:#b8c4c5'])}}`
  return <style id="soglia-theme" dangerouslySetInnerHTML={{ __html: css }} />
}
