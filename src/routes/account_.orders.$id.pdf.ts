import { createFileRoute } from '@tanstack/react-router'
import { fileThrough, isIdParam } from '~/server/http/file-through.server'

// The order PDF for a browser link (account order page, e-mails), through
// `GET /api/account/orders/{id}/pdf`: another customer's order is the API's 404.
export const Route = createFileRoute('/account_/orders/$id/pdf')({
  server: {
    handlers: {
      GET: ({ params }) =>
        fileThrough(isIdParam(params.id) ? `/account/orders/${params.id}/pdf` : null, `/account/orders/${params.id}`),
    },
  },
})
