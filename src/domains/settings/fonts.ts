// The fonts a shop can choose (setting `google_font`, spec §3, default Lexend). All are
// bundled with the app (@fontsource, self-hosted: no request to a font CDN, so no visitor data
// leaves for Google and the CSP stays closed); the stylesheet declares each one's faces, and a
// browser downloads only the files of the font in use. The setting keeps the spec's name.
export const bundledFonts = [
  { name: 'Lexend', family: 'Lexend Variable', kind: 'sans-serif' },
  { name: 'Inter', family: 'Inter Variable', kind: 'sans-serif' },
  { name: 'Source Sans 3', family: 'Source Sans 3 Variable', kind: 'sans-serif' },
  { name: 'Lora', family: 'Lora Variable', kind: 'serif' },
] as const

export type FontName = (typeof bundledFonts)[number]['name']
export const fontNames = bundledFonts.map((f) => f.name) as [FontName, ...FontName[]]

/** The CSS font-family for a stored setting; an unknown name (set by hand) falls back to Lexend. */
export function fontFamily(setting: string): string {
  const font = bundledFonts.find((f) => f.name === setting) ?? bundledFonts[0]
  return `'${font.family}', ${font.kind === 'serif' ? 'Georgia, serif' : 'Lato, system-ui, sans-serif'}`
}
