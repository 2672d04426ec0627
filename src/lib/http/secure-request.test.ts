import { describe, expect, it } from 'vitest'
import { isSecureRequest } from '~/lib/http/secure-request.server'

// Issue 41: the session cookie's Secure flag may not be switched by a header anyone can send.
const behindProxy = (proto?: string) =>
  new Request('http://10.0.0.5:3000/account', { headers: proto ? { 'x-forwarded-proto': proto } : {} })

describe('isSecureRequest', () => {
  it('ignores X-Forwarded-Proto unless the proxy is trusted', () => {
    expect(isSecureRequest(behindProxy('https'), { PUBLIC_URL: undefined, TRUST_PROXY: false })).toBe(false)
    expect(isSecureRequest(behindProxy('https'), { PUBLIC_URL: undefined, TRUST_PROXY: true })).toBe(true)
    expect(isSecureRequest(behindProxy('http'), { PUBLIC_URL: undefined, TRUST_PROXY: true })).toBe(false)
  })

  it('is secure on TLS itself, or when the shop’s public address is https', () => {
    expect(isSecureRequest(new Request('https://shop.example/'), { PUBLIC_URL: undefined, TRUST_PROXY: false })).toBe(
      true,
    )
    expect(isSecureRequest(behindProxy(), { PUBLIC_URL: 'https://shop.example', TRUST_PROXY: false })).toBe(true)
    expect(isSecureRequest(behindProxy(), { PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: false })).toBe(false)
  })
})
