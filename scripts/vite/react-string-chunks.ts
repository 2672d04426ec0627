import type { Plugin } from 'vite'

// React's `renderToString` adds every piece of a page (each tag, attribute and text: about 7,000
// on a listing) to one string with `+=`. The result is a rope that V8 must copy into one
// 69–138 kB string before it can be encoded, and a string that size is allocated on pages of its
// own, which the kernel maps and zeroes for every page rendered (34 page faults per request).
// Flattening and encoding it was about a fifth of an uncached page's CPU (decision 072).
//
// In a build, React's string renderer also hands its pieces to a function of ours, as they come
// (`renderToStringChunks`), so render-page.server.ts encodes them a block at a time. React has no
// public API for this: its renderer is only given an optional `sink` next to its own `+=`, and
// a new export calls it. Anything else stays as React ships it. If an upgrade of react-dom moves
// the lines this relies on, the build fails here rather than losing the speed quietly.

const LEGACY_SERVER = /\/react-dom\/cjs\/react-dom-server-legacy\.node\.(production|development)\.js$/
const SERVER_ENTRY = /\/react-dom\/server\.node\.js$/

/** The export's name, read by render-page.server.ts. */
export const CHUNKS_EXPORT = 'renderToStringChunks'

const ABORT_REASON =
  'The server used "renderToStringChunks" which does not support Suspense. A Suspense boundary that suspends renders its fallback on the server.'

function replaceOnce(code: string, pattern: RegExp, replacement: string, what: string, id: string): string {
  const matches = code.match(new RegExp(pattern.source, 'g'))
  if (matches?.length !== 1) {
    throw new Error(
      `react-string-chunks: ${what} found ${matches?.length ?? 0} times in ${id}, expected once (react-dom changed: see decision 072)`,
    )
  }
  return code.replace(pattern, replacement)
}

/** react-dom's server code with `renderToStringChunks`, or null for any other module. */
export function addStringChunks(code: string, id: string): { code: string; map: null } | null {
  const path = id.split('?')[0]!.replaceAll('\\', '/')
  if (SERVER_ENTRY.test(path)) {
    const out = replaceOnce(
      code,
      /exports\.renderToString = l\.renderToString;/,
      `$&\nexports.${CHUNKS_EXPORT} = l.${CHUNKS_EXPORT};`,
      'the renderToString re-export',
      id,
    )
    return { code: out, map: null }
  }
  if (!LEGACY_SERVER.test(path)) return null
  let out = replaceOnce(
    code,
    /function renderToStringImpl\(\s*children,\s*options,\s*generateStaticMarkup,\s*abortReason\s*\)/,
    'function renderToStringImpl(children, options, generateStaticMarkup, abortReason, sink)',
    "renderToStringImpl's parameters",
    id,
  )
  out = replaceOnce(
    out,
    /null !== chunk && \(result \+= chunk\);/,
    'null !== chunk && (sink ? sink(chunk) : (result += chunk));',
    "renderToStringImpl's push",
    id,
  )
  // Beside renderToString's own export: in the development build, inside the same closure.
  const chunks = `exports.${CHUNKS_EXPORT} = function (children, sink, options) {\n  renderToStringImpl(children, options, !1, ${JSON.stringify(ABORT_REASON)}, sink);\n};\n`
  out = replaceOnce(out, /exports\.renderToString = function/, `${chunks}$&`, 'the renderToString export', id)
  return { code: out, map: null }
}

/** Gives React's string renderer, in a build, a way to hand its pieces over as they come. */
export function reactStringChunksPlugin(): Plugin {
  return {
    name: 'soglia:react-string-chunks',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return addStringChunks(code, id)
    },
  }
}
