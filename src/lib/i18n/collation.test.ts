import { describe, expect, it } from 'vitest'
import { collatorFor } from './collation'

describe('collatorFor', () => {
  it("is made once per locale and sorts by the locale's rules", () => {
    expect(collatorFor('it')).toBe(collatorFor('it'))
    expect(collatorFor('de')).not.toBe(collatorFor('it'))
    // Accented letters sort with their base letter, not after "z" as code points would.
    expect(['zona', 'èra', 'ala'].sort(collatorFor('it').compare)).toEqual(['ala', 'èra', 'zona'])
    expect(['Zürich', 'Über', 'Apfel'].sort(collatorFor('de').compare)).toEqual(['Apfel', 'Über', 'Zürich'])
  })
})
