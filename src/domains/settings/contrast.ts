import type { ThemeColorKey } from './settings.schemas'

// WCAG 2.2 contrast (success criteria 1.4.3 and 1.4.11): the relative luminance of sRGB
// colours and the ratio between two of them. Client-safe: the settings screen warns as the
// administrator picks a colour, and the storefront picks the text colour on the primary fill.

function channel(c: number): number {
  const s = c / 255
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

/** #rgb or #rrggbb → [r, g, b] (0–255); null for anything else. */
export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) return null
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
}

export function luminance(hex: string): number | null {
  const rgb = parseHex(hex)
  if (!rgb) return null
  const [r, g, b] = rgb.map(channel) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The contrast ratio of two colours (1 to 21), or null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a)
  const lb = luminance(b)
  if (la === null || lb === null) return null
  const [hi, lo] = la > lb ? [la, lb] : [lb, la]
  return (hi + 0.05) / (lo + 0.05)
}

const LIGHT_TEXT = '#ffffff'
const DARK_TEXT = '#1d2425'

/** The text colour for a fill (white or near-black, whichever contrasts more). */
export const textOn = (fill: string): string =>
  (contrastRatio(LIGHT_TEXT, fill) ?? 21) >= (contrastRatio(DARK_TEXT, fill) ?? 0) ? LIGHT_TEXT : DARK_TEXT

/** What the storefront draws on what: text needs 4.5:1 (AA), icons 3:1 (non-text contrast). */
export type ContrastPair = {
  id: string
  fg: ThemeColorKey | 'onPrimary'
  bg: ThemeColorKey | 'background'
  min: 4.5 | 3
}

export const contrastPairs: ContrastPair[] = [
  { id: 'button', fg: 'onPrimary', bg: 'primary', min: 4.5 },
  { id: 'link', fg: 'headerMenu', bg: 'background', min: 4.5 },
  { id: 'header-text', fg: 'headerPrimaryText', bg: 'headerBackground', min: 4.5 },
  { id: 'header-secondary', fg: 'headerSecondaryText', bg: 'headerBackground', min: 4.5 },
  { id: 'header-menu', fg: 'headerMenu', bg: 'headerBackground', min: 4.5 },
  { id: 'header-icon', fg: 'headerIconColor', bg: 'headerBackground', min: 3 },
  { id: 'footer-text', fg: 'footerTextPrimary', bg: 'footerBackground', min: 4.5 },
  { id: 'footer-secondary', fg: 'footerTextSecondary', bg: 'footerBackground', min: 4.5 },
  { id: 'footer-icon', fg: 'footerIconColor', bg: 'footerBackground', min: 3 },
  { id: 'box-primary', fg: 'boxPrimaryText', bg: 'boxPrimary', min: 4.5 },
  { id: 'box-secondary', fg: 'boxSecondaryText', bg: 'boxSecondary', min: 4.5 },
  { id: 'box-tertiary', fg: 'boxTertiaryText', bg: 'boxTertiary', min: 4.5 },
  { id: 'input', fg: 'inputText', bg: 'inputBackground', min: 4.5 },
]

export type ContrastProblem = { pair: ContrastPair; ratio: number }

/** The pairs of a palette below their WCAG AA minimum, given the page background. */
export function contrastProblems(colors: Record<ThemeColorKey, string>, background: string): ContrastProblem[] {
  const pick = (k: ContrastPair['fg'] | ContrastPair['bg']) =>
    k === 'background' ? background : k === 'onPrimary' ? textOn(colors.primary) : colors[k]
  return contrastPairs.flatMap((pair) => {
    const ratio = contrastRatio(pick(pair.fg), pick(pair.bg))
    return ratio !== null && ratio < pair.min ? [{ pair, ratio }] : []
  })
}

/** The dark theme's page background (the `background` setting is the light one). */
export const darkBackground = '#101414'

/**
 * Which of the two logos reads on a dark-theme background. Each is drawn for its own place in the
 * light theme (the header's logo on the header's background, the footer's on the footer's), so
 * the one whose own background is nearest the dark one keeps its contrast there. A tie, or a
 * colour that is not hex, keeps the header's.
 */
export function logoForDark(
  background: string,
  light: { headerBackground: string; footerBackground: string },
): 'header' | 'footer' {
  const header = contrastRatio(background, light.headerBackground)
  const footer = contrastRatio(background, light.footerBackground)
  return header !== null && footer !== null && footer < header ? 'footer' : 'header'
}
