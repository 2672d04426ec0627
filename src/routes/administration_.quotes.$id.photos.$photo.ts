import { createFileRoute } from '@tanstack/react-router'
import { fileThrough, isIdParam } from '~/server/http/file-through.server'

// A request's photo for the admin screen's <img>, through
// `GET /api/admin/quote-requests/{id}/photos/{photo}`, which checks the admin role.
export const Route = createFileRoute('/administration_/quotes/$id/photos/$photo')({
  server: {
    handlers: {
      GET: ({ params }) =>
        fileThrough(
          isIdParam(params.id) && isIdParam(params.photo)
            ? `/admin/quote-requests/${params.id}/photos/${params.photo}`
            : null,
          `/administration/quotes/${params.id}`,
        ),
    },
  },
})
