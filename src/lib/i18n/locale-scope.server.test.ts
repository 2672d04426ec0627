import { describe, expect, it } from 'vitest'
import { setTimeout as sleep } from 'node:timers/promises'
import { getLocale, shouldRedirect } from '~/paraglide/runtime.js'
import { m } from '~/paraglide/messages.js'
import { requestRoute } from '~/server/http/request-route'
import { inLocaleOf } from './locale-scope.server'
import { configuratorSlug, locales, localizePath, sectionSlugs, type Locale } from './locales'

const origin = 'http://shop.test'

/** Every kind of page path in every locale, written right and written with another locale's slugs. */
function paths(): string[] {
  const canonical = [
    '/',
    '/login',
    '/carrello',
    '/chi-siamo',
    '/collezioni/configuratore/7',
    '/negozio/porte-interne?materiale=legno&page=2',
  ]
  for (const section of Object.keys(sectionSlugs))
    canonical.push(`/${section}`, `/${section}/qualcosa`, `/${section}/a/b`)
  const out = new Set<string>()
  for (const path of canonical) {
    for (const locale of locales) {
      out.add(localizePath(path, locale))
      for (const other of locales)
        out.add(
          `${locale === 'it' ? '' : `/${locale}`}${localizePath(path, other).replace(/^\/(en|es|fr|de|pt)(?=\/|$)/, '')}`,
        )
    }
  }
  for (const locale of locales) out.add(`/${locale}/collezioni/${configuratorSlug.en}/3`)
  return [...out]
}

describe('the locale scope of a page render (decision 055)', () => {
  it('leaves nothing for Paraglide to redirect: every path rendered is one Paraglide would keep, in the same locale', async () => {
    let rendered = 0
    for (const path of paths()) {
      const request = new Request(`${origin}${path}`, { headers: { 'sec-fetch-dest': 'document' } })
      const route = requestRoute(request, new URL(request.url))
      if (route.kind !== 'page') continue
      rendered++
      const decision = await shouldRedirect({ request })
      expect(decision.shouldRedirect, path).toBe(false)
      expect(await inLocaleOf(request, () => getLocale()), path).toBe(decision.locale)
    }
    expect(rendered).toBeGreaterThan(40)
  })

  it("gives messages the URL's locale through awaits, and keeps concurrent renders apart", async () => {
    const render = (path: string) =>
      inLocaleOf(new Request(`${origin}${path}`), async () => {
        const before = m.nav_main_label()
        await sleep(5)
        return { before, after: m.nav_main_label(), locale: getLocale() as Locale }
      })
    const [it_, en, de] = await Promise.all([render('/negozio'), render('/en/shop'), render('/de/geschaeft')])
    expect(it_).toEqual({
      before: m.nav_main_label({}, { locale: 'it' }),
      after: m.nav_main_label({}, { locale: 'it' }),
      locale: 'it',
    })
    expect(en).toEqual({
      before: m.nav_main_label({}, { locale: 'en' }),
      after: m.nav_main_label({}, { locale: 'en' }),
      locale: 'en',
    })
    expect(de.locale).toBe('de')
    expect(en.before).not.toBe(it_.before)
  })
})
