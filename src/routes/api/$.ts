import { createFileRoute } from '@tanstack/react-router'
import { handleApiRequest } from '~/server/api/handler.server'
import { clientIp } from '~/lib/http/client-ip.server'

// Every /api request goes to the API dispatcher (the same one the storefront calls in-process).
export const Route = createFileRoute('/api/$')({
  server: {
    handlers: {
      ANY: ({ request }) => handleApiRequest(request, { ip: clientIp() }),
    },
  },
})
