import { describe, expect, it } from 'vitest'
import { pickClientIp } from './client-ip.server'

describe('the visitor address', () => {
  it('is the socket address unless a proxy is trusted', () => {
    expect(pickClientIp('10.0.0.2', '198.51.100.9', false)).toBe('10.0.0.2')
    expect(pickClientIp('10.0.0.2', null, true)).toBe('10.0.0.2')
  })

  it('behind a trusted proxy is the entry the proxy appended, not one the client wrote', () => {
    expect(pickClientIp('10.0.0.2', '198.51.100.9', true)).toBe('198.51.100.9')
    expect(pickClientIp('10.0.0.2', '6.6.6.6, 198.51.100.9', true)).toBe('198.51.100.9')
    expect(pickClientIp('10.0.0.2', ' , ', true)).toBe('10.0.0.2')
  })
})
