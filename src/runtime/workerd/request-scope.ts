import { AsyncLocalStorage } from 'node:async_hooks'
import type { Db } from '~/db/types'

// A Worker may not use a socket opened by another request (workerd cancels the request as
// hung), and has no process to run work after the answer. So each request gets a scope
// (./startup.ts): its own PostgreSQL connections, opened on first use and closed once its answer
// is sent and its background work (waitUntil) is done.

export type Scope = {
  waitUntil?: (promise: Promise<unknown>) => void
  connection?: { db: Db; close: () => Promise<void> }
  /** Background work started by this request (the job queue), awaited before the pool closes. */
  pending: Promise<unknown>[]
}

const key = Symbol.for('soglia.workerd.scope')
const registry = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<Scope> }
export const requestScope = (registry[key] ??= new AsyncLocalStorage<Scope>())

/** Keeps the Worker alive until `promise` settles (when called inside a request). */
export function afterAnswer(promise: Promise<unknown>): void {
  const guarded = promise.catch((error: unknown) => console.error('background work failed', error))
  const scope = requestScope.getStore()
  scope?.pending.push(guarded)
  scope?.waitUntil?.(guarded)
}

/** This request's database, opened on first use with `open`. */
export function scopedDb(open: () => { db: Db; close: () => Promise<void> }): Db {
  const scope = requestScope.getStore()
  if (!scope) throw new Error('database used outside a request on Workers')
  scope.connection ??= open()
  return scope.connection.db
}

/**
 * A Db that is, at every use, the current request's (drizzle's query builders are created
 * per call, so forwarding each property read to the request's instance is enough).
 */
export function requestBoundDb(current: () => Db): Db {
  return new Proxy({} as Db, {
    get(_target, property) {
      const db = current()
      const value = Reflect.get(db, property, db) as unknown
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(db) : value
    },
  })
}
