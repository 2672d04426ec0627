import type { Art } from '../catalog/product-types'
import { circle, Defs, g, isWoodTone, line, path, rect, shade } from './svg'

export type Box = { x: number; y: number; w: number; h: number }
type DoorArt = Extract<Art, { kind: 'door' }>
type SecurityArt = Extract<Art, { kind: 'security' }>

const inset = (b: Box, dx: number, dy = dx): Box => ({ x: b.x + dx, y: b.y + dy, w: b.w - 2 * dx, h: b.h - 2 * dy })
export const chrome = (d: Defs) =>
  d.linear([
    [0, '#eef1f2'],
    [0.5, '#b9bdbf'],
    [1, '#8c9194'],
  ])

/** A wooden or plain leaf: soft vertical light, plus grain when the colour is a wood. */
export function leafFill(d: Defs, b: Box, colour: string, grain: 'h' | 'v' = 'v'): string {
  let out = rect(b.x, b.y, b.w, b.h, {
    fill: d.linear([
      [0, shade(colour, 0.08)],
      [1, shade(colour, -0.07)],
    ]),
    stroke: shade(colour, -0.3),
    'stroke-width': 1.5,
  })
  if (isWoodTone(colour)) {
    const lines: string[] = []
    const n = grain === 'v' ? Math.round(b.w / 9) : Math.round(b.h / 12)
    for (let i = 1; i < n; i++) {
      const wobble = ((i * 37) % 11) - 5
      if (grain === 'v') {
        const x = b.x + (b.w * i) / n
        lines.push(`M${x.toFixed(1)} ${b.y}q${wobble} ${b.h / 2} 0 ${b.h}`)
      } else {
        const y = b.y + (b.h * i) / n
        lines.push(`M${b.x} ${y.toFixed(1)}q${b.w / 2} ${wobble} ${b.w} 0`)
      }
    }
    out += path(lines.join(''), {
      stroke: shade(colour, -0.35),
      'stroke-width': 1,
      'stroke-opacity': 0.22,
      fill: 'none',
    })
  }
  return out
}

export function glass(d: Defs, b: Box, kind: 'satin' | 'clear' | 'decor' = 'clear'): string {
  const fill =
    kind === 'clear'
      ? d.linear([
          [0, '#d9edf5'],
          [1, '#9fc8da'],
        ])
      : d.linear([
          [0, '#f1f5f6'],
          [1, '#d5dfe2'],
        ])
  let out = rect(b.x, b.y, b.w, b.h, { fill, stroke: '#7d8a8f', 'stroke-width': 1.5 })
  if (kind === 'decor') {
    const stripes: string[] = []
    for (let y = b.y + 18; y < b.y + b.h - 8; y += 26)
      stripes.push(rect(b.x + 8, y, b.w - 16, 6, { fill: '#ffffff', opacity: 0.75 }))
    out += stripes.join('')
  }
  const r = Math.min(b.w, b.h)
  out += path(`M${b.x + b.w * 0.15} ${b.y + b.h * 0.1}l${r * 0.25} 0l${-r * 0.35} ${r * 0.45}l${-r * 0.05} 0z`, {
    fill: '#ffffff',
    opacity: kind === 'clear' ? 0.45 : 0.25,
  })
  return out
}

/** Lever handle with round rose, pointing to the leaf centre. */
export function lever(
  d: Defs,
  x: number,
  y: number,
  size: number,
  side: 'left' | 'right' = 'right',
  finish?: string,
): string {
  const fill = finish ?? chrome(d)
  const len = size * 4.2
  const dir = side === 'right' ? -1 : 1
  const lx = dir < 0 ? x - len : x
  return g(
    circle(x, y, size, { fill, stroke: '#6f7477', 'stroke-width': 1 }) +
      rect(lx, y - size * 0.32, len, size * 0.64, { rx: size * 0.3, fill, stroke: '#6f7477', 'stroke-width': 1 }) +
      circle(x, y + size * 2.6, size * 0.55, { fill, stroke: '#6f7477', 'stroke-width': 1 }) +
      rect(x - size * 0.12, y + size * 2.35, size * 0.24, size * 0.5, { fill: '#3d4245' }),
  )
}

function panelInlay(colour: string, b: Box): string {
  const dark = shade(colour, -0.28)
  const light = shade(colour, 0.25)
  return (
    rect(b.x, b.y, b.w, b.h, { fill: shade(colour, -0.04), stroke: dark, 'stroke-width': 2 }) +
    rect(b.x + 5, b.y + 5, b.w - 10, b.h - 10, { fill: 'none', stroke: light, 'stroke-width': 2 })
  )
}

function leafDecor(d: Defs, art: DoorArt, colour: string, leaf: Box): string {
  const groove = (x1: number, y1: number, x2: number, y2: number) =>
    line(x1, y1, x2, y2, { stroke: shade(colour, -0.3), 'stroke-width': 2.5 })
  const m = leaf.w * 0.14
  switch (art.style) {
    case 'grooves-h':
      return [0.3, 0.5, 0.7]
        .map((f) => groove(leaf.x + m * 0.6, leaf.y + leaf.h * f, leaf.x + leaf.w - m * 0.6, leaf.y + leaf.h * f))
        .join('')
    case 'grooves-v':
      return [0.25, 0.5, 0.75]
        .map((f) => groove(leaf.x + leaf.w * f, leaf.y + 6, leaf.x + leaf.w * f, leaf.y + leaf.h - 6))
        .join('')
    case 'panels-2':
      return (
        panelInlay(colour, { x: leaf.x + m, y: leaf.y + m, w: leaf.w - 2 * m, h: leaf.h * 0.52 - m }) +
        panelInlay(colour, { x: leaf.x + m, y: leaf.y + leaf.h * 0.58, w: leaf.w - 2 * m, h: leaf.h * 0.42 - m })
      )
    case 'panels-4': {
      const w = (leaf.w - 3 * m) / 2
      const cells = [
        [leaf.x + m, leaf.y + m, leaf.h * 0.5 - 1.5 * m],
        [leaf.x + 2 * m + w, leaf.y + m, leaf.h * 0.5 - 1.5 * m],
        [leaf.x + m, leaf.y + leaf.h * 0.5 + 0.5 * m, leaf.h * 0.5 - 1.5 * m],
        [leaf.x + 2 * m + w, leaf.y + leaf.h * 0.5 + 0.5 * m, leaf.h * 0.5 - 1.5 * m],
      ] as const
      return cells.map(([x, y, h]) => panelInlay(colour, { x, y, w, h })).join('')
    }
    case 'inlay': {
      const frame = (b: Box) =>
        rect(b.x, b.y, b.w, b.h, { fill: 'none', stroke: shade(colour, -0.18), 'stroke-width': 4 }) +
        rect(b.x + 8, b.y + 8, b.w - 16, b.h - 16, { fill: 'none', stroke: shade(colour, 0.3), 'stroke-width': 1.5 })
      return (
        frame({ x: leaf.x + m, y: leaf.y + m, w: leaf.w - 2 * m, h: leaf.h * 0.6 - m }) +
        frame({ x: leaf.x + m, y: leaf.y + leaf.h * 0.66, w: leaf.w - 2 * m, h: leaf.h * 0.34 - m })
      )
    }
    case 'glass-full':
      return glass(d, inset(leaf, leaf.w * 0.1, leaf.w * 0.1), art.glass)
    case 'glass-strip':
      return glass(
        d,
        { x: leaf.x + leaf.w * 0.42, y: leaf.y + leaf.h * 0.08, w: leaf.w * 0.16, h: leaf.h * 0.84 },
        art.glass,
      )
    case 'glass-3':
      return [0.12, 0.34, 0.56]
        .map((f) =>
          glass(d, { x: leaf.x + leaf.w * 0.3, y: leaf.y + leaf.h * f, w: leaf.w * 0.4, h: leaf.h * 0.16 }, art.glass),
        )
        .join('')
    case 'flat':
      return ''
  }
}

/** An interior door drawn inside box `b` (frame, or the wall patch for sliding and flush doors). */
export function interiorDoor(d: Defs, art: DoorArt, colour: string, b: Box): string {
  const opening = art.opening ?? 'hinged'
  const grain = art.style === 'grooves-h' ? 'h' : 'v'
  const wall = rect(b.x, b.y, b.w, b.h, {
    fill: d.linear([
      [0, '#f4f1ec'],
      [1, '#e4dfd7'],
    ]),
  })

  if (opening === 'pocket' || opening === 'barn') {
    const doorW = b.w * 0.46
    const hole: Box = { x: b.x + b.w * 0.46, y: b.y + b.h * 0.08, w: doorW, h: b.h * 0.92 }
    const leaf: Box =
      opening === 'pocket'
        ? { ...hole, x: hole.x - doorW * 0.35 }
        : { x: hole.x - doorW * 0.45, y: hole.y - 6, w: doorW + 10, h: hole.h + 4 }
    let out =
      wall +
      rect(hole.x, hole.y, hole.w, hole.h, { fill: '#5b5a57' }) +
      rect(hole.x + 4, hole.y + 4, hole.w - 8, hole.h - 4, {
        fill: d.linear([
          [0, '#8d8a84'],
          [1, '#6d6a65'],
        ]),
      })
    out += leafFill(d, leaf, colour, grain) + leafDecor(d, art, colour, leaf)
    if (opening === 'pocket') {
      // The wall in front of the pocket hides the part of the leaf already slid in.
      out +=
        rect(b.x, b.y, hole.x - b.x, b.h, {
          fill: d.linear([
            [0, '#f4f1ec'],
            [1, '#e4dfd7'],
          ]),
        }) + line(hole.x, hole.y, hole.x, b.y + b.h, { stroke: '#c9c3b9', 'stroke-width': 3 })
      out += rect(leaf.x + leaf.w - 26, leaf.y + leaf.h * 0.45, 12, 60, { rx: 3, fill: '#3d4245', opacity: 0.75 })
    } else {
      out += rect(b.x + b.w * 0.08, b.y + b.h * 0.04, b.w * 0.84, 10, { rx: 3, fill: '#22262a' })
      for (const f of [0.2, 0.8])
        out +=
          circle(leaf.x + leaf.w * f, b.y + b.h * 0.04 + 5, 10, { fill: '#22262a' }) +
          rect(leaf.x + leaf.w * f - 4, b.y + b.h * 0.04 + 5, 8, leaf.y - b.y - b.h * 0.04, { fill: '#22262a' })
      out += rect(leaf.x + 18, leaf.y + leaf.h * 0.38, 10, leaf.h * 0.22, { rx: 5, fill: '#22262a' })
    }
    return out
  }

  if (opening === 'flush') {
    const leaf = inset(b, b.w * 0.14, b.h * 0.06)
    leaf.h += b.h * 0.06
    return (
      wall +
      leafFill(d, leaf, colour, grain) +
      rect(leaf.x, leaf.y, leaf.w, leaf.h, { fill: 'none', stroke: shade(colour, -0.35), 'stroke-width': 2.5 }) +
      leafDecor(d, art, colour, leaf) +
      lever(d, leaf.x + leaf.w * 0.86, leaf.y + leaf.h * 0.5, leaf.w * 0.04)
    )
  }

  const fw = b.w * 0.075
  const frame = rect(b.x, b.y, b.w, b.h, {
    fill: shade(colour, -0.1),
    stroke: shade(colour, -0.35),
    'stroke-width': 1.5,
  })
  const leaf: Box = { x: b.x + fw, y: b.y + fw, w: b.w - 2 * fw, h: b.h - fw }
  let out = frame + rect(leaf.x - 2, leaf.y - 2, leaf.w + 4, leaf.h + 2, { fill: shade(colour, -0.45) })
  if (opening === 'folding') {
    const half = { ...leaf, w: leaf.w / 2 }
    const right = { ...half, x: leaf.x + half.w }
    out +=
      leafFill(d, half, colour, grain) +
      leafFill(d, right, shade(colour, -0.08), grain) +
      leafDecor(d, art, colour, half) +
      leafDecor(d, art, shade(colour, -0.08), right)
    out += line(right.x, right.y, right.x, right.y + right.h, { stroke: shade(colour, -0.45), 'stroke-width': 3 })
    return out + lever(d, leaf.x + leaf.w * 0.9, leaf.y + leaf.h * 0.5, leaf.w * 0.04)
  }
  out += leafFill(d, leaf, colour, grain) + leafDecor(d, art, colour, leaf)
  for (const f of [0.12, 0.82])
    out += rect(leaf.x - 4, leaf.y + leaf.h * f, 8, leaf.h * 0.06, { rx: 3, fill: '#9c8a6a' })
  return out + lever(d, leaf.x + leaf.w * 0.88, leaf.y + leaf.h * 0.5, leaf.w * 0.045)
}

function securityPanel(d: Defs, art: SecurityArt, colour: string, leaf: Box): string {
  let out = leafFill(d, leaf, colour)
  const m = leaf.w * 0.12
  const stroke = { fill: 'none', stroke: shade(colour, -0.32), 'stroke-width': 3 }
  switch (art.style) {
    case 'smooth':
      out += rect(leaf.x + m * 0.5, leaf.y + m * 0.5, leaf.w - m, leaf.h - m, { ...stroke, 'stroke-width': 1.5 })
      break
    case 'routed':
      for (const k of [1, 1.6, 2.2])
        out += rect(leaf.x + m * k * 0.7, leaf.y + m * k, leaf.w - m * k * 1.4, leaf.h - m * k * 2, {
          ...stroke,
          rx: 14,
        })
      break
    case 'raised':
      for (let r = 0; r < 3; r++)
        for (let c = 0; c < 2; c++) {
          const w = (leaf.w - 3 * m * 0.7) / 2
          const h = (leaf.h - 4 * m * 0.7) / 3
          out += panelInlay(colour, {
            x: leaf.x + m * 0.7 + c * (w + m * 0.7),
            y: leaf.y + m * 0.7 + r * (h + m * 0.7),
            w,
            h,
          })
        }
      break
    case 'boards':
      for (let y = leaf.y + 30; y < leaf.y + leaf.h - 10; y += 34)
        out += line(leaf.x + 8, y, leaf.x + leaf.w - 8, y, { stroke: shade(colour, -0.3), 'stroke-width': 2.5 })
      break
    case 'glass': {
      const gl = { x: leaf.x + m, y: leaf.y + m, w: leaf.w - 2 * m, h: leaf.h * 0.45 }
      out += glass(d, gl, 'clear')
      for (const f of [0.33, 0.66])
        out += line(gl.x + gl.w * f, gl.y, gl.x + gl.w * f, gl.y + gl.h, { stroke: '#3d4245', 'stroke-width': 5 })
      out += line(gl.x, gl.y + gl.h / 2, gl.x + gl.w, gl.y + gl.h / 2, { stroke: '#3d4245', 'stroke-width': 5 })
      break
    }
  }
  return out
}

/** A security door: heavy steel frame, panel, hinges, defender plate and spy hole. */
export function securityDoor(d: Defs, art: SecurityArt, colour: string, b: Box): string {
  const fw = b.w * (art.leaves === 2 ? 0.05 : 0.08)
  let out = rect(b.x, b.y, b.w, b.h, {
    fill: d.linear([
      [0, '#5a6064'],
      [1, '#3e4447'],
    ]),
    stroke: '#2b2f31',
    'stroke-width': 2,
  })
  const inner: Box = { x: b.x + fw, y: b.y + fw, w: b.w - 2 * fw, h: b.h - fw }
  const leaves: Box[] =
    art.leaves === 2
      ? [
          { ...inner, w: inner.w * 0.62 },
          { ...inner, x: inner.x + inner.w * 0.62 + 3, w: inner.w * 0.38 - 3 },
        ]
      : [inner]
  for (const leaf of leaves) out += securityPanel(d, art, colour, leaf)
  const main = leaves[0] ?? inner
  for (const f of [0.15, 0.5, 0.85])
    out += rect(main.x - 6, main.y + main.h * f, 10, main.h * 0.05, { rx: 4, fill: '#2b2f31' })
  const hx = main.x + main.w * 0.86
  const hy = main.y + main.h * 0.52
  out +=
    rect(hx - 12, hy - 30, 24, 130, { rx: 8, fill: chrome(d), stroke: '#6f7477' }) +
    rect(hx - 52, hy - 8, 52, 14, { rx: 7, fill: chrome(d), stroke: '#6f7477' })
  out +=
    circle(hx, hy + 72, 13, {
      fill: d.linear([
        [0, '#f4d67a'],
        [1, '#b08a2a'],
      ]),
      stroke: '#6f5a1c',
    }) + rect(hx - 2, hy + 64, 4, 16, { fill: '#3d4245' })
  out += circle(main.x + main.w / 2, main.y + main.h * 0.2, 6, {
    fill: '#2b2f31',
    stroke: chrome(d),
    'stroke-width': 3,
  })
  return out
}
