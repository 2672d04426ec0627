import { describe, expect, it } from 'vitest'
import { isShopOrigin } from './shop-origin'

// Issue 41: the server functions' CSRF check behind a TLS proxy.
describe('isShopOrigin', () => {
  it('accepts the address the server was reached at and the public one', () => {
    expect(isShopOrigin('http://127.0.0.1:3000', 'http://127.0.0.1:3000/_serverFn/x', undefined)).toBe(true)
    expect(isShopOrigin('https://shop.example', 'http://10.0.0.5:3000/_serverFn/x', 'https://shop.example')).toBe(true)
  })

  it('refuses any other site, an opaque origin and a malformed public address', () => {
    expect(isShopOrigin('https://evil.example', 'http://10.0.0.5:3000/_serverFn/x', 'https://shop.example')).toBe(false)
    expect(isShopOrigin('null', 'http://10.0.0.5:3000/_serverFn/x', 'https://shop.example')).toBe(false)
    expect(isShopOrigin('https://shop.example', 'http://10.0.0.5:3000/_serverFn/x', 'not a url')).toBe(false)
  })
})
