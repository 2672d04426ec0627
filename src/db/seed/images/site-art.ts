import type { ProductSeed } from '../catalog/product-types'
import type { Box } from './doors'
import { drawProduct, fit, floorBand, plant } from './product-art'
import { circle, Defs, g, line, path, rect, shade, svgDoc, text } from './svg'

// Brand marks and the covers of categories, collections, slides, blog posts and promotions.

export const primary = '#387e84'

/** The Soglia mark: a door left ajar on its threshold. */
function mark(colour: string, x: number, y: number, s: number): string {
  return g(
    rect(4, 2, 34, 50, { rx: 3, fill: 'none', stroke: colour, 'stroke-width': 4 }) +
      path('M8 6l20 6v38l-20 -2z', { fill: colour }) +
      circle(23, 30, 2.2, { fill: '#ffffff' }) +
      line(0, 56, 42, 56, { stroke: colour, 'stroke-width': 4, 'stroke-linecap': 'round' }),
    { transform: `translate(${x} ${y}) scale(${s})` },
  )
}

export function logoSvg(variant: 'dark' | 'light'): string {
  const ink = variant === 'dark' ? '#1d2425' : '#ffffff'
  const accent = variant === 'dark' ? primary : '#8fcdd2'
  const body =
    mark(accent, 8, 4, 0.95) +
    text(62, 42, 'Soglia', { 'font-size': 34, 'font-weight': 600, fill: ink, 'letter-spacing': 0.5 }) +
    text(64, 58, 'porte · finestre', {
      'font-size': 10,
      fill: variant === 'dark' ? '#4d5759' : '#b8c4c5',
      'letter-spacing': 1.5,
    })
  return svgDoc(
    240,
    64,
    variant === 'dark' ? 'Soglia — porte e finestre' : 'Soglia — porte e finestre (versione chiara)',
    '',
    body,
  )
}

export function faviconSvg(): string {
  return svgDoc(64, 64, 'Soglia', '', rect(0, 0, 64, 64, { rx: 14, fill: primary }) + mark('#ffffff', 11, 4, 0.95))
}

/** Products side by side in `area`, each in an equal column. */
function lineup(d: Defs, products: ProductSeed[], area: Box, view = false): string {
  const gap = 40
  const w = (area.w - gap * (products.length - 1)) / products.length
  return products
    .map((p, i) => {
      const col: Box = { x: area.x + i * (w + gap), y: area.y, w, h: area.h }
      const small = p.art.kind === 'handle' || p.art.kind === 'hardware'
      return drawProduct(
        d,
        p,
        small ? { x: col.x, y: col.y + (col.h - col.w) / 2, w: col.w, h: col.w } : fit(p, col),
        view,
      )
    })
    .join('')
}

/** A room: wall in `tone`, a floor, the products standing on it and a plant. */
function room(d: Defs, width: number, height: number, tone: string, products: ProductSeed[], area: Box): string {
  const floorY = height - Math.round(height * 0.16)
  const onFloor = products.every((p) => p.art.kind !== 'handle' && p.art.kind !== 'hardware')
  let out = rect(0, 0, width, height, {
    fill: d.linear([
      [0, shade(tone, 0.82)],
      [1, shade(tone, 0.62)],
    ]),
  })
  if (onFloor) out += floorBand(d, floorY, width, height - floorY)
  out += lineup(d, products, onFloor ? { ...area, h: floorY - area.y } : area, true)
  if (onFloor) out += plant(area.x + area.w + (width - area.x - area.w) / 2, floorY, height / 800)
  return out
}

export function categorySvg(title: string, tone: string, products: ProductSeed[]): string {
  const d = new Defs()
  const body = room(d, 800, 600, tone, products, { x: 90, y: 60, w: 560, h: 450 })
  return svgDoc(800, 600, title, d.toString(), body)
}

export function collectionSvg(title: string, products: ProductSeed[]): string {
  const d = new Defs()
  const body = room(d, 1200, 800, '#9fb9b5', products, { x: 110, y: 80, w: 860, h: 600 })
  return svgDoc(1200, 800, title, d.toString(), body)
}

/** Wide hero images: the right side carries the products, the left stays calm for the text. */
export function slideSvg(title: string, tone: string, products: ProductSeed[]): string {
  const d = new Defs()
  let body = room(d, 1600, 600, tone, products, { x: 760, y: 50, w: 640, h: 500 })
  body += rect(0, 0, 720, 600, {
    fill: d.linear(
      [
        [0, '#ffffff', 0.55],
        [1, '#ffffff', 0],
      ],
      false,
    ),
  })
  return svgDoc(1600, 600, title, d.toString(), body)
}

const icons = {
  measure: (c: string) =>
    rect(-80, -26, 160, 52, { rx: 6, fill: c }) +
    [-60, -40, -20, 0, 20, 40, 60]
      .map((x, i) => line(x, -26, x, i % 2 ? -12 : -2, { stroke: '#ffffff', 'stroke-width': 4 }))
      .join(''),
  security: (c: string) =>
    path('M0 -70l60 22v44c0 40 -26 70 -60 86c-34 -16 -60 -46 -60 -86v-44z', { fill: c }) +
    path('M-24 0l18 18l32 -36', { stroke: '#ffffff', 'stroke-width': 9, fill: 'none' }),
  sliding: (c: string) =>
    path('M-80 0h160M-60 -18l-20 18l20 18M60 -18l20 18l-20 18', { stroke: c, 'stroke-width': 8, fill: 'none' }),
  window: (c: string) =>
    rect(-14, -90, 28, 150, { rx: 14, fill: '#ffffff', stroke: c, 'stroke-width': 5 }) +
    circle(0, 70, 26, { fill: c }) +
    rect(-6, -40, 12, 100, { fill: c }),
  maintenance: (c: string) =>
    rect(-34, -60, 68, 120, { rx: 10, fill: c }) +
    rect(-12, -88, 24, 30, { fill: shade(c, -0.3) }) +
    path('M12 -80h34', { stroke: shade(c, -0.3), 'stroke-width': 8 }),
}
export type CoverIcon = keyof typeof icons

export function blogSvg(title: string, icon: CoverIcon, products: ProductSeed[]): string {
  const d = new Defs()
  let body = room(d, 1200, 630, '#b9cfcd', products, { x: 420, y: 70, w: 420, h: 490 })
  body += g(circle(0, 0, 120, { fill: '#ffffff', opacity: 0.85 }) + icons[icon](primary), {
    transform: 'translate(1010 200) scale(0.8)',
  })
  if (icon === 'measure' && products[0]) {
    // Dimension lines around the door, as on a survey sketch: width above, height at the side.
    const floorY = 630 - Math.round(630 * 0.16)
    const b = fit(products[0], { x: 420, y: 70, w: 420, h: floorY - 70 })
    const dim = { stroke: primary, 'stroke-width': 4, fill: 'none' }
    body += path(`M${b.x} ${b.y - 26}h${b.w}M${b.x} ${b.y - 40}v28M${b.x + b.w} ${b.y - 40}v28`, dim)
    body += path(`M${b.x - 30} ${b.y}v${b.h}M${b.x - 44} ${b.y}h28M${b.x - 44} ${b.y + b.h}h28`, dim)
  }
  return svgDoc(1200, 630, title, d.toString(), body)
}

export function promotionSvg(title: string, badge: string, products: ProductSeed[]): string {
  const d = new Defs()
  let body = rect(0, 0, 1200, 600, {
    fill: d.linear(
      [
        [0, primary],
        [1, shade(primary, -0.35)],
      ],
      false,
    ),
  })
  body += path('M0 600L420 0H560L140 600z', { fill: '#ffffff', opacity: 0.06 })
  body += lineup(d, products, { x: 380, y: 70, w: 740, h: 470 })
  body += g(
    circle(0, 0, 120, { fill: '#FFC107' }) +
      text(0, 18, badge, { 'font-size': 56, 'font-weight': 700, fill: '#1d2425', 'text-anchor': 'middle' }),
    {
      transform: 'translate(190 300)',
    },
  )
  return svgDoc(1200, 600, title, d.toString(), body)
}
