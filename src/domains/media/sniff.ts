// The type of an upload, decided from its bytes (never its name or declared type).

export type MediaKind = 'jpg' | 'png' | 'webp' | 'avif' | 'svg'
export const mimeOf: Record<MediaKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
}

const startsWith = (b: Uint8Array, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x)
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to))

export function sniffImage(bytes: Uint8Array): MediaKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then the compatible brands up to the box's size.
    const size = Math.min(bytes.length, ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0)
    for (let at = 8; at + 4 <= size; at += 4) if (['avif', 'avis'].includes(ascii(bytes, at, at + 4))) return 'avif'
    return null
  }
  return looksLikeSvg(bytes) ? 'svg' : null
}

/** An XML document whose root element is `<svg>` (after a BOM, declaration, comments, doctype). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4096))
  } catch {
    return false
  }
  const head = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->|\s*<!DOCTYPE[^>]*>)*/i, '')
    .trimStart()
  return /^<svg[\s>]/.test(head)
}
