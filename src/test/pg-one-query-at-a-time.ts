import pg from 'pg'

// pg 8 queues a query sent to a connection that is still running one, with a deprecation
// warning; pg 9 refuses it. A transaction is one connection, so a `Promise.all` of queries on a
// transaction works today and breaks on the upgrade (decision 066). In the tests a second query on
// a busy connection fails at once, with the statement that was sent, instead of a warning that
// Node prints once per process and names no caller.
const query = pg.Client.prototype.query
type Busy = { _getActiveQuery(): unknown; _queryQueue: unknown[] }
pg.Client.prototype.query = function (this: pg.Client & Busy, ...args: unknown[]) {
  const sent = args[0] as string | { text?: string } | undefined
  const text = typeof sent === 'string' ? sent : sent?.text
  // Drizzle's rollback after that failure may find the first query still running: it is let
  // through to queue, as pg 8 does, so the connection goes back to the pool out of the transaction.
  if ((this._getActiveQuery() || this._queryQueue.length > 0) && !/^rollback\b/i.test(String(text))) {
    throw new Error(
      `A query on a connection that is still running another (a Promise.all on a transaction?): ${String(text).slice(0, 160)}`,
    )
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args)
} as typeof query
