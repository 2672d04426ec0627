import { afterEach, describe, expect, it, vi } from 'vitest'
import { plural } from '~/paraglide/registry.js'

// scripts/compile-messages.ts rewrites the compiled registry so plural() keeps one
// Intl.PluralRules per locale and options instead of building one per call (a hot path: every
// product count and cart badge).
describe('plural()', () => {
  afterEach(() => vi.restoreAllMocks())

  it('gives each locale its own categories', () => {
    expect(plural('it', 1)).toBe('one')
    expect(plural('it', 2)).toBe('other')
    expect(plural('fr', 0)).toBe('one') // French counts 0 as singular
    expect(plural('en', 1, { type: 'ordinal' })).toBe('one')
    expect(plural('en', 2, { type: 'ordinal' })).toBe('two')
  })

  it('builds the rules once per locale and options', () => {
    plural('de', 1)
    plural('de', 1, { type: 'ordinal' })
    const made = vi.spyOn(Intl, 'PluralRules')
    for (let n = 0; n < 50; n++) {
      plural('de', n)
      plural('de', n, { type: 'ordinal' })
    }
    expect(made).not.toHaveBeenCalled()
  })
})
