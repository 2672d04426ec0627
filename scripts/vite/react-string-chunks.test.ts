import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createElement, Suspense, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { addStringChunks, CHUNKS_EXPORT } from './react-string-chunks'

const require = createRequire(import.meta.url)
// The package's own files, as the bundler reads them (its exports map hides the cjs folder).
const root = dirname(require.resolve('react-dom/package.json'))
const legacyPath = (mode: string) => join(root, 'cjs', `react-dom-server-legacy.node.${mode}.js`)
const entryPath = join(root, 'server.node.js')

type Chunks = (children: ReactNode, sink: (chunk: string) => void) => void

/** The installed react-dom server module, transformed as the build does and evaluated. */
function transformed(mode: 'production' | 'development'): Record<string, unknown> {
  const path = legacyPath(mode)
  const code = addStringChunks(readFileSync(path, 'utf8'), path)!.code
  const module = { exports: {} as Record<string, unknown> }
  const requireFrom = createRequire(path)
  // The production renderer with the production React it ships with (the tests run React's development build).
  const react =
    mode === 'production'
      ? requireFrom(join(dirname(requireFrom.resolve('react/package.json')), 'cjs', 'react.production.js'))
      : requireFrom('react')
  const requireReact = (id: string) => (id === 'react' ? react : requireFrom(id))
  new Function('exports', 'require', 'module', '__filename', '__dirname', 'process', code)(
    module.exports,
    requireReact,
    module,
    path,
    dirname(path),
    process,
  )
  return module.exports
}

function Page({ children }: { children?: ReactNode }) {
  return createElement(
    'html',
    { lang: 'it' },
    createElement(
      'body',
      null,
      createElement('h1', { title: 'Porta “Garda” — 80×210' }, 'Porta Garda ', 'da 699,00 €'),
      createElement('p', { className: 'x' }, 'a < b & c', '’', '🚪'),
      createElement(Suspense, { fallback: createElement('i', null, '…') }, createElement('span', null, 'ok')),
      createElement('script', { dangerouslySetInnerHTML: { __html: 'window.x = "—"' } }),
      children,
    ),
  )
}

describe("React's string render handed over piece by piece (decision 072)", () => {
  for (const mode of ['production', 'development'] as const) {
    it(`gives, in ${mode}, the very pieces renderToString joins`, () => {
      const server = transformed(mode)
      const chunks = server[CHUNKS_EXPORT] as Chunks
      const pieces: string[] = []
      chunks(createElement(Page), (piece) => pieces.push(piece))
      expect(pieces.length).toBeGreaterThan(10)
      expect(pieces.join('')).toBe(renderToString(createElement(Page)))
      // The renderer's own export is untouched.
      expect((server.renderToString as typeof renderToString)(createElement(Page))).toBe(
        renderToString(createElement(Page)),
      )
    })
  }

  it('throws what the render throws, as renderToString does', () => {
    const chunks = transformed('production')[CHUNKS_EXPORT] as Chunks
    function Broken(): ReactNode {
      throw new Error('kaputt')
    }
    expect(() => chunks(createElement(Page, null, createElement(Broken)), () => {})).toThrow('kaputt')
    // A component that suspends outside a boundary cannot be rendered at once.
    const never = new Promise<never>(() => {})
    function Waits(): ReactNode {
      throw never
    }
    expect(() => chunks(createElement(Page, null, createElement(Waits)), () => {})).toThrow(
      /suspended while responding to synchronous input/,
    )
  })

  it('re-exports it from the server entry the app imports', () => {
    const out = addStringChunks(readFileSync(entryPath, 'utf8'), entryPath)!.code
    expect(out).toContain(`exports.${CHUNKS_EXPORT} = l.${CHUNKS_EXPORT};`)
  })

  it('leaves every other module alone and fails the build when react-dom has moved its lines', () => {
    expect(addStringChunks('export const a = 1', '/x/node_modules/react/index.js')).toBeNull()
    const path = legacyPath('production')
    const moved = readFileSync(path, 'utf8').replace('(result += chunk)', '(result = result + chunk)')
    expect(() => addStringChunks(moved, path)).toThrow(/renderToStringImpl's push found 0 times/)
    expect(() => addStringChunks('exports.renderToString = l.renderToStringX;', entryPath)).toThrow(
      /re-export found 0 times/,
    )
  })
})
