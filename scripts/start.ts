// `npm start`: build when the build is missing or older than the sources, then serve the shop.
// The server migrates the database and seeds an empty one on its first start.
import { spawn, spawnSync } from 'node:child_process'
import { serverEntry, staleBecause } from './build-state.ts'

const stale = staleBecause()
if (stale) {
  console.log(`Building Soglia (${stale})…`)
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, [serverEntry], { stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
