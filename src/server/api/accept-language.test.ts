import { describe, expect, it } from 'vitest'
import { pickLocale } from './accept-language'

const supported = ['it', 'en', 'es', 'fr', 'de', 'pt'] as const

describe('pickLocale', () => {
  it.each([
    [undefined, 'it'],
    ['', 'it'],
    ['en-US,en;q=0.9', 'en'],
    ['de-CH;q=0.8, fr;q=0.9', 'fr'],
    ['ja, zh;q=0.8', 'it'],
    ['*;q=0.5, pt-BR', 'pt'],
    ['en;q=0, es', 'es'],
    ['garbage;;;q=abc, de', 'de'],
  ])('%s → %s', (header, expected) => {
    expect(pickLocale(header, supported, 'it')).toBe(expected)
  })
})
