// One set of Paraglide compiler options, used by the compile script (the Vite plugin is not
// used: its compiler leaves timers behind that stall builds and Vitest).
import { buildUrlPatterns, localeCookie, localeCookieMaxAge } from '../src/lib/i18n/locales.ts'
import { cachedRegistry } from './paraglide-registry.ts'

export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  outputStructure: 'message-modules' as const,
  // The URL decides the locale of a page; the root redirect by cookie / Accept-Language is
  // done by the server entry (spec: browser language only at the root).
  strategy: ['url', 'baseLocale'] as Array<'url' | 'baseLocale'>,
  cookieName: localeCookie,
  cookieMaxAge: localeCookieMaxAge,
  urlPatterns: buildUrlPatterns(),
  routeStrategies: [
    { match: '/api/:path(.*)?', exclude: true as const },
    { match: '/_serverFn/:path(.*)?', exclude: true as const },
  ],
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
  // Emitted after the compiler's own files, so this registry replaces the generated one.
  additionalFiles: { 'registry.js': cachedRegistry },
}
