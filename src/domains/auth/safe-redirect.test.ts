import { describe, expect, it } from 'vitest'
import { safeRedirect } from './guards'

describe('safeRedirect', () => {
  it('keeps paths of the shop with their query and fragment', () => {
    expect(safeRedirect('/negozio/maniglie/maniglia-roma?variant=2#acquista')).toBe(
      '/negozio/maniglie/maniglia-roma?variant=2#acquista',
    )
    expect(safeRedirect('/')).toBe('/')
    expect(safeRedirect('/en/shop')).toBe('/en/shop')
  })

  it.each([
    ['absolute URL', 'https://evil.example/'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash', '/\\evil.example'],
    ['backslash later', '/a\\b'],
    ['javascript:', 'javascript:alert(1)'],
    ['tab inside', '/\t/evil.example'],
    ['newline', '/a\nb'],
    ['relative', 'negozio'],
    ['empty', ''],
    ['not a string', 42],
    ['too long', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_label, target) => {
    expect(safeRedirect(target)).toBeUndefined()
  })
})
