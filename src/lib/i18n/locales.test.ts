import { describe, expect, it } from 'vitest'
import { delocalizePath, foreignSectionPath, localizePath, locales } from './locales'

describe('localized paths (spec §2)', () => {
  it.each([
    ['/negozio', 'en', '/en/shop'],
    ['/negozio', 'es', '/es/comprar'],
    ['/negozio', 'pt', '/pt/comprar'],
    ['/negozio', 'fr', '/fr/boutique'],
    ['/negozio', 'de', '/de/geschaft'],
    ['/negozio', 'it', '/negozio'],
    ['/negozio/porte-interne/porta-x', 'en', '/en/shop/porte-interne/porta-x'],
    ['/collezioni', 'en', '/en/collection'],
    ['/collezioni', 'fr', '/fr/collection'],
    ['/collezioni', 'es', '/es/coleccion'],
    ['/collezioni', 'pt', '/pt/colecao'],
    ['/collezioni', 'de', '/de/kollektion'],
    ['/collezioni/configuratore/7', 'en', '/en/collection/configurator/7'],
    ['/collezioni/configuratore/7', 'de', '/de/kollektion/configuratore/7'],
    ['/blog-novita', 'es', '/es/blog-noticias'],
    ['/blog-novita/post', 'fr', '/fr/blog/post'],
    ['/promozioni', 'en', '/en/promotions'],
    ['/promozioni', 'es', '/es/promociones'],
    ['/promozioni', 'de', '/de/aktionen'],
    ['/promozioni', 'pt', '/pt/promocoes'],
    ['/', 'it', '/'],
    ['/', 'en', '/en'],
    ['/chi-siamo', 'en', '/en/chi-siamo'],
    ['/login', 'de', '/de/login'],
  ] as const)('%s in %s is %s', (canonical, locale, expected) => {
    expect(localizePath(canonical, locale)).toBe(expected)
  })

  it('delocalizes back to the canonical path for every locale', () => {
    const canonicals = [
      '/',
      '/negozio',
      '/negozio/a/b',
      '/collezioni',
      '/collezioni/configuratore/3',
      '/blog-novita/x',
      '/promozioni',
      '/domande-frequenti',
      '/chi-siamo',
    ]
    for (const locale of locales) {
      for (const canonical of canonicals) {
        expect(delocalizePath(localizePath(canonical, locale))).toMatchObject({ locale, canonical })
      }
    }
  })

  it.each([
    ['/en/negozio', '/en/shop'],
    ['/en/negozio/porte-interne', '/en/shop/porte-interne'],
    ['/shop', '/negozio'],
    ['/de/shop', '/de/geschaft'],
    ['/en/blog-novita/articolo', '/en/blog/articolo'],
    ['/blog', '/blog-novita'],
    ['/en/collezioni/configuratore/4', '/en/collection/configurator/4'],
    ['/fr/promozioni', '/fr/promotions'],
  ])('a foreign section slug %s redirects to %s', (path, expected) => {
    expect(foreignSectionPath(path)).toBe(expected)
  })

  it.each(['/en/shop', '/negozio', '/', '/en', '/chi-siamo', '/en/collection/configurator/4'])(
    '%s is already right',
    (path) => {
      expect(foreignSectionPath(path)).toBeNull()
    },
  )
})
