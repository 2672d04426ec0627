import { describe, expect, it } from 'vitest'
import { imageUrl, responsiveImage } from './image'
import { centsToDecimal, formatCents } from './money'

describe('imageUrl (spec §7)', () => {
  it('prefixes relative paths with the image host', () => {
    expect(imageUrl('/images/a.svg', 'https://cdn.example.com/', '/logo.svg')).toBe(
      'https://cdn.example.com/images/a.svg',
    )
    expect(imageUrl('images/a.svg', 'https://cdn.example.com', '/logo.svg')).toBe(
      'https://cdn.example.com/images/a.svg',
    )
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

describe('responsiveImage', () => {
  const sizes = '100vw'
  it('gives our raster images a srcset of the resized widths up to their own width', () => {
    const img = responsiveImage('/images/products/door.jpg', '', '/logo.svg', { sizes, width: 800 })
    expect(img.src).toBe('/images/products/door.jpg')
    expect(img.srcSet).toBe(
      '/images/w/160/products/door.jpg 160w, /images/w/320/products/door.jpg 320w, /images/w/480/products/door.jpg 480w, /images/w/640/products/door.jpg 640w',
    )
    expect(img.sizes).toBe(sizes)
  })

  it('keeps relative paths on IMAGE_HOST, srcset included', () => {
    const img = responsiveImage('images/a.png', 'https://cdn.example.com/', '/logo.svg', { sizes })
    expect(img.src).toBe('https://cdn.example.com/images/a.png')
    expect(img.srcSet?.split(', ')[0]).toBe('https://cdn.example.com/images/w/160/a.png 160w')
  })

  it('leaves SVGs, other hosts and paths outside /images/ alone', () => {
    expect(responsiveImage('/images/products/door.svg', '', '/logo.svg', { sizes })).toEqual({
      src: '/images/products/door.svg',
    })
    expect(responsiveImage('https://x.test/images/a.png', '', '/logo.svg', { sizes })).toEqual({
      src: 'https://x.test/images/a.png',
    })
    expect(responsiveImage('//x.test/images/a.png', '', '/logo.svg', { sizes })).toEqual({
      src: '//x.test/images/a.png',
    })
    expect(responsiveImage('/uploads/a.png', '', '/logo.svg', { sizes })).toEqual({ src: '/uploads/a.png' })
    expect(responsiveImage(null, '', '/images/brand/logo.svg', { sizes })).toEqual({ src: '/images/brand/logo.svg' })
  })
})

describe('centsToDecimal', () => {
  it('writes cents as a plain decimal without float maths', () => {
    expect(centsToDecimal(123450)).toBe('1234.50')
    expect(centsToDecimal(5)).toBe('0.05')
    expect(centsToDecimal(0)).toBe('0.00')
    expect(centsToDecimal(-1999)).toBe('-19.99')
    expect(centsToDecimal(900719925474099)).toBe('9007199254740.99')
  })
})
