import { createFileRoute } from '@tanstack/react-router'
import { fileThrough, isIdParam } from '~/server/http/file-through.server'

// An order's production sheet for the board's link, through
// `GET /api/admin/orders/{id}/production-sheet`, which checks the admin role.
export const Route = createFileRoute('/administration_/production/$id/sheet')({
  server: {
    handlers: {
      GET: ({ params }) =>
        fileThrough(
          isIdParam(params.id) ? `/admin/orders/${params.id}/production-sheet` : null,
          '/administration/production',
        ),
    },
  },
})
