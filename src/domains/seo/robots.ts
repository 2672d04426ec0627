// robots.txt: everything public may be crawled; private areas, the auth screens (under every
// locale prefix), the API and server functions may not.
import { locales } from '~/lib/i18n/locales'

/** Sections that exist under every locale prefix (spec §2) but are no one's search result. */
const privateSections = [
  'administration',
  'account',
  'checkout',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
] as const

/** Machine endpoints: never localized. */
const endpoints = ['/api', '/_serverFn'] as const

export function robotsTxt(origin: string): string {
  const prefixes = ['', ...locales.map((l) => `/${l}`)]
  const disallow = [
    ...endpoints,
    ...prefixes.flatMap((prefix) => privateSections.map((section) => `${prefix}/${section}`)),
  ]
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n')
}
