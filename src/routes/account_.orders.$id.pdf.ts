import { createFileRoute } from '@tanstack/react-router'
import { handleApiRequest } from '~/server/api/handler.server'
import { clientIp } from '~/server/http/client-ip.server'
import { requestToken } from '~/server/http/forward.server'

// The order PDF for a browser link (account order page, e-mails): the session cookie's token is
// handed to GET /api/account/orders/{id}/pdf, which decides who may read it (decision 030).
export const Route = createFileRoute('/account_/orders/$id/pdf')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const url = new URL(request.url)
        const back = `/login?redirect=${encodeURIComponent(`/account/orders/${params.id}`)}`
        const token = requestToken()
        if (!token) return Response.redirect(new URL(back, url), 302)
        const answer = await handleApiRequest(
          new Request(new URL(`/api/account/orders/${encodeURIComponent(params.id)}/pdf`, url), {
            headers: { authorization: `Bearer ${token}`, 'accept-language': request.headers.get('accept-language') ?? '' },
          }),
          { ip: clientIp() },
        )
        if (answer.status === 401) return Response.redirect(new URL(back, url), 302)
        return answer
      },
    },
  },
})
