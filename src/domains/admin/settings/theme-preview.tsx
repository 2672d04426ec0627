import type { CSSProperties } from 'react'
import { css } from 'styled-system/css'
import { textOn } from '~/domains/settings/contrast'
import type { ThemeColorKey } from '~/domains/settings/settings.schemas'
import { m } from '~/paraglide/messages.js'
import { colorLabels } from './color-labels'

// A small storefront drawn with the colours being edited (inline styles, not the shop's CSS
// variables, so nothing changes for visitors until the colours are saved): header, a button,
// a link, an input, the three boxes and the footer.

const icon = (color: string) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke={color} strokeWidth="2" aria-hidden="true">
    <path d="M6 6h15l-1.5 9h-12zM6 6 5 3H2M9 20a1 1 0 1 0 0-.01M18 20a1 1 0 1 0 0-.01" />
  </svg>
)

export function ThemePreview({
  colors: c,
  background,
  siteName,
}: {
  colors: Record<ThemeColorKey, string>
  background: string
  siteName: string
}) {
  const box = (bg: string, fg: string): CSSProperties => ({ background: bg, color: fg })
  const boxClass = css({ p: '3', borderRadius: 'md', fontSize: 'sm' })
  return (
    <figure
      aria-label={m.adm_set_preview()}
      data-theme-preview
      className={css({
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'lg',
        overflow: 'hidden',
        m: 0,
        fontSize: 'sm',
      })}
    >
      <div
        data-preview="header"
        style={box(c.headerBackground, c.headerPrimaryText)}
        className={css({ display: 'flex', alignItems: 'center', gap: '3', px: '3', py: '2', flexWrap: 'wrap' })}
      >
        <strong>{siteName}</strong>
        <span style={{ color: c.headerMenu }} className={css({ fontWeight: 'medium' })}>
          {m.nav_shop()}
        </span>
        <span style={{ color: c.headerSecondaryText }}>{m.language_en()}</span>
        <span className={css({ ml: 'auto', display: 'inline-flex' })}>{icon(c.headerIconColor)}</span>
      </div>
      <div style={{ background }} className={css({ p: '3', display: 'flex', flexDirection: 'column', gap: '3' })}>
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
          <span
            data-preview="button"
            style={box(c.primary, textOn(c.primary))}
            className={css({ px: '4', py: '2', borderRadius: 'md', fontWeight: 'bold' })}
          >
            {m.adm_set_preview_button()}
          </span>
          <span style={{ color: c.headerMenu, textDecoration: 'underline' }}>{m.adm_set_preview_link()}</span>
          <span
            style={box(c.inputBackground, c.inputText)}
            className={css({ px: '3', py: '1.5', border: '1px solid #d5dcdd', borderRadius: 'md' })}
          >
            {m.adm_set_preview_input()}
          </span>
        </div>
        <div
          className={css({ display: 'grid', gap: '2', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))' })}
        >
          <div data-preview="box-primary" style={box(c.boxPrimary, c.boxPrimaryText)} className={boxClass}>
            {colorLabels.boxPrimary()}
          </div>
          <div data-preview="box-secondary" style={box(c.boxSecondary, c.boxSecondaryText)} className={boxClass}>
            {colorLabels.boxSecondary()}
          </div>
          <div data-preview="box-tertiary" style={box(c.boxTertiary, c.boxTertiaryText)} className={boxClass}>
            {colorLabels.boxTertiary()}
          </div>
        </div>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {/* The status colours as swatches beside their names: the names stay readable whatever the colour. */}
          {(['secondary', 'accent', 'info', 'warning', 'error', 'success'] as const).map((k) => (
            <span
              key={k}
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                gap: '1',
                fontSize: 'xs',
                color: 'fg.default',
                bg: 'bg.canvas',
                px: '1.5',
                borderRadius: 'sm',
              })}
            >
              <span
                aria-hidden="true"
                style={{ background: c[k] }}
                className={css({ w: '3', h: '3', borderRadius: 'full', border: '1px solid rgba(0,0,0,0.2)' })}
              />
              {colorLabels[k]()}
            </span>
          ))}
        </div>
      </div>
      <div
        data-preview="footer"
        style={box(c.footerBackground, c.footerTextPrimary)}
        className={css({ px: '3', py: '3', display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
      >
        <strong>{m.footer_store()}</strong>
        <span style={{ color: c.footerTextSecondary }}>© {siteName}</span>
        <span className={css({ ml: 'auto', display: 'inline-flex' })}>{icon(c.footerIconColor)}</span>
      </div>
    </figure>
  )
}
