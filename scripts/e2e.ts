// End-to-end tests: `npm run test:e2e [-- playwright args]`.
//   1. finds Chromium (scripts/find-chromium.ts) and passes it on as CHROMIUM_PATH;
//   2. builds the app (`npm run build`) when .output is missing or older than its sources;
//   3. wipes the e2e data folders (one shop per worker, e2e/slots.ts), so each server starts on a
//      freshly seeded shop;
//   4. runs `playwright test` with the extra arguments, and exits with its code.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { staleBecause } from './build-state.ts'
import { findChromium } from './find-chromium.ts'
import { slots } from '../e2e/slots.ts'

const root = resolve(import.meta.dirname, '..')
/** The server's lock file (src/db/lock.server.ts) names a process that is still alive. */
function heldByLiveServer(dataDir: string): boolean {
  try {
    const pid = Number.parseInt(readFileSync(join(dataDir, 'soglia.lock'), 'utf8'), 10)
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
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

  // The same folders as playwright.config.ts's webServer DATA_DIRs: one shop per worker.
  for (const shop of slots) {
    const dataDir = resolve(root, shop.dataDir)
    if (heldByLiveServer(dataDir)) {
      console.error(`e2e: ${dataDir} is in use by a running server (another e2e run?); stop it or set E2E_DATA_DIR`)
      return 1
    }
    rmSync(dataDir, { recursive: true, force: true })
    console.log(`e2e: fresh data folder ${dataDir}`)
  }

  // Playwright's CLI on this same Node (24), whatever `node` is first on PATH. A run of chosen
  // files says so to playwright.config.ts (the whole-machine project's dependency, decision 107).
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli')
  const args = process.argv.slice(2)
  const files = args.some((a) => !a.startsWith('-'))
  return run(process.execPath, [cli, 'test', ...args], { ...process.env, ...(files ? { E2E_FILES: '1' } : {}) })
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) process.exit(main())
