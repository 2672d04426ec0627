import { describe, expect, it } from 'vitest'
import { imageUrl } from './image'
import { formatCents } from './money'

describe('imageUrl (spec §7)', () => {
  it('prefixes relative paths with the image host', () => {
    expect(imageUrl('/images/a.svg', 'https://cdn.example.com/', '/logo.svg')).toBe('https://cdn.example.com/images/a.svg')
    expect(imageUrl('images/a.svg', 'https://cdn.example.com', '/logo.svg')).toBe('https://cdn.example.com/images/a.svg')
  })
  it('keeps full URLs', () => {
    expect(imageUrl('https://x.test/a.png', 'https://cdn', '/logo.svg')).toBe('https://x.test/a.png')
  })
  it('falls back to the logo when missing', () => {
    expect(imageUrl(null, '', '/images/brand/logo.svg')).toBe('/images/brand/logo.svg')
    expect(imageUrl('  ', 'https://cdn', '/logo.svg')).toBe('https://cdn/logo.svg')
  })
})

describe('formatCents', () => {
  it('shows euro with two decimals', () => {
    expect(formatCents(123450, 'it').replace(/\s/g, ' ')).toBe('1.234,50 €')
    expect(formatCents(5, 'en')).toBe('€0.05')
    expect(formatCents(0, 'de').replace(/\s/g, ' ')).toBe('0,00 €')
  })
})
