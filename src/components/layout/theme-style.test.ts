import { describe, expect, it } from 'vitest'
import { settingsSchema, themeColorKeys } from '~/domains/settings/settings.schemas'
import { themeCss } from './theme-style'

describe('themeCss', () => {
  it('applies each of the 24 theme colours, the font and the background image', () => {
    // A distinct colour per key, so each one must appear in the stylesheet on its own.
    const light = Object.fromEntries(
      themeColorKeys.map((k, i) => [k, `#${(0x100000 + i * 0x10101).toString(16).slice(-6)}`]),
    )
    const settings = settingsSchema.parse({
      vuetify_colors: { light, dark: light },
      google_font: 'Lora',
      background_image: '/images/uploads/bg.webp',
    })
    const css = themeCss(settings, 'https://cdn.example')
    for (const key of themeColorKeys) expect(css, key).toContain(`:${light[key]}`)
    expect(css).toContain(`--soglia-font:'Lora Variable'`)
    expect(css).toContain('--soglia-background-image:url("https://cdn.example/images/uploads/bg.webp")')
    expect(themeCss(settingsSchema.parse({}), '')).toContain('--soglia-background-image:none')
  })

  it('puts readable text on a pale primary colour', () => {
    const settings = settingsSchema.parse({ vuetify_colors: { light: { primary: '#ffe066' } } })
    expect(themeCss(settings, '')).toMatch(/:root\{[^}]*--soglia-on-primary:#1d2425/)
  })
})
