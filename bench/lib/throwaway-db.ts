// A PostgreSQL database made for one benchmark run and dropped at its end.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export type ThrowawayDb = { name: string; url: string; drop: () => Promise<void> }

/** Creates `soglia_bench_<prefix>_<random>` on the server of `adminUrl`. */
export async function createThrowawayDb(prefix: string, adminUrl = DEFAULT_ADMIN_URL): Promise<ThrowawayDb> {
  const name = `soglia_bench_${prefix}_${randomBytes(4).toString('hex')}`
  await onServer(adminUrl, `create database "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop: () => onServer(adminUrl, `drop database if exists "${name}" with (force)`) }
}
