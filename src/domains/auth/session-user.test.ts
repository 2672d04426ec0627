import { describe, expect, it } from 'vitest'
import { needsOwnPrices } from './session-user.server'

// A signed-in visitor's catalogue reads go out without the token (and so through the API cache)
// only when the answer would be the anonymous one: base-tier roles without a parent account.
describe('needsOwnPrices', () => {
  it('is false for the roles that buy at list price', () => {
    for (const role of ['user', 'retailer', 'admin'] as const)
      expect(needsOwnPrices({ role, parent_id: null })).toBe(false)
  })

  it('is true for the trade tiers', () => {
    expect(needsOwnPrices({ role: 'reseller', parent_id: null })).toBe(true)
    expect(needsOwnPrices({ role: 'other', parent_id: null })).toBe(true)
  })

  it("is true for a retailer's sub-user, whose conditions the API derives from the parent account", () => {
    expect(needsOwnPrices({ role: 'user', parent_id: 7 })).toBe(true)
  })
})
