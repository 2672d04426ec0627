import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './env.server'

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, DATA_DIR: './data', LOG_LEVEL: 'info', IMAGE_HOST: '' })
    expect(parseEnv({}).DATABASE_URL).toBeUndefined()
  })

  it('lists every bad variable at once', () => {
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', SMTP_URL: 'http://mail' })
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError)
      const problems = (e as ConfigError).problems.join('\n')
      for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SMTP_URL']) expect(problems).toContain(name)
    }
  })

  it('trusts X-Forwarded-For only when told to', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false)
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false)
    expect(() => parseEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/)
  })

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', API_URL: ' ' })).toMatchObject({ DATABASE_URL: undefined, API_URL: undefined })
  })
})
