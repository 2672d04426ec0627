import { createFileRoute } from '@tanstack/react-router'
import { sendApiBody } from '~/lib/api/client.server'
import { isLocale } from '~/lib/i18n/locales'
import { getLocale } from '~/paraglide/runtime.js'
import { clientIp } from '~/lib/http/client-ip.server'
import { publicUrl } from '~/lib/http/forward.server'

// The request page's photo uploads (decision 097), one file per request, streamed to
// `POST /api/quote-requests/photos` through the API client: with API_URL set, the photos go to
// the same API as the request that names them. The API checks everything (type from the bytes,
// size, pixels, the per-address quota); only this site's pages may post here.
const refuse = (status: number, code: string) =>
  Response.json({ error: { code, message: code } }, { status, headers: { 'cache-control': 'no-store' } })

export const Route = createFileRoute('/quote-photo')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const origin = request.headers.get('origin')
        if (!origin || (origin !== new URL(request.url).origin && origin !== new URL(publicUrl()).origin))
          return refuse(403, 'forbidden')
        const locale = getLocale()
        const answer = await sendApiBody('/quote-requests/photos', {
          locale: isLocale(locale) ? locale : 'it',
          token: null,
          ip: clientIp(),
          body: request.body,
          contentLength: request.headers.get('content-length'),
        })
        return new Response(answer.body, {
          status: answer.status,
          headers: {
            'content-type': answer.headers.get('content-type') ?? 'application/json',
            'cache-control': 'no-store',
          },
        })
      },
    },
  },
})
