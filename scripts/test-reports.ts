// Reading the Vitest and Playwright JSON reports for scripts/test.ts's summary: the counts, and
// the names of what failed, so the tail of a CI log (often all that is kept) says which test broke.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'

export type Counts = { passed: number; failed: number; skipped: number; failures: string[] }

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** The first line of a failure message, without colour codes, cut to one readable line. */
function firstLine(message: string | undefined): string {
  const line =
    (message ?? '')
      // oxlint-disable-next-line no-control-regex -- the reporters' messages carry ANSI colours
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((l) => l.trim() !== '') ?? ''
  const trimmed = line.trim()
  return trimmed.length > 160 ? `${trimmed.slice(0, 157)}…` : trimmed
}

type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults?: {
    name: string
    status: string
    message?: string
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[]
  }[]
}

/** Vitest's JSON report (Jest's format); a file that failed to load counts as one failure. */
export function vitestCounts(file: string, root: string): Counts | undefined {
  const r = readJson(file) as VitestReport | undefined
  if (!r) return undefined
  const failures: string[] = []
  let brokenFiles = 0
  for (const f of r.testResults ?? []) {
    const path = relative(root, f.name)
    const failed = f.assertionResults.filter((a) => a.status === 'failed')
    for (const a of failed) failures.push(`${path} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`)
    if (f.status === 'failed' && failed.length === 0) {
      brokenFiles++
      failures.push(`${path} (did not run): ${firstLine(f.message)}`)
    }
  }
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + brokenFiles,
    skipped: r.numPendingTests + r.numTodoTests,
    failures,
  }
}

type PlaywrightSuite = {
  title: string
  file?: string
  specs?: { title: string; file: string; tests: { status: string; results: { error?: { message?: string } }[] }[] }[]
  suites?: PlaywrightSuite[]
}

function playwrightFailures(suites: PlaywrightSuite[], out: string[]): string[] {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue
        const error = test.results.findLast((result) => result.error)?.error
        out.push(`e2e/${spec.file} › ${spec.title}: ${firstLine(error?.message)}`)
      }
    }
    playwrightFailures(suite.suites ?? [], out)
  }
  return out
}

/** Playwright's JSON report: a flaky test passed on its retry. */
export function playwrightCounts(file: string): Counts | undefined {
  const r = readJson(file) as
    | { stats?: { expected: number; unexpected: number; flaky: number; skipped: number }; suites?: PlaywrightSuite[] }
    | undefined
  if (!r?.stats) return undefined
  return {
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
    failures: playwrightFailures(r.suites ?? [], []),
  }
}
