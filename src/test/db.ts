import { randomBytes } from 'node:crypto'
import { pgliteExtensions } from '~/db/pglite-extensions.server'
import {
  closeSync,
  existsSync,
  openAsBlob,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { connect } from '~/db/connect.server'
import * as schema from '~/db/schema'
import type { Db } from '~/db/types'
import { SEEDED_AT } from './seeded-at'

/** A database of its own for one test file (or one test): close it when done. */
export type TestDatabase = {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

export type TestDatabaseOptions = {
  /** Fill it with the demo shop (`seedDatabase`), as a first start of the app would, at `SEEDED_AT`. */
  seed?: boolean
}

/**
 * A fresh, migrated database: an in-memory PGlite, or — when `TEST_DATABASE_URL` names a
 * PostgreSQL server — a new database `soglia_test_<random>` on that server, dropped by `close()`.
 *
 * PGlite: booting and migrating costs ~4 s, so the first call of a kind (migrated / seeded)
 * in a test run builds it once, dumps its data folder and every later call, in any worker,
 * starts a copy of that dump (~0.6 s).
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL?.trim()
  return url ? createPostgresDatabase(url, options) : createPgliteDatabase(options)
}

// Seeded at a fixed time, so the template (built once per run) is the same on any day.
const seed = async (db: Db) => {
  const { seedDatabase } = await import('~/db/seed')
  await seedDatabase(db, () => {}, { now: SEEDED_AT })
}

// ---------------------------------------------------------------------------------------------
// PGlite: copies of a per-run template

type TemplateKind = 'migrated' | 'seeded'

/** This worker's templates; other workers (and later test files) share them through loadOrBuildTemplate's files. */
const templates = new Map<TemplateKind, Promise<Blob>>()

async function createPgliteDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const kind: TemplateKind = options.seed ? 'seeded' : 'migrated'
  let template = templates.get(kind)
  if (!template) {
    template = loadOrBuildTemplate(kind)
    templates.set(kind, template)
    template.catch(() => templates.delete(kind))
  }
  const client = await PGlite.create({ loadDataDir: await template, extensions: pgliteExtensions })
  // The same Drizzle options as connect() in src/db/connect.server.ts.
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

/**
 * Builds a template in memory: `migrated` the way the app opens its database (connect() and
 * its migrations), `seeded` from a copy of `migrated`, seeded.
 */
async function buildTemplate(kind: TemplateKind): Promise<Blob> {
  if (kind === 'seeded') {
    const database = await createPgliteDatabase({ seed: false })
    try {
      await seed(database.db)
      return await clientOf(database.db).dumpDataDir('none')
    } finally {
      await database.close()
    }
  }
  const database = await connect({ kind: 'pglite' })
  try {
    return await clientOf(database.db).dumpDataDir('none')
  } finally {
    await database.close()
  }
}

const clientOf = (db: Db) => (db as unknown as { $client: PGlite }).$client

/** The run's template folder (src/test/global-setup.ts); none outside Vitest's global setup. */
function templateDir(): string | undefined {
  try {
    return inject('testDbTemplateDir') || undefined
  } catch {
    return undefined
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The template from the run's folder; the first worker to need it builds it there (under a
 * lock file, so two workers do not both spend the 4 s) and the others wait for it.
 */
async function loadOrBuildTemplate(kind: TemplateKind): Promise<Blob> {
  const dir = templateDir()
  if (!dir) return buildTemplate(kind)
  const file = join(dir, `${kind}.tar`)
  const lock = `${file}.lock`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (existsSync(file)) return (await openAsBlob(file)) as Blob
    let fd: number
    try {
      fd = openSync(lock, 'wx')
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      const holder = Number.parseInt(readFileSync(lock, 'utf8'), 10)
      if (Number.isInteger(holder) && holder !== process.pid && !isAlive(holder)) rmSync(lock, { force: true })
      else if (Date.now() > deadline)
        return buildTemplate(kind) // the builder is stuck: do without
      else await sleep(100)
      continue
    }
    writeSync(fd, String(process.pid))
    closeSync(fd)
    try {
      const blob = await buildTemplate(kind)
      const partial = `${file}.${process.pid}.partial`
      writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()))
      renameSync(partial, file)
      return blob
    } finally {
      rmSync(lock, { force: true })
    }
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: one database per call

async function onServer(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

async function createPostgresDatabase(adminUrl: string, options: TestDatabaseOptions): Promise<TestDatabase> {
  const name = `soglia_test_${randomBytes(6).toString('hex')}`
  const kind: TemplateKind = options.seed ? 'seeded' : 'migrated'
  const template = await postgresTemplate(adminUrl, kind)
  await createDatabase(adminUrl, name, template)
  // Our connections are closing when close() drops it: wait for them rather than terminate
  // them (a terminated connection reports an error), forcing only as a last resort.
  const drop = () => dropDatabase(adminUrl, name)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  let database: Awaited<ReturnType<typeof connect>>
  try {
    // A copy of a template is migrated (and seeded) already; connect() still runs the migrations,
    // finding none to apply, and seeds only where no template could be made (outside Vitest).
    const prepare = options.seed && !template ? seed : undefined
    database = await connect({ kind: 'postgres', url: url.toString(), poolSize: 4 }, prepare)
  } catch (e) {
    await drop().catch(() => {})
    throw e
  }
  let closed = false
  return {
    db: database.db,
    kind: 'postgres',
    close: async () => {
      if (closed) return
      closed = true
      await database.close()
      await drop()
    },
  }
}

const STILL_IN_USE = '55006' // object_in_use: a connection to it is still closing

async function retryWhileInUse(run: () => Promise<void>, attempts = 40) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (e) {
      if ((e as { code?: string }).code !== STILL_IN_USE || attempt >= attempts) throw e
      await sleep(50)
    }
  }
}

const createDatabase = (adminUrl: string, name: string, template: string | undefined) =>
  retryWhileInUse(() => onServer(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`))

async function dropDatabase(adminUrl: string, name: string) {
  try {
    await retryWhileInUse(() => onServer(adminUrl, `drop database if exists "${name}"`))
  } catch (e) {
    if ((e as { code?: string }).code !== STILL_IN_USE) throw e
    await onServer(adminUrl, `drop database if exists "${name}" with (force)`)
  }
}

/** The run's id (src/test/global-setup.ts), which names its PostgreSQL templates; none outside Vitest. */
function runId(): string | undefined {
  try {
    return inject('testRunId') || undefined
  } catch {
    return undefined
  }
}

/** The PostgreSQL templates of a run: `soglia_tpl_<run>_<kind>`, dropped by the global teardown. */
const postgresTemplatePrefix = (run: string) => `soglia_tpl_${run}_`

const postgresTemplates = new Map<TemplateKind, Promise<string | undefined>>()

/**
 * Issue 40: migrating (~2 s) and seeding (~3–5 s) every test file's database was most of the
 * PostgreSQL pass. The first worker that needs a kind builds it once per run, as a database of
 * its own, and every call copies it with `CREATE DATABASE … TEMPLATE` (a file copy, ~0.2 s).
 * Undefined outside a Vitest run: each database is then migrated and seeded on its own.
 */
function postgresTemplate(adminUrl: string, kind: TemplateKind): Promise<string | undefined> {
  const run = runId()
  if (!run) return Promise.resolve(undefined)
  let template = postgresTemplates.get(kind)
  if (!template) {
    template = buildPostgresTemplate(adminUrl, `${postgresTemplatePrefix(run)}${kind}`, kind)
    postgresTemplates.set(kind, template)
    template.catch(() => postgresTemplates.delete(kind))
  }
  return template
}

async function buildPostgresTemplate(adminUrl: string, name: string, kind: TemplateKind): Promise<string> {
  // The workers share the server: an advisory lock (held by this admin session, released when it
  // ends, even by a crash) lets one build while the others wait, then find it built.
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name])
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (exists.rowCount) return name
    // Built under another name and renamed when complete, so a half-built one is never copied.
    const partial = `${name}_partial`
    await dropDatabase(adminUrl, partial)
    const from = kind === 'seeded' ? await postgresTemplate(adminUrl, 'migrated') : undefined
    await createDatabase(adminUrl, partial, from)
    const url = new URL(adminUrl)
    url.pathname = `/${partial}`
    // Two connections: connect() holds one for its start-up lock while it migrates on the other.
    const database = await connect(
      { kind: 'postgres', url: url.toString(), poolSize: 2 },
      kind === 'seeded' ? seed : undefined,
    )
    await database.close()
    await retryWhileInUse(() => onServer(adminUrl, `alter database "${partial}" rename to "${name}"`))
    return name
  } finally {
    await admin.end()
  }
}
