import { productColour, productImageSize, type ProductImageSpec } from '../catalog/product-images'
import type { ProductSeed } from '../catalog/product-types'
import { interiorDoor, securityDoor, type Box } from './doors'
import { handleArt, hardwareArt } from './hardware'
import { circle, Defs, g, hashOf, line, path, rect, shade, svgDoc } from './svg'
import { shutterUnit, windowUnit } from './windows'

const S = productImageSize

/** Width/height ratio of a product's drawing, so each fits its box without distortion. */
function aspect(p: ProductSeed): number {
  const a = p.art
  switch (a.kind) {
    case 'door':
      return a.opening === 'pocket' || a.opening === 'barn' ? 0.85 : a.opening === 'flush' ? 0.55 : 0.45
    case 'security':
      return a.leaves === 2 ? 0.7 : 0.48
    case 'window':
      if (a.tall) return a.sliding ? 1.05 : a.sashes === 1 ? 0.42 : 0.66
      return a.sashes === 3 ? 1.3 : a.sashes === 1 ? 0.7 : 0.86
    case 'shutter':
      return a.style === 'roller' || a.style === 'screen' ? 0.8 : 0.82
    default:
      return 1
  }
}

/** Largest box of the product's aspect inside `area`, standing on its bottom edge. */
export function fit(p: ProductSeed, area: Box): Box {
  const r = aspect(p)
  const w = Math.min(area.w, area.h * r)
  const h = w / r
  return { x: area.x + (area.w - w) / 2, y: area.y + area.h - h, w, h }
}

/** The product drawn inside `b` (use `fit` first); `view` shows a landscape through glass. */
export function drawProduct(d: Defs, p: ProductSeed, b: Box, view = false, colour = productColour(p)): string {
  const a = p.art
  switch (a.kind) {
    case 'door':
      return interiorDoor(d, a, colour, b)
    case 'security':
      return securityDoor(d, a, colour, b)
    case 'window':
      return windowUnit(d, a, colour, b, view)
    case 'shutter':
      return shutterUnit(d, a, colour, b)
    case 'handle': {
      // Levers stick out to the left of their rose, so the rose sits right of centre.
      const fx = a.shape === 'window' || a.shape === 'flush' ? 0.5 : a.shape === 'plate' ? 0.56 : 0.64
      return handleArt(d, a, colour, b.x + b.w * fx, b.y + b.h * 0.42, b.w / 460)
    }
    case 'hardware':
      return hardwareArt(d, a, colour, b.x + b.w / 2, b.y + b.h / 2, b.w / 620)
  }
}

const walls = ['#efe9e1', '#e3ebe8', '#ebe4dc', '#e2e7ec', '#f1ece3', '#e8e2ea']

/** A potted plant, so rooms look lived in. */
export function plant(x: number, floor: number, s = 1): string {
  const leaves = [-50, -25, 0, 25, 50]
    .map((a, i) =>
      path(
        `M0 0q${a * 0.6} ${-70 - i * 8} ${a * 1.3} ${-150 + Math.abs(a)}q${-a * 0.2} ${40} ${-a * 1.3} ${150 - Math.abs(a)}`,
        { fill: i % 2 ? '#4f8a5b' : '#3f7a4c' },
      ),
    )
    .join('')
  return g(
    g(leaves, { transform: 'translate(0 -88)' }) +
      path('M-42 -92h84l-12 92h-60z', { fill: '#c9a27a' }) +
      rect(-46, -98, 92, 12, { rx: 4, fill: '#b98f66' }),
    {
      transform: `translate(${x} ${floor}) scale(${s})`,
    },
  )
}

export function floorBand(d: Defs, y: number, width: number, height: number): string {
  const boards: string[] = []
  for (let x = -40; x < width; x += 90)
    boards.push(line(x, y, x + 60, y + height, { stroke: '#8c6a48', 'stroke-opacity': 0.35 }))
  return (
    rect(0, y, width, height, {
      fill: d.linear([
        [0, '#b88d62'],
        [1, '#9c7350'],
      ]),
    }) +
    boards.join('') +
    rect(0, y - 14, width, 14, { fill: '#f7f5f1', stroke: '#ddd6cb' })
  )
}

function mainView(d: Defs, p: ProductSeed, colour?: string): string {
  const floorY = S - 90
  const bg = rect(0, 0, S, S, {
    fill: d.linear([
      [0, '#f7f9f9'],
      [1, '#e5ebeb'],
    ]),
  })
  const shadow = `<ellipse cx="${S / 2}" cy="${floorY + 6}" rx="${S * 0.34}" ry="18" fill="#000" opacity="0.08"/>`
  const small = p.art.kind === 'handle' || p.art.kind === 'hardware'
  const area: Box = small ? { x: 60, y: 60, w: S - 120, h: S - 120 } : { x: 110, y: 70, w: S - 220, h: floorY - 70 }
  return bg + (small ? '' : shadow) + drawProduct(d, p, small ? area : fit(p, area), false, colour)
}

function sceneView(d: Defs, p: ProductSeed): string {
  const wall = walls[hashOf(p.sku) % walls.length] ?? '#efe9e1'
  const floorY = S - 120
  let out = rect(0, 0, S, S, {
    fill: d.linear([
      [0, shade(wall, 0.3)],
      [1, wall],
    ]),
  })
  if (p.art.kind === 'window' && !p.art.tall) {
    out += floorBand(d, floorY, S, S - floorY)
    const b = fit(p, { x: 170, y: 90, w: S - 340, h: 440 })
    out +=
      rect(b.x - 16, b.y + b.h, b.w + 32, 18, { rx: 3, fill: '#f3f1ec', stroke: '#d2ccc2' }) +
      drawProduct(d, p, b, true)
    return out + plant(130, floorY, 0.9)
  }
  if (p.art.kind === 'shutter') {
    out = rect(0, 0, S, S, {
      fill: d.linear([
        [0, '#ecc79a'],
        [1, '#ddb282'],
      ]),
    })
    for (let y = 40; y < S; y += 80) out += line(0, y, S, y, { stroke: '#c99c6c', 'stroke-opacity': 0.35 })
    const b = fit(p, { x: 190, y: 110, w: S - 380, h: 500 })
    out += rect(b.x - 18, b.y + b.h, b.w + 36, 22, { fill: '#e7e1d6', stroke: '#b9ad98' }) + drawProduct(d, p, b)
    return out + path(`M0 ${S - 60}h${S}v60h-${S}z`, { fill: '#8c8274' })
  }
  out += floorBand(d, floorY, S, S - floorY)
  const b = fit(p, { x: 190, y: 70, w: S - 380, h: floorY - 70 })
  out += drawProduct(d, p, b, p.art.kind === 'window')
  out += plant(S - 110, floorY, 0.85)
  // A picture on the wall beside doors, at eye height.
  if (p.art.kind === 'door' || p.art.kind === 'security')
    out +=
      rect(46, 250, 90, 120, { fill: '#ffffff', stroke: '#b9b1a6', 'stroke-width': 6 }) +
      path('M58 350l25-40l20 25l14-18l17 33z', { fill: '#9fbfc3' })
  return out
}

function detailView(d: Defs, p: ProductSeed): string {
  let out = rect(0, 0, S, S, { fill: '#f7f9f9' })
  out += drawProduct(
    d,
    p,
    p.art.kind === 'handle' || p.art.kind === 'hardware'
      ? { x: 20, y: 120, w: 420, h: 560 }
      : fit(p, { x: 50, y: 110, w: 330, h: 580 }),
  )
  const swatches = p.variants.flatMap((grp) => grp.options).filter((o) => o.swatch)
  swatches.slice(0, 8).forEach((o, i) => {
    const cx = 520 + (i % 2) * 150
    const cy = 170 + Math.floor(i / 2) * 150
    out +=
      circle(cx, cy + 4, 58, { fill: '#000', opacity: 0.07 }) +
      circle(cx, cy, 58, { fill: o.swatch, stroke: shade(o.swatch ?? '#cccccc', -0.25), 'stroke-width': 2 })
    out += path(`M${cx - 36} ${cy - 30}a50 50 0 0 1 40 -20`, {
      stroke: '#ffffff',
      'stroke-width': 6,
      'stroke-linecap': 'round',
      opacity: 0.45,
      fill: 'none',
    })
  })
  return out
}

/** The SVG file for one of a product's images. */
export function productSvg(p: ProductSeed, img: ProductImageSpec): string {
  const d = new Defs()
  const body =
    img.view === 'main' ? mainView(d, p, img.colour) : img.view === 'scene' ? sceneView(d, p) : detailView(d, p)
  return svgDoc(img.width, img.height, img.alt, d.toString(), body)
}
