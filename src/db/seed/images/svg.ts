// Tiny SVG toolkit for the seed images: string builders, colour mixing and ids that stay
// unique inside one file. No external references, no web fonts (system font stack only).

export const fontStack = 'Lexend, system-ui, -apple-system, Segoe UI, sans-serif'

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

type Attrs = Record<string, string | number | undefined>
const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? round(v) : esc(v as string)}"`)
    .join('')
const round = (n: number) => String(Math.round(n * 10) / 10)

export const el = (name: string, a: Attrs, children = '') =>
  children ? `<${name}${attrs(a)}>${children}</${name}>` : `<${name}${attrs(a)}/>`
export const rect = (x: number, y: number, width: number, height: number, a: Attrs = {}) =>
  el('rect', { x, y, width, height, ...a })
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => el('circle', { cx, cy, r, ...a })
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, ...a })
export const path = (d: string, a: Attrs = {}) => el('path', { d, ...a })
export const g = (children: string, a: Attrs = {}) => el('g', a, children)
export const text = (x: number, y: number, content: string, a: Attrs = {}) =>
  el('text', { x, y, 'font-family': fontStack, ...a }, esc(content))

/** A whole document: viewBox, intrinsic size and an accessible title. */
export function svgDoc(width: number, height: number, title: string, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${esc(title)}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`
  )
}

/** Defs collector: drawings ask for gradients and get back a `url(#id)` unique to the file. */
export class Defs {
  private items: string[] = []
  private n = 0
  private cache = new Map<string, string>()

  linear(stops: Array<[number, string, number?]>, vertical = true): string {
    const key = `l${vertical}${JSON.stringify(stops)}`
    const hit = this.cache.get(key)
    if (hit) return hit
    const id = `g${++this.n}`
    const [x2, y2] = vertical ? ['0', '1'] : ['1', '0']
    const body = stops.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join('')
    this.items.push(el('linearGradient', { id, x1: 0, y1: 0, x2, y2 }, body))
    const url = `url(#${id})`
    this.cache.set(key, url)
    return url
  }

  pattern(width: number, height: number, content: string): string {
    const id = `p${++this.n}`
    this.items.push(el('pattern', { id, width, height, patternUnits: 'userSpaceOnUse' }, content))
    return `url(#${id})`
  }

  toString() {
    return this.items.join('')
  }
}

const hexToRgb = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '')
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
}
const rgbToHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** Mixes a colour towards white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0
  const k = Math.abs(amount)
  return rgbToHex(hexToRgb(hex).map((c) => c + (target - c) * k))
}

/** Wood tones (warm, mid-saturated browns) get a grain; lacquers and metals do not. */
export function isWoodTone(hex: string): boolean {
  const [r, gr, b] = hexToRgb(hex)
  const max = Math.max(r, gr, b)
  const min = Math.min(r, gr, b)
  const saturation = max === 0 ? 0 : (max - min) / max
  return r > gr && gr > b && saturation > 0.2 && saturation < 0.75
}

/** A stable small number from a string, to vary details between products. */
export function hashOf(s: string): number {
  let h = 0
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  return h
}
