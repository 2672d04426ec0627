// Noto Sans (SIL Open Font License), the Latin subset: every letter of the six locales, € and
// the narrow no-break space Intl puts in French amounts. Inlined as data URLs by Vite, so the
// PDF code reads no file at run time (decision 030: it must run on an edge runtime later).
import { create, type Font } from 'fontkit'
import inflate from 'tiny-inflate'
import regularUrl from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?inline'
import boldUrl from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?inline'

const decode = (dataUrl: string) => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/**
 * WOFF → plain TrueType, once per process. fontkit inflates a WOFF table again each time it
 * reads it, and pdfkit's subsetting reads glyf/loca/hmtx for every document: that inflating
 * was half of a PDF's CPU time (bench:checkout, decision 033). A TrueType font is read as is.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength)
  if (view.getUint32(0) !== 0x774f4646) return woff // not 'wOFF': already an sfnt
  const flavor = view.getUint32(4)
  const numTables = view.getUint16(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20
    return {
      tag: view.getUint32(at),
      offset: view.getUint32(at + 4),
      compLength: view.getUint32(at + 8),
      length: view.getUint32(at + 12),
      checksum: view.getUint32(at + 16),
    }
  })
  const pad = (n: number) => (n + 3) & ~3
  const headerSize = 12 + 16 * numTables
  const size = tables.reduce((sum, t) => sum + pad(t.length), headerSize)
  const out = new Uint8Array(size)
  const o = new DataView(out.buffer)
  const entrySelector = Math.floor(Math.log2(numTables))
  o.setUint32(0, flavor)
  o.setUint16(4, numTables)
  o.setUint16(6, 2 ** entrySelector * 16)
  o.setUint16(8, entrySelector)
  o.setUint16(10, numTables * 16 - 2 ** entrySelector * 16)
  let offset = headerSize
  tables.forEach((t, i) => {
    o.setUint32(12 + i * 16, t.tag)
    o.setUint32(16 + i * 16, t.checksum)
    o.setUint32(20 + i * 16, offset)
    o.setUint32(24 + i * 16, t.length)
    const data = woff.subarray(t.offset, t.offset + t.compLength)
    // Compressed tables are zlib streams: skip the 2-byte header, as fontkit does.
    if (t.compLength < t.length) inflate(data.subarray(2), out.subarray(offset, offset + t.length))
    else out.set(data, offset)
    offset += pad(t.length)
  })
  return out
}

let fonts: { regular: Font; bold: Font } | undefined

/**
 * The fonts, decoded, unpacked and parsed once per process: pdfkit takes a parsed fontkit font
 * as it takes bytes, and parsing (tables) was most of a one-page document's time.
 */
export const pdfFonts = () =>
  (fonts ??= { regular: create(woffToSfnt(decode(regularUrl))), bold: create(woffToSfnt(decode(boldUrl))) })
