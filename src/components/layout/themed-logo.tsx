import { css, cx } from 'styled-system/css'
import { logoForDark } from '~/domains/settings/contrast'
import type { ShellSettings } from '~/domains/settings/settings.schemas'
import { imageUrl } from '~/lib/format/image'

const lightOnly = css({ _dark: { display: 'none' } })
const darkOnly = css({ display: 'none', _dark: { display: 'block' } })

/**
 * A logo that may change with the theme: `dark`, when given, replaces `src` in the dark theme.
 * Both are in the page (the theme is a data attribute the server does not know); the dark one is
 * lazy, so a visitor in the light theme never downloads it.
 */
export function ThemedLogo(props: {
  src: string
  dark: string | null
  alt: string
  className: string
  width?: number
  height?: number
}) {
  const { src, dark, alt, className, width, height } = props
  if (!dark || dark === src) return <img src={src} alt={alt} width={width} height={height} className={className} />
  return (
    <>
      <img src={src} alt={alt} width={width} height={height} className={cx(className, lightOnly)} />
      <img
        src={dark}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        className={cx(className, darkOnly)}
        data-logo-dark
      />
    </>
  )
}

/**
 * The logo for a dark-theme `background`: the footer's when it was drawn for a background nearer
 * that one (decision 068), else null (the light theme's logo stays). Null with dark mode off.
 */
export function darkLogoUrl(
  settings: Pick<ShellSettings, 'show_dark_mode' | 'vuetify_colors' | 'logo_footer'>,
  imageHost: string,
  background: string,
): string | null {
  if (!settings.show_dark_mode || logoForDark(background, settings.vuetify_colors.light) !== 'footer') return null
  return imageUrl(settings.logo_footer, imageHost, '/images/brand/logo-light.svg')
}
