import { describe, expect, it } from 'vitest'
import { localeCookieUpdate, localeRedirect } from './locale-redirect'

// Issue 40: the order of locale detection (spec §2) pinned below the end-to-end tests: the URL's
// prefix decides; without one, at the root only, the saved cookie, then the browser's language.
const ORIGIN = 'https://shop.test'
const visit = (path: string, headers: Record<string, string> = {}) => {
  const url = new URL(path, ORIGIN)
  const response = localeRedirect(new Request(url, { headers }), url)
  return (
    response && {
      status: response.status,
      location: response.headers.get('location'),
      cookie: response.headers.get('set-cookie'),
    }
  )
}
const cookie = (locale: string) => ({ cookie: `other=1; i18n_redirected=${locale}` })
const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }

describe('localeRedirect', () => {
  it('the URL decides first: a prefixed page stays, whatever the cookie and the browser say', () => {
    expect(visit('/en', { ...cookie('fr'), ...german })).toBeNull()
    expect(visit('/de', cookie('es'))).toBeNull()
    expect(visit('/fr', german)).toBeNull()
  })

  it('/it/… drops the base locale prefix and remembers Italian', () => {
    expect(visit('/it/carrello?x=1', german)).toEqual({
      status: 302,
      location: '/carrello?x=1',
      cookie: expect.stringMatching(/^i18n_redirected=it; Path=\//),
    })
    expect(visit('/it')).toMatchObject({ status: 302, location: '/' })
  })

  it('at the root, the saved cookie comes before the browser', () => {
    expect(visit('/?ref=a', { ...cookie('fr'), ...german })).toEqual({
      status: 302,
      location: '/fr?ref=a',
      cookie: null,
    })
    // Italian saved: the root is the Italian home, though the browser prefers German.
    expect(visit('/', { ...cookie('it'), ...german })).toBeNull()
  })

  it('at the root, without a cookie, the browser language, remembered', () => {
    expect(visit('/', german)).toEqual({
      status: 302,
      location: '/de',
      cookie: expect.stringMatching(/^i18n_redirected=de;/),
    })
    expect(visit('/', { 'accept-language': 'pt-BR;q=0.8, xx;q=0.9' })).toMatchObject({ location: '/pt' })
    expect(visit('/', { 'accept-language': 'it-IT,en;q=0.5' })).toBeNull()
    expect(visit('/', { 'accept-language': 'ja,zh;q=0.8' })).toBeNull() // none of ours: Italian
    expect(visit('/')).toBeNull()
  })

  it('an unknown cookie value is ignored: the browser decides', () => {
    expect(visit('/', { ...cookie('klingon'), ...german })).toMatchObject({ location: '/de' })
  })

  it('the browser and the cookie never move a page other than the root', () => {
    expect(visit('/carrello', { ...cookie('fr'), ...german })).toBeNull()
    expect(visit('/porte', german)).toBeNull()
  })
})

describe('localeCookieUpdate', () => {
  it('sets the cookie only when the page is in another locale than the saved one', () => {
    const request = (headers: Record<string, string>) => new Request(ORIGIN, { headers })
    expect(localeCookieUpdate(request(cookie('en')), 'en')).toBeNull()
    expect(localeCookieUpdate(request(cookie('en')), 'de')).toMatch(/^i18n_redirected=de;/)
    expect(localeCookieUpdate(request({}), 'it')).toMatch(/^i18n_redirected=it;/)
  })
})
