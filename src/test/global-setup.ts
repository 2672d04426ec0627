import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  interface ProvidedContext {
    /** A folder for this run's database templates (see src/test/db.ts); removed at the end. */
    testDbTemplateDir: string
  }
}

/**
 * Vitest global setup: gives the test workers of this run one folder where the first worker
 * that needs a migrated (or seeded) in-memory database leaves its dump for the others.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'soglia-test-db-'))
  project.provide('testDbTemplateDir', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
