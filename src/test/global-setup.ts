import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  interface ProvidedContext {
    /** A folder for this run's database templates (see src/test/db.ts); removed at the end. */
    testDbTemplateDir: string
    /** Names this run's PostgreSQL template databases (`soglia_tpl_<id>_<kind>`, src/test/db.ts). */
    testRunId: string
  }
}

/**
 * Vitest global setup: gives the test workers of this run one folder where the first worker
 * that needs a migrated (or seeded) in-memory database leaves its dump for the others, and —
 * on PostgreSQL (TEST_DATABASE_URL) — an id for the template databases they build on the
 * server, which the teardown drops.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'soglia-test-db-'))
  const run = randomBytes(4).toString('hex')
  project.provide('testDbTemplateDir', dir)
  project.provide('testRunId', run)
  return async () => {
    rmSync(dir, { recursive: true, force: true })
    const url = process.env.TEST_DATABASE_URL?.trim()
    if (url) await dropTemplates(url, `soglia_tpl_${run}_`)
  }
}

async function dropTemplates(adminUrl: string, prefix: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    )
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`)
  } finally {
    await client.end()
  }
}
