// Static tokens and the semantic colour tokens. Every colour points at a CSS variable
// (`--soglia-*`) that the root layout writes from the settings; the fallbacks are spec §9.
const v = (name: string, fallback: string) => ({ value: `var(--soglia-${name}, ${fallback})` })

export const tokens = {
  fonts: {
    body: { value: 'var(--soglia-font, Lexend), Lato, system-ui, sans-serif' },
  },
  sizes: { header: { value: '70px' }, content: { value: '1200px' } },
}

export const semanticTokens = {
  colors: {
    primary: { DEFAULT: v('primary', '#387e84'), fg: v('on-primary', '#ffffff') },
    secondary: { DEFAULT: v('secondary', '#FFC107') },
    accent: { DEFAULT: v('accent', '#424242') },
    info: { DEFAULT: v('info', '#26A69A') },
    warning: { DEFAULT: v('warning', '#FFC107') },
    error: { DEFAULT: v('error', '#FF3D00'), text: v('error-text', '#b32400') },
    success: { DEFAULT: v('success', '#00E676') },
    bg: { canvas: v('background', '#ffffff'), subtle: v('box-secondary', '#f5f7f7') },
    fg: { default: v('text', '#1d2425'), muted: v('text-muted', '#4d5759') },
    header: {
      bg: v('header-background', '#ffffff'),
      fg: v('header-primary-text', '#1d2425'),
      muted: v('header-secondary-text', '#4d5759'),
      menu: v('header-menu', '#387e84'),
      icon: v('header-icon', '#387e84'),
    },
    footer: {
      bg: v('footer-background', '#1d2425'),
      fg: v('footer-text-primary', '#ffffff'),
      muted: v('footer-text-secondary', '#c9d3d4'),
      icon: v('footer-icon', '#ffffff'),
    },
    // The three box styles of spec §3: a highlighted box, a quiet panel, a notice.
    box: {
      primary: v('box-primary', '#387e84'),
      primaryFg: v('box-primary-text', '#ffffff'),
      secondary: v('box-secondary', '#f3f6f6'),
      secondaryFg: v('box-secondary-text', '#1d2425'),
      tertiary: v('box-tertiary', '#fff8e1'),
      tertiaryFg: v('box-tertiary-text', '#1d2425'),
    },
    input: { bg: v('input-background', '#ffffff'), fg: v('input-text', '#1d2425') },
    border: { DEFAULT: v('border', '#d5dcdd') },
    focus: { ring: v('focus', '#1a5f66') },
    // Text links: readable on the page background in both themes (AA), unlike the primary fill.
    link: { DEFAULT: v('link', '#2b6166') },
  },
}
