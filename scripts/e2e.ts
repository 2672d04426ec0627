// End-to-end tests: `npm run test:e2e [-- playwright args]`.
//   1. finds Chromium (scripts/find-chromium.ts) and passes it on as CHROMIUM_PATH;
//   2. builds the app (`npm run build`) when .output is missing or older than its sources;
//   3. wipes the e2e data folder, so the server starts on a freshly seeded shop;
//   4. runs `playwright test` with the extra arguments, and exits with its code.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { findChromium } from './find-chromium.ts'

const root = resolve(import.meta.dirname, '..')
const serverEntry = join(root, '.output/server/index.mjs')

/** What the build is made from; generated folders inside them are skipped. */
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
const generated = new Set(['src/paraglide', 'src/routeTree.gen.ts', 'node_modules', '.cache'])

/** The newest modification time under `path`, with the file it belongs to. */
function newest(path: string): { mtime: number; file: string } {
  const rel = path.slice(root.length + 1)
  if (generated.has(rel) || !existsSync(path)) return { mtime: 0, file: '' }
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

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
  if (result.error) throw result.error
  return result.status ?? 1
}

function main() {
  let chromium: string
  try {
    chromium = findChromium()
  } catch (e) {
    console.error(`e2e: ${(e as Error).message}`)
    return 1
  }
  process.env.CHROMIUM_PATH = chromium
  console.log(`e2e: Chromium ${chromium}`)

  const stale = staleBecause()
  if (stale) {
    console.log(`e2e: building the app (${stale})`)
    const code = run('npm', ['run', 'build'])
    if (code !== 0) {
      console.error(`e2e: the build failed (exit ${code})`)
      return code
    }
  } else {
    console.log('e2e: the build in .output is up to date')
  }

  // The same folder as playwright.config.ts's webServer.DATA_DIR.
  const dataDir = resolve(root, process.env.E2E_DATA_DIR ?? '.data/e2e')
  rmSync(dataDir, { recursive: true, force: true })
  console.log(`e2e: fresh data folder ${dataDir}`)

  // Playwright's CLI on this same Node (24), whatever `node` is first on PATH.
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli')
  return run(process.execPath, [cli, 'test', ...process.argv.slice(2)])
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) process.exit(main())
