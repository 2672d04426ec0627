import { createFileRoute } from '@tanstack/react-router'
import { sendApiBody } from '~/lib/api/client.server'
import { isLocale } from '~/lib/i18n/locales'
import { getLocale } from '~/paraglide/runtime.js'
import { clientIp } from '~/lib/http/client-ip.server'
import { publicUrl, requestToken } from '~/lib/http/forward.server'

// The retailer's logo upload (decision 111): the browser holds only the session cookie, so this
// route forwards the file (the raw body) to `POST /api/account/branding/logo` with the session as
// the bearer token, as the media library's uploads do. The API decides everything (retailers
// only, type from the bytes, size cap); a cross-site post is refused by its Origin.
const refuse = (status: number, code: string) => Response.json({ error: { code, message: code } }, { status, headers: { 'cache-control': 'no-store' } })

export const Route = createFileRoute('/account_/quotes/logo')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const origin = request.headers.get('origin')
        if (!origin || (origin !== new URL(request.url).origin && origin !== new URL(publicUrl()).origin)) return refuse(403, 'forbidden')
        const token = requestToken()
        if (!token) return refuse(401, 'unauthorized')
        const locale = getLocale()
        const answer = await sendApiBody('/account/branding/logo', {
          locale: isLocale(locale) ? locale : 'it',
          token,
          ip: clientIp(),
          body: request.body,
          contentLength: request.headers.get('content-length'),
        })
        return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' } })
      },
    },
  },
})
