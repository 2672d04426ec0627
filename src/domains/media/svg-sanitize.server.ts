import sanitizeHtml from 'sanitize-html'

// An uploaded SVG keeps its drawing and loses anything that runs or reaches out: scripts,
// event handlers, foreign objects, links and external references (CSS url() included).
const shapes = [
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'title',
  'desc',
]
const paint = ['defs', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'symbol']
const common = [
  'id',
  'class',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'transform',
  'style',
  'clip-path',
  'clip-rule',
  'mask',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
]
const geometry = [
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'width',
  'height',
  'dx',
  'dy',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'fx',
  'fy',
  'clipPathUnits',
  'maskUnits',
  'preserveAspectRatio',
  'viewBox',
]
const cssValue = /^(?!.*(?:url|expression|javascript))[#\w(),.%\s-]+$/i

export function sanitizeSvg(text: string): string | null {
  const clean = sanitizeHtml(text, {
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    allowedTags: [...shapes, ...paint],
    allowedAttributes: {
      '*': [...common, ...geometry],
      svg: [...common, ...geometry, 'xmlns', 'version', 'role', 'aria-label', 'aria-hidden'],
    },
    allowedStyles: {
      '*': Object.fromEntries(
        [
          'fill',
          'stroke',
          'stroke-width',
          'opacity',
          'fill-opacity',
          'stroke-opacity',
          'font-size',
          'font-family',
          'font-weight',
          'display',
        ].map((p) => [p, [cssValue]]),
      ),
    },
    allowedSchemes: [],
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'foreignObject', 'iframe', 'object', 'embed'],
  })
  return /^\s*<svg[\s>]/.test(clean) ? clean : null
}
