import { createFileRoute } from '@tanstack/react-router'
import { fetchApiRaw } from '~/lib/api/client.server'
import { isLocale } from '~/lib/i18n/locales'
import { requestToken } from '~/server/http/forward.server'
import { getLocale } from '~/paraglide/runtime.js'

// The order PDF for a browser link (account order page, e-mails): the browser holds only the
// session cookie, so this route forwards it as the bearer token to
// `GET /api/account/orders/{id}/pdf`, which decides who may read it (decision 030), and passes
// the document through. Another customer's order is the API's 404.
export const Route = createFileRoute('/account_/orders/$id/pdf')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const signIn = new Response(null, { status: 302, headers: { location: `/login?redirect=${encodeURIComponent(`/account/orders/${params.id}`)}` } })
        const token = requestToken()
        if (!token) return signIn
        if (!/^\d{1,10}$/.test(params.id)) return new Response('Not found', { status: 404 })
        const locale = getLocale()
        const answer = await fetchApiRaw(`/account/orders/${params.id}/pdf`, { locale: isLocale(locale) ? locale : 'it', token })
        if (answer.status === 401) return signIn // the session ended meanwhile
        const headers = new Headers({ 'cache-control': 'private, no-store' })
        for (const name of ['content-type', 'content-disposition', 'content-length']) {
          const value = answer.headers.get(name)
          if (value) headers.set(name, value)
        }
        return new Response(answer.body, { status: answer.status, headers })
      },
    },
  },
})
