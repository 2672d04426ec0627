import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Values shared by everything one incoming read (GET/HEAD) does, and nothing else (issue 15,
 * decision 044): a signed-in page reaches the in-process API several times (the shell, the
 * session, the page's loaders), and each of those used to read the data version and resolve the
 * session again. Inside a scope, the first read is shared by the rest of the request. Never
 * across requests: a change or a revoked session committed before a request is seen by it.
 * Only reads open a scope (src/server.ts): a request that writes must see its own writes.
 */
const storage = new AsyncLocalStorage<Map<unknown, Promise<unknown>>>()

export function withRequestScope<T>(run: () => T): T {
  return storage.run(new Map(), run)
}

/** `make()` once per request scope and key (`key` may be an object, e.g. a database handle); outside a scope, every time. A failure is not kept. */
export function perRequest<T>(key: unknown, make: () => Promise<T>): Promise<T> {
  const scope = storage.getStore()
  if (!scope) return make()
  let value = scope.get(key) as Promise<T> | undefined
  if (!value) {
    value = make()
    scope.set(key, value)
    value.catch(() => scope.delete(key))
  }
  return value
}

/** Whether this request scope has a value for `key`; true outside a scope, where there is nothing to share or prime. */
export function hasPerRequest(key: unknown): boolean {
  return storage.getStore()?.has(key) ?? true
}

/**
 * Gives this request scope a value for `key` that another statement of the request read
 * anyway (decision 048: the data version read with the session). A value already there stays.
 */
export function primePerRequest<T>(key: unknown, value: T): void {
  const scope = storage.getStore()
  if (scope && !scope.has(key)) scope.set(key, Promise.resolve(value))
}
