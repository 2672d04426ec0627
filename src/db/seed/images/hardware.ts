import type { Art } from '../catalog/product-types'
import { circle, Defs, g, line, path, rect, shade } from './svg'

type HandleArt = Extract<Art, { kind: 'handle' }>
type HardwareArt = Extract<Art, { kind: 'hardware' }>

export const metal = (d: Defs, colour: string) =>
  d.linear([
    [0, shade(colour, 0.45)],
    [0.45, colour],
    [1, shade(colour, -0.35)],
  ])

/** A handle centred on (cx, cy); s = 1 fills about 500 px. */
export function handleArt(d: Defs, art: HandleArt, colour: string, cx: number, cy: number, s = 1): string {
  const fill = metal(d, colour)
  const stroke = { stroke: shade(colour, -0.45), 'stroke-width': 1.5 }
  const tr = `translate(${cx} ${cy}) scale(${s})`
  switch (art.shape) {
    case 'round':
      return g(
        circle(0, 0, 62, { fill, ...stroke }) +
          circle(0, 0, 44, { fill: 'none', stroke: shade(colour, 0.4), 'stroke-width': 2 }) +
          path('M-10 -20C-90 -24 -200 -22 -262 -12Q-282 -8 -280 8Q-276 22 -256 20C-196 14 -90 18 -10 20Z', {
            fill,
            ...stroke,
          }) +
          circle(0, 170, 34, { fill, ...stroke }) +
          rect(-6, 152, 12, 36, { rx: 5, fill: '#30353a' }),
        { transform: tr },
      )
    case 'square':
      return g(
        rect(-58, -58, 116, 116, { rx: 6, fill, ...stroke }) +
          rect(-280, -17, 290, 34, { rx: 4, fill, ...stroke }) +
          rect(-30, 146, 60, 60, { rx: 4, fill, ...stroke }) +
          rect(-5, 160, 10, 32, { rx: 4, fill: '#30353a' }),
        { transform: tr },
      )
    case 'classic':
      return g(
        rect(-48, -150, 96, 400, { rx: 48, fill, ...stroke }) +
          rect(-34, -136, 68, 372, { rx: 34, fill: 'none', stroke: shade(colour, 0.35), 'stroke-width': 2 }) +
          path('M-14 -22C-80 -40 -170 -60 -250 -20Q-272 -6 -258 10Q-244 20 -226 10C-160 -20 -90 -4 -14 22Z', {
            fill,
            ...stroke,
          }) +
          circle(0, 0, 30, { fill, ...stroke }) +
          path('M0 140a14 14 0 1 1 0.1 0l10 48h-20z', { fill: '#30353a' }),
        { transform: tr },
      )
    case 'window':
      return g(
        rect(-42, -110, 84, 220, { rx: 18, fill, ...stroke }) +
          circle(0, -40, 34, { fill, ...stroke }) +
          path('M-18 -40C-20 40 -16 160 -6 260Q0 276 8 262C18 160 22 40 18 -40Z', { fill, ...stroke }),
        { transform: tr },
      )
    case 'flush':
      return g(
        rect(-70, -170, 140, 340, { rx: 14, fill, ...stroke }) +
          rect(-46, -140, 92, 240, { rx: 10, fill: shade(colour, -0.4) }) +
          rect(-40, -134, 80, 228, {
            rx: 8,
            fill: d.linear([
              [0, shade(colour, -0.55)],
              [1, shade(colour, -0.15)],
            ]),
          }) +
          circle(0, 134, 18, { fill, ...stroke }) +
          rect(-14, 130, 28, 8, { rx: 3, fill: shade(colour, -0.5) }),
        { transform: tr },
      )
    case 'plate':
      return g(
        rect(-250, -180, 110, 400, { rx: 20, fill, ...stroke }) +
          circle(-195, -80, 44, { fill, ...stroke }) +
          circle(-195, -80, 30, { fill: 'none', stroke: shade(colour, 0.4), 'stroke-width': 2 }) +
          circle(-195, 120, 40, { fill: metal(d, '#8e9396'), ...stroke }) +
          rect(-200, 100, 10, 40, { rx: 4, fill: '#30353a' }) +
          rect(60, -180, 110, 400, { rx: 20, fill, ...stroke }) +
          rect(-115, -96, 230, 32, { rx: 14, fill, ...stroke }) +
          circle(115, -80, 40, { fill, ...stroke }),
        { transform: tr },
      )
  }
}

/** Hardware centred on (cx, cy). */
export function hardwareArt(d: Defs, art: HardwareArt, colour: string, cx: number, cy: number, s = 1): string {
  const fill = metal(d, colour)
  const stroke = { stroke: shade(colour, -0.45), 'stroke-width': 1.5 }
  const tr = `translate(${cx} ${cy}) scale(${s})`
  switch (art.shape) {
    case 'hinge': {
      const one = (x: number) =>
        rect(x - 40, -160, 80, 320, { rx: 10, fill, ...stroke }) +
        rect(x - 26, -120, 52, 240, { rx: 6, fill: shade(colour, -0.3) }) +
        [-130, 130].map((y) => circle(x, y, 9, { fill: shade(colour, -0.5) })).join('') +
        rect(x - 14, -60, 28, 120, { rx: 6, fill, ...stroke })
      return g(one(-110) + one(110), { transform: tr })
    }
    case 'lock':
      return g(
        rect(-40, -230, 34, 460, { rx: 8, fill, ...stroke }) +
          rect(-6, -150, 200, 300, { rx: 8, fill: metal(d, '#8b9094'), ...stroke }) +
          rect(-60, -70, 40, 40, { rx: 8, fill: '#2f3336' }) +
          circle(-23, 60, 16, { fill: '#30353a' }) +
          rect(-29, 60, 12, 36, { fill: '#30353a' }) +
          [-200, 200].map((y) => circle(-23, y, 8, { fill: shade(colour, -0.5) })).join(''),
        { transform: `${tr} translate(-80 0)` },
      )
    case 'stop':
      return g(
        path('M-150 80Q-150 -60 0 -70Q150 -60 150 80Z', { fill, ...stroke }) +
          rect(-190, 80, 380, 30, { rx: 12, fill: metal(d, '#8b9094'), ...stroke }) +
          rect(-40, -150, 80, 90, { rx: 14, fill, ...stroke }) +
          circle(0, -150, 40, { fill: '#30353a' }),
        { transform: tr },
      )
    case 'architrave': {
      const boards = [0, 1, 2, 3, 4]
        .map((i) =>
          rect(-300 + i * 22, -180 + i * 70, 560, 46, {
            rx: 4,
            fill: metal(d, colour),
            stroke: shade(colour, -0.35),
            'stroke-width': 1.5,
            transform: 'rotate(-8)',
          }),
        )
        .join('')
      return g(boards, { transform: tr })
    }
    case 'track':
      return g(
        rect(-320, -30, 640, 36, { rx: 6, fill, ...stroke }) +
          [-150, 150]
            .map(
              (x) =>
                circle(x, -12, 40, { fill: metal(d, '#3a3f43'), ...stroke }) +
                circle(x, -12, 12, { fill: '#c9cdd0' }) +
                rect(x - 14, 20, 28, 150, { rx: 6, fill, ...stroke }),
            )
            .join('') +
          line(-340, 200, 340, 200, { stroke: '#9aa0a4', 'stroke-width': 3, 'stroke-dasharray': '10 8' }),
        { transform: tr },
      )
  }
}
