import { sendApiBody } from '~/lib/api/client.server'
import { isLocale } from '~/lib/i18n/locales'
import { getLocale } from '~/paraglide/runtime.js'
import { clientIp } from './client-ip.server'
import { publicUrl, requestToken } from './forward.server'

const refuse = (status: number, code: string) =>
  Response.json({ error: { code, message: code } }, { status, headers: { 'cache-control': 'no-store' } })

/**
 * A page route's file upload, forwarded to the API (the back office's media uploads, the
 * retailer's logo): the browser holds only the session cookie, so the raw body goes, streamed,
 * to `apiPath` with the session as the bearer token, and the API's answer comes back as it is.
 * The API decides everything (role, type from the bytes, size cap). A cross-site form cannot
 * post here: the cookie is SameSite=Lax and the Origin must be this site's.
 */
export async function forwardUpload(request: Request, apiPath: string): Promise<Response> {
  const origin = request.headers.get('origin')
  if (!origin || (origin !== new URL(request.url).origin && origin !== new URL(publicUrl()).origin))
    return refuse(403, 'forbidden')
  const token = requestToken()
  if (!token) return refuse(401, 'unauthorized')
  const locale = getLocale()
  const answer = await sendApiBody(apiPath, {
    locale: isLocale(locale) ? locale : 'it',
    token,
    ip: clientIp(),
    body: request.body,
    contentLength: request.headers.get('content-length'),
  })
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' },
  })
}
