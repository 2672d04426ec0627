import { createFileRoute } from '@tanstack/react-router'
import { fetchApiRaw } from '~/lib/api/client.server'
import { isLocale } from '~/lib/i18n/locales'
import { requestToken } from '~/server/http/forward.server'
import { getLocale } from '~/paraglide/runtime.js'

// A fiscal document's PDF or FatturaPA XML for a browser link on the admin screens: the browser
// holds only the session cookie, so this route forwards it as the bearer token to
// `GET /api/admin/fiscal-documents/{id}/{pdf|xml}`, which checks the admin role, and passes the
// file through (as the account's order PDF does, decision 030).
export const Route = createFileRoute('/administration_/documents/$id/$file')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const signIn = new Response(null, { status: 302, headers: { location: `/login?redirect=${encodeURIComponent('/administration/documents')}` } })
        const token = requestToken()
        if (!token) return signIn
        if (!/^\d{1,10}$/.test(params.id) || (params.file !== 'pdf' && params.file !== 'xml')) return new Response('Not found', { status: 404 })
        const locale = getLocale()
        const answer = await fetchApiRaw(`/admin/fiscal-documents/${params.id}/${params.file}`, { locale: isLocale(locale) ? locale : 'it', token })
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
