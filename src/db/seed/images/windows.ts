import type { Art } from '../catalog/product-types'
import { chrome, glass, leafFill, type Box } from './doors'
import { circle, Defs, g, line, path, rect, shade } from './svg'

type WindowArt = Extract<Art, { kind: 'window' }>
type ShutterArt = Extract<Art, { kind: 'shutter' }>

/** Sky and hills seen through the glass, for the room scenes. */
export function landscape(d: Defs, b: Box): string {
  return (
    rect(b.x, b.y, b.w, b.h, {
      fill: d.linear([
        [0, '#bfe0f0'],
        [1, '#eef7fb'],
      ]),
    }) +
    path(
      `M${b.x} ${b.y + b.h * 0.72}q${b.w * 0.3} ${-b.h * 0.22} ${b.w * 0.55} ${-b.h * 0.05}t${b.w * 0.45} ${-b.h * 0.04}V${b.y + b.h}H${b.x}z`,
      { fill: '#8fb87a' },
    ) +
    path(`M${b.x} ${b.y + b.h * 0.85}q${b.w * 0.4} ${-b.h * 0.14} ${b.w} ${-b.h * 0.02}V${b.y + b.h}H${b.x}z`, {
      fill: '#6e9d5f',
    })
  )
}

function sash(
  d: Defs,
  b: Box,
  colour: string,
  profile: number,
  art: WindowArt,
  handleSide: 'left' | 'right' | null,
  view: boolean,
): string {
  let out = rect(b.x, b.y, b.w, b.h, { fill: colour, stroke: shade(colour, -0.3), 'stroke-width': 1.5 })
  const pane: Box = { x: b.x + profile, y: b.y + profile, w: b.w - 2 * profile, h: b.h - 2 * profile }
  out += view
    ? landscape(d, pane) + rect(pane.x, pane.y, pane.w, pane.h, { fill: '#ffffff', opacity: 0.12 })
    : glass(d, pane, 'clear')
  out += rect(pane.x, pane.y, pane.w, pane.h, { fill: 'none', stroke: shade(colour, -0.35), 'stroke-width': 2 })
  if (art.tall && !art.sliding) {
    // French doors: a solid kick panel at the bottom, as in Italian homes.
    const kick: Box = { x: pane.x, y: pane.y + pane.h * 0.78, w: pane.w, h: pane.h * 0.22 }
    out += rect(kick.x, kick.y, kick.w, kick.h, {
      fill: shade(colour, -0.05),
      stroke: shade(colour, -0.3),
      'stroke-width': 1.5,
    })
  }
  if (handleSide) {
    const hx = handleSide === 'right' ? b.x + b.w - profile / 2 : b.x + profile / 2
    const hy = b.y + b.h * (art.tall ? 0.5 : 0.5)
    out +=
      rect(hx - 5, hy - 14, 10, 22, { rx: 3, fill: chrome(d) }) +
      rect(hx - 3.5, hy, 7, 34, { rx: 3.5, fill: chrome(d), stroke: '#6f7477', 'stroke-width': 0.8 })
    // Opening symbol of technical drawings: dashed lines towards the hinge side (and top, for tilt).
    const dash = {
      stroke: shade(colour, -0.55),
      'stroke-width': 1.2,
      'stroke-dasharray': '8 6',
      fill: 'none',
      opacity: 0.55,
    }
    const far = handleSide === 'right' ? pane.x : pane.x + pane.w
    const near = handleSide === 'right' ? pane.x + pane.w : pane.x
    out += path(`M${near} ${pane.y}L${far} ${pane.y + pane.h / 2}L${near} ${pane.y + pane.h}`, dash)
    if (art.tilt)
      out += path(
        `M${pane.x} ${pane.y + pane.h}L${pane.x + pane.w / 2} ${pane.y}L${pane.x + pane.w} ${pane.y + pane.h}`,
        dash,
      )
  }
  return out
}

/** A window or French door in box `b`; `view` puts a landscape behind the glass. */
export function windowUnit(d: Defs, art: WindowArt, colour: string, b: Box, view = false): string {
  const frame = art.slim ? b.w * 0.03 : b.w * 0.045
  const profile = art.slim ? b.w * 0.025 : b.w * 0.04
  let out = rect(b.x, b.y, b.w, b.h, {
    fill: d.linear([
      [0, shade(colour, 0.06)],
      [1, shade(colour, -0.08)],
    ]),
    stroke: shade(colour, -0.35),
    'stroke-width': 2,
  })
  const inner: Box = { x: b.x + frame, y: b.y + frame, w: b.w - 2 * frame, h: b.h - 2 * frame }
  if (art.fixed) return out + sash(d, inner, colour, profile * 0.6, art, null, view)
  if (art.sliding) {
    const w = inner.w * 0.54
    out += sash(d, { ...inner, w }, shade(colour, -0.04), profile, art, null, view)
    out += sash(d, { ...inner, x: inner.x + inner.w - w, w }, colour, profile, { ...art, tilt: false }, null, view)
    const y = inner.y + inner.h * 0.5
    const x = inner.x + inner.w * 0.62
    out += path(`M${x} ${y}h${inner.w * 0.22}m-14 -10l14 10l-14 10`, {
      stroke: '#ffffff',
      'stroke-width': 4,
      fill: 'none',
      opacity: 0.85,
    })
    return (
      out + rect(inner.x + inner.w - w + 4, inner.y + inner.h * 0.42, 10, inner.h * 0.16, { rx: 4, fill: chrome(d) })
    )
  }
  const w = inner.w / art.sashes
  for (let i = 0; i < art.sashes; i++) {
    const side = art.sashes === 1 ? 'right' : i === 0 ? 'right' : i === art.sashes - 1 ? 'left' : 'right'
    const withHandle = art.sashes === 1 || i === 0 || (art.sashes === 3 && i === 1)
    out += sash(
      d,
      { ...inner, x: inner.x + i * w, w },
      colour,
      profile,
      { ...art, tilt: art.tilt && (art.sashes === 1 || i === 0) },
      withHandle ? side : null,
      view,
    )
  }
  return out
}

/** Shutters: louvred or solid leaves, a roller shutter over a window, or an insect screen. */
export function shutterUnit(d: Defs, art: ShutterArt, colour: string, b: Box): string {
  const edge = shade(colour, -0.35)
  if (art.style === 'roller' || art.style === 'screen') {
    const box = { x: b.x - 10, y: b.y, w: b.w + 20, h: b.h * 0.12 }
    const opening: Box = { x: b.x, y: b.y + box.h, w: b.w, h: b.h - box.h }
    let out = rect(opening.x, opening.y, opening.w, opening.h, { fill: '#f4f2ea', stroke: '#c9c3b9' })
    out += landscape(d, { x: opening.x + 14, y: opening.y + 10, w: opening.w - 28, h: opening.h - 20 })
    const down = opening.h * (art.style === 'roller' ? 0.62 : 0.7)
    if (art.style === 'roller') {
      const slats: string[] = []
      for (let y = opening.y; y < opening.y + down; y += 16)
        slats.push(
          rect(opening.x + 6, y, opening.w - 12, 15, {
            fill: d.linear([
              [0, shade(colour, 0.12)],
              [1, shade(colour, -0.12)],
            ]),
            stroke: edge,
            'stroke-width': 0.8,
          }),
        )
      out += slats.join('') + rect(opening.x + 6, opening.y + down, opening.w - 12, 8, { fill: shade(colour, -0.3) })
      out +=
        rect(b.x + b.w + 14, b.y + b.h * 0.2, 10, b.h * 0.5, { fill: '#bdb7ab' }) +
        rect(b.x + b.w + 10, b.y + b.h * 0.62, 18, 30, { rx: 4, fill: '#d9d4ca', stroke: '#9b958a' })
    } else {
      const mesh = d.pattern(6, 6, path('M0 0H6M0 0V6', { stroke: '#5c6468', 'stroke-width': 0.6, opacity: 0.5 }))
      out +=
        rect(opening.x + 6, opening.y, opening.w - 12, down, { fill: mesh }) +
        rect(opening.x + 6, opening.y + down, opening.w - 12, 10, { fill: colour, stroke: edge })
      for (const x of [opening.x, opening.x + opening.w - 8])
        out += rect(x, opening.y, 8, opening.h, { fill: colour, stroke: edge })
    }
    return (
      out +
      rect(box.x, box.y, box.w, box.h, {
        rx: 4,
        fill: d.linear([
          [0, shade(colour, 0.1)],
          [1, shade(colour, -0.1)],
        ]),
        stroke: edge,
        'stroke-width': 1.5,
      })
    )
  }

  let out = ''
  const gap = 4
  const w = (b.w - gap) / 2
  for (const x of [b.x, b.x + w + gap]) {
    const leaf: Box = { x, y: b.y, w, h: b.h }
    if (art.style === 'louvred') {
      const stile = w * 0.12
      out += rect(x, b.y, w, b.h, { fill: colour, stroke: edge, 'stroke-width': 1.5 })
      const inner: Box = { x: x + stile, y: b.y + stile, w: w - 2 * stile, h: b.h - 2 * stile }
      const slats: string[] = []
      for (let y = inner.y; y < inner.y + inner.h - 4; y += 14)
        slats.push(
          path(`M${inner.x} ${y}h${inner.w}v9h${-inner.w}z`, {
            fill: d.linear([
              [0, shade(colour, 0.18)],
              [1, shade(colour, -0.2)],
            ]),
          }),
        )
      out += rect(inner.x, inner.y, inner.w, inner.h, { fill: shade(colour, -0.45) }) + slats.join('')
      out += rect(x + stile, b.y + b.h * 0.5 - 6, w - 2 * stile, 12, { fill: colour, stroke: edge })
    } else {
      out += leafFill(d, leaf, colour)
      for (let i = 1; i < 5; i++)
        out += line(x + (w * i) / 5, b.y + 4, x + (w * i) / 5, b.y + b.h - 4, { stroke: edge, 'stroke-width': 2 })
      for (const f of [0.15, 0.8])
        out += rect(x + 8, b.y + b.h * f, w - 16, b.h * 0.07, {
          fill: shade(colour, 0.06),
          stroke: edge,
          'stroke-width': 1.5,
        })
    }
    for (const f of [0.12, 0.86])
      out += rect(x === b.x ? x - 14 : x + w - 6, b.y + b.h * f, 20, 8, { rx: 3, fill: '#2f3336' })
  }
  return out + g(circle(b.x + b.w / 2, b.y + b.h * 0.5, 7, { fill: '#2f3336' }))
}
