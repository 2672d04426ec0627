import { createFileRoute } from '@tanstack/react-router'
import { isIdParam } from '~/server/http/file-through.server'
import { forwardUpload } from '~/lib/http/forward-upload.server'

// A photo taken at the visit, for one measured opening (decision 112): the admin screen's raw
// file, forwarded to `POST /api/admin/quote-requests/{id}/openings/{opening}/photos`, which
// checks the role, the type from the bytes and the size.
export const Route = createFileRoute('/administration_/quotes/$id/openings/$opening/photos')({
  server: {
    handlers: {
      POST: ({ request, params }) =>
        isIdParam(params.id) && /^\d{1,2}$/.test(params.opening)
          ? forwardUpload(request, `/admin/quote-requests/${params.id}/openings/${params.opening}/photos`)
          : Response.json({ error: { code: 'not_found', message: 'not_found' } }, { status: 404 }),
    },
  },
})
