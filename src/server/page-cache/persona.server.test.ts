import { describe, expect, it } from 'vitest'
import type { User } from '~/domains/auth/auth.schemas'
import { servesCustomer, standIn, standInCaller, standInOf, standInPolicy, standInRequest } from './persona.server'

// The request a customer's shared page is rendered from (decisions 050, 051), and its cache key.
const customer: User = { id: 2, name: 'Giulia Conti', email: 'cliente@soglia.test', role: 'user', email_verified: true, parent_id: null, locale: 'it' }

describe('the stand-in request and its cache key', () => {
  const request = new Request('http://shop.test/negozio/porte-interne?f=a', {
    headers: { cookie: 'soglia_consent=x; soglia_session=secret-token; other=1', 'accept-encoding': 'br', 'accept-language': 'it' },
  })

  it('carries no session and no encoding, and is the only request that names a stand-in', () => {
    const shared = standInRequest(request, customer)
    expect(shared.headers.get('cookie')).not.toContain('secret-token')
    expect(shared.headers.get('cookie')).toContain('soglia_consent=x')
    expect(shared.headers.get('accept-encoding')).toBeNull()
    expect(standInOf(shared)).toEqual(standIn(customer))
    expect(standInOf(request)).toBeUndefined()
    expect(standInOf(new Request(shared.url, { headers: shared.headers }))).toBeUndefined()
  })

  it('keys by the anonymous page plus role, verification and language; never a private page but checkout, nor a request with a session', () => {
    const policy = standInPolicy(customer)
    const key = policy.key(standInRequest(request, customer), Date.now())
    expect(key).toMatch(/^shop\.test\/negozio\/porte-interne\?f=a\|consent=.*\|customer=user:verified:it$/)
    expect(standInPolicy({ ...customer, role: 'reseller' }).key(standInRequest(request, customer), Date.now())).toMatch(/\|customer=reseller:verified:it$/)
    expect(standInPolicy({ ...customer, email_verified: false }).key(standInRequest(request, customer), Date.now())).not.toBe(key)
    expect(policy.key(request, Date.now())).toBeNull()
    const keyOf = (path: string) => policy.key(standInRequest(new Request(`http://shop.test${path}`, { headers: request.headers }), customer), Date.now())
    for (const path of ['/account/orders', '/checkout/complete', '/administration', '/login', '/api/products', '/en/checkout/complete']) expect(keyOf(path), path).toBeNull()
    // Checkout's render holds nothing of the customer but the name: its cart and addresses come from the browser.
    expect(keyOf('/checkout')).toMatch(/^shop\.test\/checkout\|consent=.*\|customer=user:verified:it$/)
    expect(keyOf('/en/checkout')).not.toBeNull()
    expect(policy.key(new Request(standInRequest(request, customer).url, { headers: { authorization: 'Bearer x' } }), Date.now())).toBeNull()
  })

  it('serves shoppers with an account of their own, of every role but the administrator', () => {
    for (const role of ['user', 'retailer', 'reseller', 'other'] as const) {
      expect(servesCustomer({ ...customer, role })).toBe(true)
      expect(servesCustomer({ ...customer, role, parent_id: 3 })).toBe(false)
    }
    expect(servesCustomer({ ...customer, role: 'admin' })).toBe(false)
  })

  it('reads the catalogue as the role’s stand-in: its price tier, no one’s id', () => {
    const reseller: User = { ...customer, id: 41, role: 'reseller' }
    const shared = standInOf(standInRequest(request, reseller))!
    expect(shared).toMatchObject({ role: 'reseller', parent_id: null })
    expect(shared.id).not.toBe(reseller.id)
    expect(standInCaller(shared)).toEqual({ id: shared.id, role: 'reseller', parentId: null, priceRole: 'reseller' })
  })
})
