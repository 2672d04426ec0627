import { describe, expect, it } from 'vitest'
import { legacyAdminPath, legacyAdminRedirect } from './legacy-urls'

describe('legacy admin URLs (spec §2, decision 022)', () => {
  it.each([
    ['/administration/orders/OLD/42', '/administration/orders/42'],
    ['/administration/orders/OLD/checkout', '/administration/orders/createb'],
    ['/administration/orders/OLD/create', '/administration/orders/createb'],
    ['/administration/OLD/categories', '/administration/categories'],
    ['/administration/OLD/categories/create', '/administration/categories/create'],
    ['/administration/OLD/categories/7/edit', '/administration/categories/7'],
    ['/configurator', '/administration/products'],
    ['/products', '/administration/products'],
    ['/products/create', '/administration/products/create'],
    ['/products/12/edit', '/administration/products/12'],
    ['/users', '/administration/users'],
    ['/users/5', '/administration/users/5'],
    ['/administration/slider', '/administration/slideshow'],
    ['/administration/slider/create', '/administration/slideshow/create'],
    ['/administration/slider/3', '/administration/slideshow/3'],
  ])('%s → %s', (from, to) => expect(legacyAdminPath(from)).toBe(to))

  it('leaves every other path alone', () => {
    for (const p of [
      '/',
      '/negozio',
      '/en/products',
      '/administration/orders/12',
      '/products/porta-garda',
      '/users/abc',
      '/administration/orders/OLD/x',
      '/administration/slideshow',
      '/administration/slider/x',
    ]) {
      expect(legacyAdminPath(p)).toBeNull()
    }
  })

  it('answers 301 and keeps the query string', () => {
    const res = legacyAdminRedirect(new URL('http://shop.test/users?role=admin'))!
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/administration/users?role=admin')
  })
})
