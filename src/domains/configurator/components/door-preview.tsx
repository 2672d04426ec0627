import { css } from 'styled-system/css'
import type { ConfiguratorModel } from '../configurator.schemas'

// The door drawn as a front elevation in millimetres (decision 009): proportions from width ×
// height, the finish colour, the glass panel, the handle opposite the hinges, and the opening
// in the architects' convention (lines from the handle side meet at the hinge side; dashed when
// the door opens away from the viewer). Plain SVG, no library.

export type PreviewParts = {
  finish: string
  frameFlush: boolean
  glass: 'none' | 'satin' | 'clear' | 'decorated'
  hinge: 'left' | 'right'
  swing: 'push' | 'pull' | 'pocket' | 'rail'
  handle: string
  flushHandle: boolean
  hiddenHinges: boolean
}

/** What the chosen options ask the preview to draw. */
export function previewParts(model: ConfiguratorModel, chosen: readonly number[]): PreviewParts {
  const picked = (code: string) =>
    model.steps.find((s) => s.code === code)?.options.filter((o) => chosen.includes(o.id)) ?? []
  const one = (code: string) => picked(code)[0]
  const glass = one('glass')?.preview.glass
  const swing = one('opening')?.preview.swing
  return {
    finish: one('finish')?.swatch ?? '#eeeeee',
    frameFlush: one('frame')?.preview.frame === 'flush',
    glass: glass === 'satin' || glass === 'clear' || glass === 'decorated' ? glass : 'none',
    hinge: one('opening')?.preview.hinge === 'right' ? 'right' : 'left',
    swing: swing === 'pull' || swing === 'pocket' || swing === 'rail' ? swing : 'push',
    handle: one('handle')?.swatch ?? '#b9bcc0',
    flushHandle: one('handle')?.preview.handle === 'flush',
    hiddenHinges: picked('accessories').some((o) => o.preview.hinges === 'hidden'),
  }
}

const glassFill = { satin: '#e3eaee', clear: '#cfeaf7', decorated: '#e3eaee', none: 'none' } as const

export function DoorPreview({
  style,
  width,
  height,
  parts,
  label,
}: {
  style: string
  width: number
  height: number
  parts: PreviewParts
  label: string
}) {
  const w = Math.max(300, width)
  const h = Math.max(1500, height)
  const frame = parts.frameFlush ? 15 : 70
  const m = 60 // margin around the drawing
  const sliding = parts.swing === 'pocket' || parts.swing === 'rail'
  const pocket = parts.swing === 'pocket' ? w : 0
  const x = m + frame
  const y = m + frame
  const vbW = w + 2 * frame + 2 * m + pocket
  const vbH = h + frame + 2 * m
  const floor = y + h
  // Hinged: the handle is opposite the hinges; sliding: on the edge away from the pocket or track.
  const handleSide = sliding || parts.hinge === 'right' ? 'left' : 'right'
  const handleX = handleSide === 'right' ? x + w - 80 : x + 80
  const handleY = floor - 1000
  const stroke = '#4a4a4a'
  const leafPanel = style === 'glass' || parts.glass !== 'none'
  // The glass: the whole leaf inside a stile on the glass model, an upper light otherwise.
  const pane =
    style === 'glass'
      ? { x: x + 130, y: y + 150, w: w - 260, h: h - 300 }
      : { x: x + w * 0.25, y: y + 250, w: w * 0.5, h: h * 0.45 }

  return (
    <svg
      viewBox={`0 0 ${vbW} ${vbH}`}
      role="img"
      aria-label={label}
      data-testid="door-preview"
      data-width={width}
      data-height={height}
      data-finish={parts.finish}
      data-glass={parts.glass}
      data-hinge={parts.hinge}
      data-swing={parts.swing}
      className={css({ w: 'full', h: 'auto', maxH: { base: '320px', md: '460px' }, display: 'block', mx: 'auto' })}
    >
      <rect x={0} y={floor} width={vbW} height={vbH - floor} fill="#d9d4cb" />
      {pocket > 0 && (
        <rect
          x={x + w}
          y={y}
          width={pocket}
          height={h}
          fill="none"
          stroke={stroke}
          strokeDasharray="30 20"
          strokeWidth={6}
        />
      )}
      {parts.swing === 'rail' && <rect x={x - 40} y={y - 60} width={w * 2 + 80} height={30} rx={8} fill="#7b7f85" />}
      <rect x={m} y={m} width={w + 2 * frame} height={h + frame} fill={parts.finish} stroke={stroke} strokeWidth={6} />
      <rect data-part="leaf" x={x} y={y} width={w} height={h} fill={parts.finish} stroke={stroke} strokeWidth={5} />
      {style === 'lines' &&
        [0.3, 0.5, 0.7].map((f) => (
          <line
            key={f}
            x1={x + 60}
            x2={x + w - 60}
            y1={y + h * f}
            y2={y + h * f}
            stroke={stroke}
            strokeOpacity={0.45}
            strokeWidth={6}
          />
        ))}
      {style === 'security' && (
        <>
          <rect
            x={x + 90}
            y={y + 120}
            width={w - 180}
            height={h * 0.4}
            fill="none"
            stroke={stroke}
            strokeOpacity={0.5}
            strokeWidth={8}
          />
          <rect
            x={x + 90}
            y={y + 160 + h * 0.4}
            width={w - 180}
            height={h * 0.45}
            fill="none"
            stroke={stroke}
            strokeOpacity={0.5}
            strokeWidth={8}
          />
        </>
      )}
      {leafPanel && (
        <g data-part="glass">
          <rect
            x={pane.x}
            y={pane.y}
            width={pane.w}
            height={pane.h}
            fill={glassFill[parts.glass === 'none' ? 'satin' : parts.glass]}
            fillOpacity={parts.glass === 'clear' ? 0.6 : 0.95}
            stroke={stroke}
            strokeWidth={5}
          />
          {parts.glass === 'clear' && (
            <line
              x1={pane.x + pane.w * 0.2}
              y1={pane.y + pane.h * 0.35}
              x2={pane.x + pane.w * 0.6}
              y2={pane.y + pane.h * 0.1}
              stroke="#ffffff"
              strokeWidth={14}
            />
          )}
          {parts.glass === 'decorated' &&
            [0.25, 0.5, 0.75].map((f) => (
              <rect
                key={f}
                x={pane.x + pane.w / 2 - 60}
                y={pane.y + pane.h * f - 60}
                width={120}
                height={120}
                transform={`rotate(45 ${pane.x + pane.w / 2} ${pane.y + pane.h * f})`}
                fill="none"
                stroke="#8aa3b3"
                strokeWidth={8}
              />
            ))}
        </g>
      )}
      {!sliding && (
        <polyline
          data-part="swing"
          points={
            handleSide === 'right'
              ? `${x + w},${y} ${x},${y + h / 2} ${x + w},${floor}`
              : `${x},${y} ${x + w},${y + h / 2} ${x},${floor}`
          }
          fill="none"
          stroke={stroke}
          strokeOpacity={0.55}
          strokeWidth={5}
          strokeDasharray={parts.swing === 'push' ? '40 25' : undefined}
        />
      )}
      {sliding && (
        <path
          data-part="swing"
          d={`M ${x + w * 0.3} ${y + 120} H ${x + w * 0.7} m -60 -40 l 60 40 l -60 40`}
          fill="none"
          stroke={stroke}
          strokeOpacity={0.6}
          strokeWidth={10}
        />
      )}
      {!sliding &&
        !parts.hiddenHinges &&
        [0.1, 0.5, 0.88].map((f) => (
          <rect
            key={f}
            x={parts.hinge === 'left' ? x - 12 : x + w - 8}
            y={y + h * f}
            width={20}
            height={110}
            rx={6}
            fill="#8d9095"
          />
        ))}
      {parts.flushHandle || sliding ? (
        <rect
          data-part="handle"
          x={handleX - 20}
          y={handleY - 110}
          width={40}
          height={220}
          rx={18}
          fill={parts.handle}
          stroke={stroke}
          strokeWidth={4}
        />
      ) : (
        <g data-part="handle" fill={parts.handle} stroke={stroke} strokeWidth={4}>
          <rect x={handleX - 28} y={handleY - 28} width={56} height={56} rx={12} />
          <rect x={handleSide === 'right' ? handleX - 150 : handleX} y={handleY - 14} width={150} height={28} rx={12} />
        </g>
      )}
    </svg>
  )
}
