import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { playwrightCounts, vitestCounts } from './test-reports.ts'

// The summary names what failed (the tail of a CI log is often all that is kept).
const dir = mkdtempSync(join(tmpdir(), 'test-reports-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function report(name: string, body: unknown): string {
  const file = join(dir, name)
  writeFileSync(file, JSON.stringify(body))
  return file
}

describe('vitestCounts', () => {
  it('counts and names each failed test and each file that did not load', () => {
    const file = report('vitest.json', {
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            {
              status: 'failed',
              fullName: 'a totals',
              failureMessages: ['\u001b[31mAssertionError: expected 2 to be 3\u001b[39m\n    at a.test.ts:4'],
            },
          ],
        },
        { name: '/repo/src/b.test.ts', status: 'failed', message: 'Cannot find module ./gone', assertionResults: [] },
        { name: '/repo/src/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'c' }] },
      ],
    })
    expect(vitestCounts(file, '/repo')).toEqual({
      passed: 3,
      failed: 2,
      skipped: 2,
      failures: [
        'src/a.test.ts › a totals: AssertionError: expected 2 to be 3',
        'src/b.test.ts (did not run): Cannot find module ./gone',
      ],
    })
  })

  it('is undefined without a report', () => {
    expect(vitestCounts(join(dir, 'none.json'), '/repo')).toBeUndefined()
  })
})

describe('playwrightCounts', () => {
  it('counts a flaky test as passed and names only the unexpected ones, in nested suites', () => {
    const file = report('playwright.json', {
      stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 },
      suites: [
        {
          title: 'cart.spec.ts',
          specs: [
            {
              title: 'adds a door',
              file: 'cart.spec.ts',
              tests: [{ status: 'flaky', results: [{ error: { message: 'first try' } }, {}] }],
            },
          ],
          suites: [
            {
              title: 'checkout',
              specs: [
                {
                  title: 'pays by card',
                  file: 'checkout.spec.ts',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        { error: { message: 'Timeout 1' } },
                        { error: { message: '\n  Error: Timeout 2\n  more' } },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    })
    expect(playwrightCounts(file)).toEqual({
      passed: 6,
      failed: 1,
      skipped: 2,
      failures: ['e2e/checkout.spec.ts › pays by card: Error: Timeout 2'],
    })
  })
})
