import type { Db } from '~/db/types'

/**
 * Calls `record` with the text of every statement that reaches the driver of `db`:
 * `$client.query` (node-postgres, PGlite) and `$client.exec` (PGlite's prepared session check,
 * decision 048). For tests that count round trips.
 */
export function recordStatements(db: Db, record: (text: string) => void): void {
  const client = (db as unknown as { $client: Record<'query' | 'exec', ((...a: unknown[]) => unknown) | undefined> })
    .$client
  for (const method of ['query', 'exec'] as const) {
    const original = client[method]?.bind(client)
    if (!original) continue
    client[method] = (...a: unknown[]) => {
      const first = a[0] as string | { text?: string }
      record(typeof first === 'string' ? first : (first.text ?? ''))
      return original(...a)
    }
  }
}
