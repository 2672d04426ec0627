import type { Db } from './types'

/** An open database, whatever the runtime and engine (kept apart from connect.server.ts, which loads PGlite). */
export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** The embedded database as one consistent archive (PGlite's dumpDataDir, gzip); not on PostgreSQL. */
  dump?: () => Promise<Blob>
}
