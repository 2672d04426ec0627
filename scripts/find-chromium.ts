// Finds the Chromium the end-to-end tests drive. Playwright's own browser download cannot work
// here (no network but the package registries): use Debian's chromium instead.
//
//   node scripts/find-chromium.ts        prints the path (installs Debian's chromium when it
//                                        can: root on Debian), or explains how to get one
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/** Playwright's own Chromium, if someone installed it on this machine. */
function playwrightChromium(): string | undefined {
  try {
    const require = createRequire(import.meta.url)
    const { chromium } = require('playwright-core') as { chromium: { executablePath(): string } }
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

function run(command: string, args: string[]) {
  console.log(`$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.error) throw result.error
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
}

/** What findChromium looks at and does; the defaults are the real machine (tests swap them). */
export type FindChromiumDeps = {
  env: Record<string, string | undefined>
  exists: (path: string) => boolean
  playwrightChromium: () => string | undefined
  canInstall: () => boolean
  install: () => void
}

const realDeps: FindChromiumDeps = {
  env: process.env,
  exists: existsSync,
  playwrightChromium,
  canInstall: () => existsSync('/etc/debian_version') && process.getuid?.() === 0,
  install: () => {
    console.log('No Chromium found: installing Debian’s chromium package.')
    run('apt-get', ['update'])
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'])
  },
}

/**
 * The Chromium executable: `CHROMIUM_PATH`, else Debian's /usr/bin/chromium, else Playwright's
 * own browser. With none, as root on Debian it installs Debian's chromium (apt-get); elsewhere
 * it throws, saying how to get one. Never downloads Playwright's browser build.
 */
export function findChromium(deps: Partial<FindChromiumDeps> = {}): string {
  const { env, exists, playwrightChromium, canInstall, install } = { ...realDeps, ...deps }
  const fromEnv = env.CHROMIUM_PATH?.trim()
  if (fromEnv) {
    if (!exists(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`)
    return fromEnv
  }
  if (exists(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
  const playwrights = playwrightChromium()
  if (playwrights) return playwrights

  if (canInstall()) {
    install()
    if (exists(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
    throw new Error(`apt-get installed chromium, but ${DEBIAN_CHROMIUM} is still missing.`)
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium/Chrome executable. (`npx playwright install` cannot download here.)',
  )
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (invokedDirectly) {
  try {
    console.log(findChromium())
  } catch (e) {
    console.error((e as Error).message)
    process.exit(1)
  }
}
