// First taps and configurator clicks on a phone-class CPU (Chromium's 4× CPU throttling): the
// timing runs of e2e/first-tap.spec.ts and e2e/configurator-speed.spec.ts (SOGLIA_TIMING=1, see
// e2e/timing.ts). Bars: the first interaction answers within 200 ms (Event Timing, input → next
// paint), a configurator click shows its price within 50 ms. Run it on a quiet machine: above
// two runnable tasks per core the renderer waits for a core and the figures say so.
//   node bench/tap.ts [--port 3230] [--runs 3]
// Builds when the build is stale (scripts/e2e.ts), on its own port, data folder and mail port.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(name) + 1]) || fallback
const port = arg('--port', 3230)
const runs = arg('--runs', 3)
const report = resolve(root, 'bench/.data-tap-report.json')

type Spec = {
  title: string
  tests: Array<{ results: Array<{ status: string; annotations?: Array<{ type: string; description?: string }> }> }>
}
type Suite = { title: string; specs: Spec[]; suites?: Suite[] }
function* specsOf(suite: Suite, path: string[] = []): Generator<[string, Spec]> {
  for (const spec of suite.specs ?? []) yield [[...path, spec.title].filter(Boolean).join(' › '), spec]
  for (const child of suite.suites ?? []) yield* specsOf(child, [...path, child.title])
}

console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores; ${runs} run(s)`)
const figures = new Map<string, string[]>()
let failed = 0
for (let run = 1; run <= runs; run++) {
  rmSync(report, { force: true })
  const result = spawnSync(
    process.execPath,
    ['scripts/e2e.ts', 'e2e/first-tap.spec.ts', 'e2e/configurator-speed.spec.ts', '--reporter=line,json'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        SOGLIA_TIMING: '1',
        E2E_PORT: String(port),
        E2E_MAIL_PORT: String(port + 1),
        E2E_STRIPE_PORT: String(port + 2),
        E2E_DATA_DIR: 'bench/.data-tap',
        E2E_WORKERS: '1',
        PLAYWRIGHT_JSON_OUTPUT_NAME: report, // where the json reporter writes
      },
    },
  )
  let parsed: { suites: Suite[] }
  try {
    parsed = JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[] }
  } catch {
    console.error(`run ${run}: no report (exit ${result.status})`)
    process.exit(1)
  }
  for (const suite of parsed.suites) {
    for (const [title, spec] of specsOf(suite)) {
      const last = spec.tests[0]?.results.at(-1)
      if (last?.status !== 'passed') failed++
      for (const note of last?.annotations ?? []) {
        if (!note.description) continue
        const key = `${note.type.replace(/^first interaction: /, '')} (${title})`
        figures.set(key, [...(figures.get(key) ?? []), note.description])
      }
    }
  }
}
console.log('\nfigure (test) — per run')
for (const [key, values] of figures) console.log(`${key}\n  ${values.join('\n  ')}`)
if (failed) {
  console.error(`${failed} test run(s) did not pass: the figures above are incomplete`)
  process.exit(1)
}
