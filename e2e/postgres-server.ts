import { existsSync, readdirSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import pg from 'pg'

// Whether the e2e specs that need a PostgreSQL server (several app processes on one database)
// can run, with the same rule as .ci/run's PostgreSQL pass: a machine that has PostgreSQL must
// run them (a skip there is a failure, not a green run); CI_ALLOW_PG_SKIP=1 opts out knowingly.

export const ADMIN_URL = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

function installed(): boolean {
  const onPath = (bin: string) => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0
  if (['postgres', 'pg_ctlcluster', 'psql'].some(onPath) || existsSync('/etc/postgresql')) return true
  try {
    return readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/postgres`))
  } catch {
    return false
  }
}

/** null when the server answers; else why the specs cannot run, and whether that may be a skip. */
export async function postgresUnavailable(): Promise<{ reason: string; mayskip: boolean } | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return null
  } catch (e) {
    const reason = `no PostgreSQL at ${ADMIN_URL} (${(e as Error).message})`
    return { reason, mayskip: !installed() || process.env.CI_ALLOW_PG_SKIP === '1' }
  } finally {
    await client.end().catch(() => undefined)
  }
}
