import { createFileRoute } from '@tanstack/react-router'
import { fetchApiRaw } from '~/lib/api/client.server'
import { isLocale } from '~/lib/i18n/locales'
import { requestToken } from '~/server/http/forward.server'
import { getLocale } from '~/paraglide/runtime.js'

// An order's production sheet for the board's link: the browser holds only the session cookie,
// so this route forwards it as the bearer token to `GET /api/admin/orders/{id}/production-sheet`,
// which checks the admin role, and passes the PDF through (as the fiscal documents' route does).
export const Route = createFileRoute('/administration_/production/$id/sheet')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const signIn = new Response(null, { status: 302, headers: { location: `/login?redirect=${encodeURIComponent('/administration/production')}` } })
        const token = requestToken()
        if (!token) return signIn
        if (!/^\d{1,10}$/.test(params.id)) return new Response('Not found', { status: 404 })
        const locale = getLocale()
        const answer = await fetchApiRaw(`/admin/orders/${params.id}/production-sheet`, { locale: isLocale(locale) ? locale : 'it', token })
        if (answer.status === 401) return signIn
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
