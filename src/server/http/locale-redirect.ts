import { localPathOr } from '~/lib/safe-redirect'
import { baseLocale, foreignSectionPath, isLocale, localeCookie, locales, type Locale } from '~/lib/i18n/locales'
import { pickLocale } from '~/server/api/accept-language'

const readCookie = (header: string | null, name: string): string | undefined =>
  header
    ?.split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === name)?.[1]

export const localeCookieHeader = (locale: Locale) =>
  `${localeCookie}=${locale}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`

// Every Location stays on this origin: `//evil.example/` must not become `//evil.example`.
const redirect = (location: string, status: number, locale?: Locale) => {
  const headers = new Headers({ location: localPathOr(location) })
  if (locale) headers.append('set-cookie', localeCookieHeader(locale))
  return new Response(null, { status, headers })
}

/**
 * Redirects decided before rendering (spec §2): `/it/…` → `/…` (remembering the choice),
 * another locale's section slug → this locale's, trailing slashes off, and at the root only:
 * the saved locale cookie, else the browser language.
 */
export function localeRedirect(request: Request, url: URL): Response | null {
  const { pathname, search } = url
  // `//host/…` collapses to `/host/…` first: a path, never another site (issue 14).
  if (/\/\/|\\/.test(pathname)) return redirect(`${pathname.replace(/[\\/]+/g, '/')}${search}`, 301)
  if (pathname.length > 1 && pathname.endsWith('/'))
    return redirect(`${pathname.replace(/\/+$/, '') || '/'}${search}`, 301)
  if (pathname === '/it' || pathname.startsWith('/it/')) {
    return redirect(`${pathname.slice(3) || '/'}${search}`, 302, 'it')
  }
  const foreign = foreignSectionPath(pathname)
  if (foreign && foreign !== pathname) return redirect(`${foreign}${search}`, 301)
  if (pathname !== '/') return null
  const saved = readCookie(request.headers.get('cookie'), localeCookie)
  if (isLocale(saved)) return saved === baseLocale ? null : redirect(`/${saved}${search}`, 302)
  const preferred = pickLocale(request.headers.get('accept-language'), locales, baseLocale)
  return preferred === baseLocale ? null : redirect(`/${preferred}${search}`, 302, preferred)
}

/** The locale cookie to set on a page response, when the page's locale differs from it. */
export function localeCookieUpdate(request: Request, locale: Locale): string | null {
  const saved = readCookie(request.headers.get('cookie'), localeCookie)
  return saved === locale ? null : localeCookieHeader(locale)
}
