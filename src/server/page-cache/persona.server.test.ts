import { describe, expect, it } from 'vitest'
import type { User } from '~/domains/auth/auth.schemas'
import { servesCustomer, standIn, standInCallerOf, standInOf, standInPolicy, standInRequest } from './persona.server'

// The request a customer's shared page is rendered from (decisions 050, 051), and its cache key.
const customer: User = {
  id: 2,
  name: 'Giulia Conti',
  email: 'cliente@soglia.test',
  role: 'user',
  email_verified: true,
  parent_id: null,
  locale: 'it',
}

describe('the stand-in request and its cache key', () => {
  const request = new Request('http://shop.test/negozio/porte-interne?f=a', {
    headers: {
      cookie: 'soglia_consent=x; soglia_session=secret-token; other=1',
      'accept-encoding': 'br',
      'accept-language': 'it',
    },
  })

  it('carries no session and no encoding, and is the only request that names a stand-in', () => {
    const shared = standInRequest(request, customer, 'user')
    expect(shared.headers.get('cookie')).not.toContain('secret-token')
    expect(shared.headers.get('cookie')).toContain('soglia_consent=x')
    expect(shared.headers.get('accept-encoding')).toBeNull()
    expect(standInOf(shared)).toEqual(standIn(customer))
    expect(standInOf(request)).toBeUndefined()
    expect(standInCallerOf(request)).toBeUndefined()
    expect(standInOf(new Request(shared.url, { headers: shared.headers }))).toBeUndefined()
  })

  it('keys by the anonymous page plus role, price tier, verification and language; never a private page but checkout, nor a request with a session', () => {
    const policy = standInPolicy(customer, 'user')
    const shared = standInRequest(request, customer, 'user')
    const key = policy.key(shared, Date.now())
    expect(key).toMatch(/^shop\.test\/negozio\/porte-interne\?f=a\|consent=.*\|customer=user:base:verified:it$/)
    expect(standInPolicy({ ...customer, role: 'reseller' }, 'reseller').key(shared, Date.now())).toMatch(
      /\|customer=reseller:reseller:verified:it$/,
    )
    expect(standInPolicy({ ...customer, parent_id: 9 }, 'retailer').key(shared, Date.now())).toMatch(
      /\|customer=user\+sub:base:verified:it$/,
    )
    expect(standInPolicy({ ...customer, parent_id: 9 }, 'reseller').key(shared, Date.now())).toMatch(
      /\|customer=user\+sub:reseller:verified:it$/,
    )
    expect(standInPolicy({ ...customer, email_verified: false }, 'user').key(shared, Date.now())).not.toBe(key)
    expect(policy.key(request, Date.now())).toBeNull()
    const keyOf = (path: string) =>
      policy.key(
        standInRequest(new Request(`http://shop.test${path}`, { headers: request.headers }), customer, 'user'),
        Date.now(),
      )
    for (const path of [
      '/account/orders',
      '/checkout/complete',
      '/administration',
      '/login',
      '/api/products',
      '/en/checkout/complete',
    ])
      expect(keyOf(path), path).toBeNull()
    // Checkout's render holds nothing of the customer but the name: its cart and addresses come from the browser.
    expect(keyOf('/checkout')).toMatch(/^shop\.test\/checkout\|consent=.*\|customer=user:base:verified:it$/)
    expect(keyOf('/en/checkout')).not.toBeNull()
    expect(policy.key(new Request(shared.url, { headers: { authorization: 'Bearer x' } }), Date.now())).toBeNull()
  })

  it('serves every shopper, sub-accounts included, but not the administrator', () => {
    for (const role of ['user', 'retailer', 'reseller', 'other'] as const) expect(servesCustomer({ role })).toBe(true)
    expect(servesCustomer({ role: 'admin' })).toBe(false)
  })

  it('reads the catalogue as the stand-in of the price role: no one’s id, a sentinel parent for a sub-account', () => {
    const reseller = standInRequest(request, { ...customer, id: 41, role: 'reseller' }, 'reseller')
    expect(standInOf(reseller)).toMatchObject({ role: 'reseller', parent_id: null })
    expect(standInCallerOf(reseller)).toEqual({
      id: standInOf(reseller)!.id,
      role: 'reseller',
      parentId: null,
      priceRole: 'reseller',
    })
    expect(standInOf(reseller)!.id).not.toBe(41)
    const staff = standInRequest(request, { ...customer, id: 7, parent_id: 3 }, 'retailer')
    const shared = standInOf(staff)!
    expect(shared.parent_id).not.toBeNull()
    expect([shared.id, shared.parent_id]).not.toContain(3)
    expect(standInCallerOf(staff)).toEqual({
      id: shared.id,
      role: 'user',
      parentId: shared.parent_id,
      priceRole: 'retailer',
    })
  })
})
