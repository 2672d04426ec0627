import { createFileRoute } from '@tanstack/react-router'
import { fileThrough, isIdParam } from '~/server/http/file-through.server'

// The client's PDF of a retailer's quote, as a preview for the retailer (decision 111), through
// `GET /api/account/quotes/{id}/pdf`: another retailer's quote is the API's 404.
export const Route = createFileRoute('/account_/quotes/$id/pdf')({
  server: {
    handlers: {
      GET: ({ params }) =>
        fileThrough(isIdParam(params.id) ? `/account/quotes/${params.id}/pdf` : null, `/account/quotes/${params.id}`),
    },
  },
})
