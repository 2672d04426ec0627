import journal from '../../../drizzle/meta/_journal.json'

// The Drizzle migrations compiled into the server bundle: Workers have no file system to read
// drizzle/ from at start. Same split and hash as drizzle-orm's readMigrationFiles, so Node and
// the edge builds share one __drizzle_migrations table and never apply a file twice.

export type BundledMigration = { sql: string[]; bps: boolean; folderMillis: number; hash: string }

const files = import.meta.glob<string>('../../../drizzle/*.sql', { query: '?raw', import: 'default', eager: true })

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')

export async function bundledMigrations(): Promise<BundledMigration[]> {
  return Promise.all(
    journal.entries.map(async (entry) => {
      const query = files[`../../../drizzle/${entry.tag}.sql`]
      if (query === undefined) throw new Error(`migration ${entry.tag}.sql is missing from the bundle`)
      return {
        sql: query.split('--> statement-breakpoint'),
        bps: entry.breakpoints,
        folderMillis: entry.when,
        hash: await sha256Hex(query),
      }
    }),
  )
}
