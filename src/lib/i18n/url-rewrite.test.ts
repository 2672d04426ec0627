import { describe, expect, it } from 'vitest'
import { deLocalizeUrl, locales, localizeHref, localizeUrl } from '~/paraglide/runtime.js'
import { baseLocaleIsIdentity, localizedHref, urlRewrite } from './url-rewrite'

// The shortcut in url-rewrite.ts must give what Paraglide gives (decision 015).
const paths = [
  '/',
  '/negozio',
  '/negozio/',
  '/negozio/porte-interne',
  '/negozio/porte-interne/porta-trento?f=a.b&page=2#top',
  '/collezioni',
  '/collezioni/configuratore/3',
  '/blog-novita/un-articolo',
  '/promozioni',
  '/domande-frequenti',
  '/chi-siamo',
  '/account/orders/12',
  '/login?redirect=%2Fcheckout',
  '/api/products',
  '/enigma',
  '/dessert',
  '/it/negozio',
  '/esempio',
]

/** The rewrite's answer as the router reads it: a string, or a URL. */
const hrefOf = (answer: URL | string) => (typeof answer === 'string' ? answer : answer.href)

describe('URL rewrite shortcut for the base locale', () => {
  it('holds for the compiled patterns', () => expect(baseLocaleIsIdentity).toBe(true))

  it('leaves Italian addresses as Paraglide would', () => {
    for (const path of paths) {
      const url = new URL(path, 'https://soglia.example')
      expect(hrefOf(urlRewrite.input({ url }))).toBe(deLocalizeUrl(url).href)
      // Nothing to rewrite: the router's own URL back, not a string it would parse again.
      expect(urlRewrite.input({ url })).toBe(url)
    }
  })

  it('still de-localizes other locales through Paraglide', () => {
    for (const path of ['/en/shop/interior-doors', '/en', '/fr/boutique', '/de/geschaft/x?y=1', '/pt/']) {
      const url = new URL(path, 'https://soglia.example')
      expect(hrefOf(urlRewrite.input({ url }))).toBe(deLocalizeUrl(url).href)
    }
  })

  it('localizes for Italian as Paraglide would', () => {
    for (const path of paths) {
      const url = new URL(path, 'https://soglia.example')
      expect(hrefOf(urlRewrite.output({ url }))).toBe(localizeUrl(url, { locale: 'it' }).href)
      expect(urlRewrite.output({ url })).toBe(url)
    }
  })
})

describe('localizedHref', () => {
  it('gives what Paraglide gives, in every locale, and again from memory', () => {
    for (const locale of locales)
      for (const path of ['/', '/informativa-privacy', '/negozio/porte-interne', '/login?redirect=%2Fcheckout'])
        for (let i = 0; i < 2; i++) expect(localizedHref(path, locale)).toBe(localizeHref(path, { locale }))
  })
})
