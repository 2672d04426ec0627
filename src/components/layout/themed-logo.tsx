import { css, cx } from 'styled-system/css'

const lightOnly = css({ _dark: { display: 'none' } })
const darkOnly = css({ display: 'none', _dark: { display: 'block' } })

/**
 * A logo that may change with the theme: `dark`, when given, replaces `src` in the dark theme.
 * Both are in the page (the theme is a data attribute the server does not know); the dark one is
 * lazy, so a visitor in the light theme never downloads it.
 */
export function ThemedLogo(props: { src: string; dark: string | null; alt: string; className: string; width?: number; height?: number }) {
  const { src, dark, alt, className, width, height } = props
  if (!dark || dark === src) return <img src={src} alt={alt} width={width} height={height} className={className} />
  return (
    <>
      <img src={src} alt={alt} width={width} height={height} className={cx(className, lightOnly)} />
      <img src={dark} alt={alt} width={width} height={height} loading="lazy" className={cx(className, darkOnly)} data-logo-dark />
    </>
  )
}
