import { beforeEach, describe, expect, it } from 'vitest'
import { resetForTest, restoresScroll } from './scroll-at-hydration'

describe('restoresScroll', () => {
  beforeEach(resetForTest)
  it('leaves a window the visitor scrolled before hydration where it is, then restores on every navigation', () => {
    expect(restoresScroll({ scrollX: 0, scrollY: 389 })).toBe(false)
    expect(restoresScroll({ scrollX: 0, scrollY: 389 })).toBe(true)
    expect(restoresScroll({ scrollX: 0, scrollY: 0 })).toBe(true)
  })
  it('restores at hydration when the window is at the top (a saved position, a hash)', () => {
    expect(restoresScroll({ scrollX: 0, scrollY: 0 })).toBe(true)
    expect(restoresScroll({ scrollX: 0, scrollY: 500 })).toBe(true)
  })
  it('restores on the server', () => {
    expect(restoresScroll(undefined)).toBe(true)
  })
})
