import { defineConfig } from '@pandacss/dev'
import { semanticTokens, tokens } from './src/theme/tokens'

// Colours are semantic tokens backed by CSS variables that the server fills from the
// shop settings (vuetify_colors), so an administrator recolours the shop without a build.
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}', './src/paraglide/**'],
  jsxFramework: 'react',
  outdir: 'styled-system',
  conditions: { extend: { dark: '[data-theme=dark] &' } },
  theme: { extend: { tokens, semanticTokens } },
  globalCss: {
    // The background image (setting `background_image`) lies over the background colour.
    body: {
      bg: 'bg.canvas',
      backgroundImage: 'var(--soglia-background-image, none)',
      backgroundSize: 'cover',
      backgroundAttachment: 'fixed',
      backgroundPosition: 'center',
      color: 'fg.default',
      fontFamily: 'body',
      lineHeight: '1.5',
    },
    'a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible': {
      outline: '3px solid',
      outlineColor: 'focus.ring',
      outlineOffset: '2px',
    },
    // A control tapped before the page's code has loaded waits for it (decision 017): it shows
    // so, also on a touch screen, where there is no cursor.
    // A drawer open (a native modal dialog, decision 053): the page behind it does not scroll.
    'html:has(dialog[data-drawer][open])': { overflow: 'hidden' },
    'html[data-hydration=loading] [aria-busy=true]': { cursor: 'progress', opacity: 0.6, transition: 'opacity 0.2s' },
  },
})
