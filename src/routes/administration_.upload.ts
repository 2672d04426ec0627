import { createFileRoute } from '@tanstack/react-router'
import { sendApiBody } from '~/lib/api/client.server'
import { isLocale } from '~/lib/i18n/locales'
import { getLocale } from '~/paraglide/runtime.js'
import { clientIp } from '~/lib/http/client-ip.server'
import { publicUrl, requestToken } from '~/lib/http/forward.server'

// The media library screen's uploads: the browser holds only the session cookie, so this route
// forwards each file (the raw body, streamed, one file per request so each has its own progress
// bar) to `POST /api/images` with the session as the bearer token. The API decides everything —
// admin only, type from the bytes, size cap, SVG sanitizing (decision 024) — and its answer is
// passed back as it is. A cross-site form cannot post here: the cookie is SameSite=Lax and the
// Origin must be this site's.
const refuse = (status: number, code: string) => Response.json({ error: { code, message: code } }, { status, headers: { 'cache-control': 'no-store' } })

export const Route = createFileRoute('/administration_/upload')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const origin = request.headers.get('origin')
        if (!origin || (origin !== new URL(request.url).origin && origin !== new URL(publicUrl()).origin)) return refuse(403, 'forbidden')
        const token = requestToken()
        if (!token) return refuse(401, 'unauthorized')
        const locale = getLocale()
        const from = new URL(request.url).searchParams
        const query = new URLSearchParams()
        for (const [key, max] of [['alt', 300], ['name', 200]] as const) {
          const value = from.get(key)?.slice(0, max)
          if (value) query.set(key, value)
        }
        const answer = await sendApiBody(`/images${query.size ? `?${query}` : ''}`, {
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
