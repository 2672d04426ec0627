// Whether the production build is older than its sources; shared by `npm start` and the e2e runner.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
export const serverEntry = join(root, '.output', 'server', 'index.mjs')

const buildInputs = [
  'src',
  'messages',
  'drizzle',
  'public',
  'project.inlang',
  'vite.config.ts',
  'panda.config.ts',
  'postcss.config.cjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
]
// Generated during the build, or not part of it.
const ignored = new Set(['src/paraglide', 'src/routeTree.gen.ts', 'src/test'])
const isTest = (name: string) => /\.test\.tsx?$/.test(name)

/** The newest modification time under `path`, with the file it belongs to. */
function newest(path: string): { mtime: number; file: string } {
  const rel = path.slice(root.length + 1)
  if (ignored.has(rel) || isTest(rel) || !existsSync(path)) return { mtime: 0, file: '' }
  const stat = statSync(path)
  if (!stat.isDirectory()) return { mtime: stat.mtimeMs, file: rel }
  let best = { mtime: 0, file: '' }
  for (const entry of readdirSync(path)) {
    const found = newest(join(path, entry))
    if (found.mtime > best.mtime) best = found
  }
  return best
}

/** Why the build must be made again, or undefined when .output is up to date. */
export function staleBecause(): string | undefined {
  if (!existsSync(serverEntry)) return '.output/server/index.mjs is missing'
  const built = statSync(serverEntry).mtimeMs
  for (const input of buildInputs) {
    const found = newest(join(root, input))
    if (found.mtime > built) return `${found.file} changed after the last build`
  }
  return undefined
}
