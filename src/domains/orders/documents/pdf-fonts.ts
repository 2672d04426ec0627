// Noto Sans (SIL Open Font License), the Latin subset: every letter of the six locales, € and
// the narrow no-break space Intl puts in French amounts. Inlined as data URLs by Vite, so the
// PDF code reads no file at run time (decision 030: it must run on an edge runtime later).
import { create, type Font } from 'fontkit'
import regularUrl from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?inline'
import boldUrl from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?inline'

const decode = (dataUrl: string) => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

let fonts: { regular: Font; bold: Font } | undefined

/**
 * The fonts, decoded and parsed once per process: pdfkit takes a parsed fontkit font as it
 * takes bytes, and parsing (WOFF inflate, tables) was most of a one-page document's time.
 */
export const pdfFonts = () => (fonts ??= { regular: create(decode(regularUrl)), bold: create(decode(boldUrl)) })
