// Self time of a V8 CPU profile (`node --cpu-prof`) by component. The server bundle keeps the
// bundler's `// node_modules/<pkg>/…` and `// src/…` markers above each module it inlines, so a
// sampled function's line says which package it came from, even inside a merged chunk.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

type CallFrame = { functionName: string; url: string; lineNumber: number }
type Node = { id: number; callFrame: CallFrame }
export type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] }

// Package (or path prefix) → component, first match wins.
const COMPONENTS: Array<[RegExp, string]> = [
  [/^(react-dom|react|scheduler)\b/, 'React render (react-dom/server)'],
  [/^seroval|^@tanstack\/router-core\/dist\/esm\/ssr|ssr-server|serializ/, 'serialization (seroval, dehydrate)'],
  [
    /^@tanstack\/|^h3|^srvx|^rou3|^nitro|^cookie-es|^ufo|^hookable|tanstack__/,
    'framework (TanStack Start/Router, nitro, h3)',
  ],
  [/^@electric-sql\/pglite/, 'SQL: PGlite (WebAssembly)'],
  [/^pg\b|^pg-|^postgres-/, 'SQL: pg driver'],
  [/^drizzle-orm/, 'SQL: drizzle (query building, mapping)'],
  [/^zod/, 'validation (zod)'],
  [/^@ark-ui|^@zag-js|^@xstate|^xstate/, 'components (Ark UI, XState)'],
  [/^lru-cache/, 'page cache'],
  [/^src\/|^\.nitro\/vite\//, 'app SSR bundle (our code, components, inlined by Vite)'],
]

const markerCache = new Map<string, Array<[number, string]>>()

/** The bundler's module markers of one file: [line, module path], by line. */
function markers(url: string): Array<[number, string]> {
  let list = markerCache.get(url)
  if (list) return list
  list = []
  try {
    const lines = readFileSync(fileURLToPath(url), 'utf8').split('\n')
    lines.forEach((line, i) => {
      const m = /^\/\/ ((?:node_modules\/(?:@[^/]+\/)?[^/]+|src)\/\S*)/.exec(line)
      if (m) list!.push([i, m[1]!.replace(/^.*node_modules\//, '')])
    })
  } catch {
    // not a file (node:internal, wasm): no markers
  }
  markerCache.set(url, list)
  return list
}

function moduleOf(frame: CallFrame): string {
  const { url, lineNumber, functionName } = frame
  if (!url)
    return functionName === '(garbage collector)'
      ? 'GC'
      : functionName === '(idle)' || functionName === '(program)'
        ? functionName
        : 'native / V8'
  if (url.startsWith('node:')) return 'node'
  if (url.startsWith('wasm')) return '@electric-sql/pglite (wasm)'
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (nm && !url.includes('/_libs/')) return nm[1]!
  let found = ''
  for (const [line, path] of markers(url)) {
    if (line > lineNumber) break
    found = path
  }
  if (found) return found
  return url.includes('/.output/server/') ? 'src/(bundled app code)' : url
}

/** Share of self time (per cent) per component (idle left out), plus `total ms`; `top` lists the hottest functions. */
export function categorize(profile: Profile, top = 0): Record<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const out: Record<string, number> = {}
  let total = 0
  const fns = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)
    if (!node) return
    const mod = moduleOf(node.callFrame)
    if (mod === '(idle)') return
    const component =
      COMPONENTS.find(([re]) => re.test(mod))?.[1] ??
      (mod === 'GC' || mod === 'node' || mod === 'native / V8' || mod === '(program)'
        ? `runtime: ${mod}`
        : `other: ${mod.split('/').slice(0, 2).join('/')}`)
    const ms = (profile.timeDeltas[i] ?? 0) / 1000
    out[component] = (out[component] ?? 0) + ms
    total += ms
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${mod}:${node.callFrame.lineNumber}`
    fns.set(fn, (fns.get(fn) ?? 0) + ms)
  })
  if (top > 0)
    for (const [fn, ms] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`  ${((ms / total) * 100).toFixed(1)}%  ${fn}`)
  const rounded = Object.fromEntries(
    Object.entries(out)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => [k, Math.round((v / total) * 1000) / 10]),
  )
  return { ...rounded, 'total ms': Math.round(total) }
}

if (import.meta.main) {
  console.log(categorize(JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Profile, Number(process.argv[3] ?? 0)))
}
