import { AsyncLocalStorage } from 'node:async_hooks'
import { overwriteServerAsyncLocalStorage } from '~/paraglide/runtime.js'
import { delocalizePath, type Locale } from './locales'

// The locale a page renders in, for Paraglide's `getLocale()` on the server (decision 055).
// Paraglide's own middleware does this too, but it also decides a redirect on every request,
// matching the URL against every pattern twice: 3.5–4.5 % of an uncached page's CPU. It never
// redirects here (our catch-all pattern keeps every path; locale-redirect.ts decides the
// redirects earlier), as locale-scope.server.test.ts checks, so a page needs only the scope. The URL strategy alone decides the locale (scripts/paraglide-options.ts).
type Store = { locale?: Locale; origin?: string; messageCalls?: Set<string> }
const storage = new AsyncLocalStorage<Store>()
overwriteServerAsyncLocalStorage(storage)

/** Runs `render` with Paraglide's locale and origin taken from the request's URL. */
export function inLocaleOf<T>(request: Request, render: () => T | Promise<T>): Promise<T> {
  const url = new URL(request.url)
  return Promise.resolve(storage.run({ locale: delocalizePath(url.pathname).locale, origin: url.origin }, render))
}
