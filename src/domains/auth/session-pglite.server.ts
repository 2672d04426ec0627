import { getTableColumns } from 'drizzle-orm'
import { users } from '~/db/schema'
import type { Db } from '~/db/types'
import type { UserRow } from './users.server'

// PGlite: the session check as a statement prepared once on its one connection and run with
// EXECUTE (decision 048). A parameterised query on PGlite is described, parsed and planned on
// every call (~0.6 ms of WebAssembly for this three-table join); EXECUTE of a prepared plan takes
// about a quarter of that. EXECUTE takes no protocol parameters, so the two values are written
// into the statement: both are made here, never by the caller (a SHA-256 hex digest and an ISO
// timestamp), and checked to be exactly that before use.

type Exec = { exec: (query: string) => Promise<Array<{ rows: Array<Record<string, unknown>> }>> }
const STATEMENT = 'soglia_session'
const userColumns = Object.entries(getTableColumns(users)).map(([key, column]) => ({
  key,
  column,
  // `casing: 'snake_case'`: a column declared without a name is named after its key.
  name: column.keyAsName ? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : column.name,
}))
const PREPARE = `prepare ${STATEMENT}(text, timestamptz) as select ${userColumns.map((c) => `u.${c.name} as "u_${c.key}"`).join(', ')},
  p.role as parent_role, p.disabled_at as parent_disabled, s.id as session_id, s.created_at, s.last_used_at
  from sessions s join users u on u.id = s.user_id left join users p on p.id = u.parent_id
  where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and u.disabled_at is null limit 1`

const HASH = /^[0-9a-f]{64}$/
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

/** The PGlite client behind a handle (not a transaction, not node-postgres), or null. */
function pgliteOf(db: Db): Exec | null {
  const client = (db as unknown as { $client?: Record<string, unknown> }).$client
  return client && typeof client.exec === 'function' && typeof client.dumpDataDir === 'function'
    ? (client as unknown as Exec)
    : null
}

const prepared = new WeakMap<Exec, Promise<boolean>>()

export type SessionRow = {
  user: UserRow
  parentRole: UserRow['role'] | null
  parentDisabled: Date | null
  sessionId: number
  createdAt: Date
  lastUsedAt: Date
}

/**
 * The session row for a token hash on PGlite, or `undefined` when this path does not apply
 * (node-postgres, a transaction, the statement could not be prepared): then the caller runs
 * its Drizzle query. `null`: no live session.
 */
export async function pgliteSessionRow(db: Db, tokenHash: string, now: Date): Promise<SessionRow | null | undefined> {
  const client = pgliteOf(db)
  const at = now.toISOString()
  if (!client || !HASH.test(tokenHash) || !ISO.test(at)) return undefined
  let ready = prepared.get(client)
  if (!ready) {
    ready = client.exec(PREPARE).then(
      () => true,
      () => false,
    )
    prepared.set(client, ready)
  }
  if (!(await ready)) return undefined
  let rows: Array<Record<string, unknown>>
  try {
    rows = (await client.exec(`execute ${STATEMENT}('${tokenHash}', '${at}')`))[0]?.rows ?? []
  } catch {
    prepared.delete(client) // e.g. the connection was reset: prepare again next time
    return undefined
  }
  const row = rows[0]
  if (!row) return null
  const user = Object.fromEntries(
    userColumns.map(({ key, column }) => {
      const value = row[`u_${key}`]
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)]
    }),
  ) as UserRow
  return {
    user,
    parentRole: (row.parent_role as UserRow['role'] | null) ?? null,
    parentDisabled: row.parent_disabled ? new Date(row.parent_disabled as string | Date) : null,
    sessionId: Number(row.session_id),
    createdAt: new Date(row.created_at as string | Date),
    lastUsedAt: new Date(row.last_used_at as string | Date),
  }
}
