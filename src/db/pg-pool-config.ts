import type { PoolConfig } from 'pg'

/**
 * How the app's PostgreSQL connections are opened, on Node and on the edge runtimes alike.
 *
 * JIT compilation is off for them (decision 071): the shop's statements are short, and when the
 * planner's estimate passes `jit_above_cost` (a recursive CTE, or tables not analyzed yet) the
 * server compiled a statement for 50–330 ms that runs in under 1 ms, on every order. An
 * `options` parameter in `DATABASE_URL` wins over this one (pg reads the URL last).
 */
export function pgPoolConfig(url: string, max: number): PoolConfig {
  // A server that does not answer (host down, packets dropped) fails a connect in 5 s instead of
  // leaving the request hanging: it is answered 503 and the next one tries again (issue 41).
  return { connectionString: url, max, options: '-c jit=off', connectionTimeoutMillis: 5_000 }
}
