// Whether the production build is older than its sources, shared by `npm start` and the e2e runner.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const serverEntry = '.output/server/index.mjs'

const inputs = ['src', 'messages', 'drizzle', 'public', 'project.inlang', 'vite.config.ts', 'panda.config.ts', 'package.json', 'package-lock.json']
const generated = new Set(['paraglide', 'routeTree.gen.ts'])

function newest(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = 0
  for (const entry of readdirSync(path)) {
    if (generated.has(entry)) continue
    latest = Math.max(latest, newest(join(path, entry)))
  }
  return latest
}

export function buildIsStale(): boolean {
  if (!existsSync(serverEntry)) return true
  const built = statSync(serverEntry).mtimeMs
  return inputs.some((input) => newest(input) > built)
}
