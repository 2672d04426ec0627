import { minifySync } from 'oxc-minify'
import { parseAst, type Plugin } from 'vite'
import { SERIALIZED_SOURCE } from '../../src/lib/hydration/serialized-source'

// Some functions are not called by the server: they are written into the page as the text of an
// inline script (the on-intent loader and the tap answers, decision 017). The browser's bundle
// is minified, but the server's is not, so the text the server wrote was the source as the
// compiler left it: comments, indentation and long local names, 9.8 kB in every page (decision
// 056). In a build, those modules are minified, and each exported function carries its minified
// text (`sourceOf` reads it): the bundler prints the module again afterwards, indented, so the
// text is kept as a string rather than read back with `toString`.
//
// Top-level names are kept (`mangle.toplevel` off): they are the modules' exports. A serialized
// function must stay self-contained (on-intent.ts says why); the minifier only renames what is
// local to it, and inlines the constants it can prove, which keeps it self-contained.

type Node = { type: string; start: number; end: number; [key: string]: unknown }

/** Names of the module's exported function declarations, with their text. */
function exportedFunctions(code: string): Array<[string, string]> {
  const program = parseAst(code, { lang: 'js' }) as unknown as { body: Node[] }
  const functions = new Map<string, string>()
  const exported = new Set<string>()
  for (const node of program.body) {
    const declaration = node.type === 'ExportNamedDeclaration' ? (node.declaration as Node | null) : node
    if (node.type === 'ExportNamedDeclaration') {
      for (const s of (node.specifiers as Array<{ local: { name: string } }> | undefined) ?? [])
        exported.add(s.local.name)
    }
    if (declaration?.type !== 'FunctionDeclaration') continue
    const name = (declaration.id as { name: string }).name
    functions.set(name, code.slice(declaration.start, declaration.end))
    if (node.type === 'ExportNamedDeclaration') exported.add(name)
  }
  return [...functions].filter(([name]) => exported.has(name))
}

/** The module minified, its exported functions carrying their text, or null when its id is not one of `serialized`. */
export function minifySerialized(code: string, id: string, serialized: RegExp): { code: string; map: null } | null {
  if (!serialized.test(id.split('?')[0]!)) return null
  const result = minifySync(id, code, { module: true, compress: { target: 'es2022' }, mangle: { toplevel: false } })
  if (result.errors.length > 0) throw new Error(`minify ${id}: ${result.errors.map((e) => e.message).join('; ')}`)
  const key = `Symbol.for(${JSON.stringify(SERIALIZED_SOURCE.description)})`
  const texts = exportedFunctions(result.code).map(([name, text]) => `\n${name}[${key}] = ${JSON.stringify(text)};`)
  return { code: result.code + texts.join(''), map: null }
}

/** Minifies, in a build, the modules whose functions are serialized into pages. */
export function minifySerializedPlugin(serialized: RegExp): Plugin {
  return {
    name: 'soglia:minify-serialized',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      return minifySerialized(code, id, serialized)
    },
  }
}
