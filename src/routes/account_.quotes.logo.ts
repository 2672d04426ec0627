import { createFileRoute } from '@tanstack/react-router'
import { forwardUpload } from '~/lib/http/forward-upload.server'

// The retailer's logo upload (decision 111), forwarded to `POST /api/account/branding/logo`.
export const Route = createFileRoute('/account_/quotes/logo')({
  server: {
    handlers: {
      POST: ({ request }) => forwardUpload(request, '/account/branding/logo'),
    },
  },
})
