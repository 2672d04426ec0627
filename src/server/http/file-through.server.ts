import { fetchApiRaw } from '~/lib/api/client.server'
import { isLocale } from '~/lib/i18n/locales'
import { getLocale } from '~/paraglide/runtime.js'
import { requestToken } from '~/lib/http/forward.server'

/**
 * A document behind the API for a browser link (an order PDF, a fiscal document, a production
 * sheet): the browser holds only the session cookie, so it is forwarded as the bearer token to
 * `apiPath`, which decides who may read it (decision 030), and the file is passed through,
 * private and unstored. No session, or one that ended meanwhile → the sign-in, back to `back`.
 * `apiPath` null: the address names nothing (404).
 */
export async function fileThrough(apiPath: string | null, back: string): Promise<Response> {
  const signIn = new Response(null, {
    status: 302,
    headers: { location: `/login?redirect=${encodeURIComponent(back)}` },
  })
  const token = requestToken()
  if (!token) return signIn
  if (apiPath === null) return new Response('Not found', { status: 404 })
  const locale = getLocale()
  const answer = await fetchApiRaw(apiPath, { locale: isLocale(locale) ? locale : 'it', token })
  if (answer.status === 401) return signIn
  const headers = new Headers({ 'cache-control': 'private, no-store' })
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = answer.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(answer.body, { status: answer.status, headers })
}

/** A database id in an address: digits only, as the API's own ids. */
export const isIdParam = (id: string) => /^\d{1,10}$/.test(id)
