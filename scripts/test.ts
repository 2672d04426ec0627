// The whole test suite, as the README and CI run it: `npm test [-- options]`.
//
//   messages → (panda codegen) → lint → format → knip → typecheck → unit/integration (Vitest) → e2e (Playwright)
//   → edge runtimes (Deno and workerd builds, smoke-tested on PostgreSQL when a server answers)
//
// Stops at the first failing step and ends with a summary: the steps, then one closing line
// with the test counts ("tests: N passed, N failed, N skipped").
//
// Options:
//   --skip-e2e    everything but the end-to-end tests
//   --unit-only   only the Vitest step (and the code generation it needs), e.g. the PostgreSQL
//                 pass: TEST_DATABASE_URL=postgres://… npm test -- --unit-only
//   --db-only     Vitest runs only the files that use a database (scripts/db-test-files.ts): the
//                 PostgreSQL pass in CI, `--unit-only --db-only` (issue 40)
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { databaseTestFiles } from './db-test-files.ts'
import { type Counts, playwrightCounts, vitestCounts } from './test-reports.ts'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const known = new Set(['--skip-e2e', '--unit-only', '--db-only'])
const unknown = args.filter((a) => !known.has(a))
if (unknown.length > 0) {
  console.error(`test: unknown option ${unknown.join(' ')} (known: ${[...known].join(', ')})`)
  process.exit(2)
}
const unitOnly = args.includes('--unit-only')
const skipE2e = unitOnly || args.includes('--skip-e2e')
const dbOnly = args.includes('--db-only')

// Children find this project's binaries (and its Node 24, node_modules/.bin/node) first.
const bin = join(root, 'node_modules', '.bin')
const env: NodeJS.ProcessEnv = { ...process.env, PATH: [bin, process.env.PATH ?? ''].join(delimiter) }
const reports = mkdtempSync(join(tmpdir(), 'soglia-test-'))
const vitestReport = join(reports, 'vitest.json')
const playwrightReport = join(reports, 'playwright.json')

type Step = {
  name: string
  command: string[]
  when?: () => boolean
  env?: NodeJS.ProcessEnv
  counts?: () => Counts | undefined
}

/** A PostgreSQL server on 127.0.0.1:5432 (pg_isready from its client package). */
function postgresAnswers(): boolean {
  const r = spawnSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' })
  return r.status === 0
}

const steps: Step[] = [
  {
    name: 'messages (paraglide)',
    command: ['npm', 'run', 'i18n'],
    when: () => !unitOnly || !existsSync(join(root, 'src/paraglide')),
  },
  {
    name: 'styles (panda codegen)',
    command: ['panda', 'codegen', '--silent'],
    when: () => !existsSync(join(root, 'styled-system')),
  },
  { name: 'lint', command: ['npm', 'run', 'lint'], when: () => !unitOnly },
  // One layout for every file (biome.json, decision 114): a file not as `npm run format` writes it fails.
  { name: 'format (biome)', command: ['npm', 'run', 'format:check'], when: () => !unitOnly },
  // Unused files, exports and dependencies (knip.jsonc); any finding fails the run (issue 40).
  { name: 'unused code (knip)', command: ['npm', 'run', 'knip'], when: () => !unitOnly },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'], when: () => !unitOnly },
  {
    name: process.env.TEST_DATABASE_URL ? 'unit + integration (vitest, PostgreSQL)' : 'unit + integration (vitest)',
    command: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
      ...(dbOnly ? databaseTestFiles() : []),
    ],
    counts: () => vitestCounts(vitestReport, root),
  },
  {
    name: 'end-to-end (playwright)',
    command: [process.execPath, join(root, 'scripts/e2e.ts')],
    when: () => !skipE2e,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    counts: () => playwrightCounts(playwrightReport),
  },
  {
    // Issue 17: the Deno and Cloudflare Workers builds, each smoke-tested on PostgreSQL
    // (e2e/edge/smoke.ts, decision 041). Only where a PostgreSQL server answers.
    name: 'edge runtimes (Deno, workerd) on PostgreSQL',
    command: ['sh', '-c', 'npm run build:deno && npm run build:workerd && npm run test:edge'],
    when: () => !skipE2e && postgresAnswers(),
  },
]

type Outcome = { name: string; status: 'passed' | 'failed' | 'skipped' | 'not run'; seconds?: number; counts?: Counts }
const outcomes: Outcome[] = []
let failed = false

for (const step of steps) {
  if (failed) {
    outcomes.push({ name: step.name, status: 'not run' })
    continue
  }
  if (step.when && !step.when()) {
    outcomes.push({ name: step.name, status: 'skipped' })
    continue
  }
  console.log(`\n━━━ ${step.name} ━━━ $ ${step.command.join(' ')}\n`)
  const started = Date.now()
  const [command = '', ...rest] = step.command
  const result = spawnSync(command, rest, { cwd: root, stdio: 'inherit', env: { ...env, ...step.env } })
  const seconds = (Date.now() - started) / 1000
  if (result.error) console.error(`test: could not start ${command}: ${result.error.message}`)
  const ok = !result.error && result.status === 0
  outcomes.push({ name: step.name, status: ok ? 'passed' : 'failed', seconds, counts: step.counts?.() })
  if (!ok) failed = true
}
rmSync(reports, { recursive: true, force: true })

console.log('\n━━━ summary ━━━')
for (const o of outcomes) {
  const time = o.seconds === undefined ? '' : ` (${o.seconds.toFixed(1)} s)`
  const counts = o.counts ? `: ${o.counts.passed} passed, ${o.counts.failed} failed, ${o.counts.skipped} skipped` : ''
  console.log(`  ${o.status.padEnd(7)}  ${o.name}${time}${counts}`)
}
const total = outcomes.reduce<Counts>(
  (t, o) => ({
    passed: t.passed + (o.counts?.passed ?? 0),
    // A step that failed without counting tests (lint, typecheck, a crash) counts as one failure.
    failed: t.failed + (o.counts?.failed ?? 0) + (o.status === 'failed' && !o.counts?.failed ? 1 : 0),
    skipped: t.skipped + (o.counts?.skipped ?? 0),
    failures: [...t.failures, ...(o.counts?.failures ?? [])],
  }),
  { passed: 0, failed: 0, skipped: 0, failures: [] },
)
const totalSeconds = Math.round(outcomes.reduce((t, o) => t + (o.seconds ?? 0), 0))
console.log(`  total    ${Math.floor(totalSeconds / 60)} min ${totalSeconds % 60} s`)
const failedStep = outcomes.find((o) => o.status === 'failed')
if (failedStep) console.log(`\nFAILED at: ${failedStep.name}`)
// Which tests, by name: the end of a CI log is often all that is kept.
const shown = total.failures.slice(0, 20)
for (const f of shown) console.log(`  ✗ ${f}`)
if (total.failures.length > shown.length) console.log(`  … and ${total.failures.length - shown.length} more`)
// The closing line CI reads: keep it last and in this form.
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(failed ? 1 : 0)
