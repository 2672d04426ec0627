import { describe, expect, it } from 'vitest'
import { isDatabaseUnreachable } from './reachability'

// Issue 41: what counts as "the database cannot be reached" (a 503), and what stays a bug (a 500).
describe('isDatabaseUnreachable', () => {
  it('recognises refused, reset and timed-out connections and the server shutting down, through causes', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause })
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      wrapped(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
      wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''),
    ])
      expect(isDatabaseUnreachable(error), String(error)).toBe(true)
  })

  it('leaves query errors and bugs alone', () => {
    for (const error of [
      new Error('relation "x" does not exist'),
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      new TypeError('x is undefined'),
      null,
      'text',
    ]) {
      expect(isDatabaseUnreachable(error)).toBe(false)
    }
  })
})
