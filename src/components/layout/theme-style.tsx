import { textOn, darkBackground } from '~/domains/settings/contrast'
import { fontFamily } from '~/domains/settings/fonts'
import type { ShellSettings as Settings, ThemeColorKey } from '~/domains/settings/settings.schemas'
import { imageUrl } from '~/lib/format/image'

// Settings colour keys → the CSS variables behind the semantic tokens (src/theme/tokens.ts).
// Every one of the 24 colours of spec §3 has a place (the record's type requires it).
const variables: Record<ThemeColorKey, string[]> = {
  primary: ['primary'],
  secondary: ['secondary'],
  accent: ['accent'],
  info: ['info'],
  warning: ['warning'],
  error: ['error'],
  success: ['success'],
  headerBackground: ['header-background'],
  // The menu colour is chosen to read on the page background: links use it too.
  headerMenu: ['header-menu', 'link'],
  headerPrimaryText: ['header-primary-text'],
  headerSecondaryText: ['header-secondary-text'],
  headerIconColor: ['header-icon'],
  footerBackground: ['footer-background'],
  footerTextPrimary: ['footer-text-primary'],
  footerTextSecondary: ['footer-text-secondary'],
  footerIconColor: ['footer-icon'],
  boxPrimary: ['box-primary'],
  boxPrimaryText: ['box-primary-text'],
  boxSecondary: ['box-secondary'],
  boxSecondaryText: ['box-secondary-text'],
  boxTertiary: ['box-tertiary'],
  boxTertiaryText: ['box-tertiary-text'],
  inputBackground: ['input-background'],
  inputText: ['input-text', 'text'],
}

const safe = (v: string) => (/^#[0-9a-fA-F]{3,8}$/.test(v) ? v : 'inherit')

function block(colors: Record<ThemeColorKey, string>, extra: string[]): string {
  const lines = Object.entries(variables).flatMap(([key, names]) =>
    names.map((name) => `--soglia-${name}:${safe(colors[key as ThemeColorKey])}`),
  )
  // The text on the primary fill (buttons): white or near-black, whichever reads better.
  return [...lines, `--soglia-on-primary:${textOn(safe(colors.primary))}`, ...extra].join(';')
}

/** A URL for CSS `url("…")`: the settings schema already refuses quotes, brackets and spaces; escaped again here. */
const cssUrl = (url: string) => `url("${url.replace(/["\\\n\r]/g, '')}")`

/** The theme as a stylesheet: one rule for the light colours, one for the dark ones. */
export function themeCss(settings: Settings, imageHost: string): string {
  const { light, dark } = settings.vuetify_colors
  const image = settings.background_image ? cssUrl(imageUrl(settings.background_image, imageHost, '')) : 'none'
  return (
    `:root{${block(light, [`--soglia-background:${safe(settings.background)}`, `--soglia-background-image:${image}`, `--soglia-font:${fontFamily(settings.google_font)}`])}}` +
    `[data-theme=dark]{${block(dark, [`--soglia-background:${darkBackground}`, '--soglia-text:#eef3f3', '--soglia-text-muted:#b8c4c5'])}}`
  )
}

/** The shop's theme from its settings, so a settings change recolours the shop with no build. */
export function ThemeStyle({ settings, imageHost }: { settings: Settings; imageHost: string }) {
  return <style id="soglia-theme" dangerouslySetInnerHTML={{ __html: themeCss(settings, imageHost) }} />
}
