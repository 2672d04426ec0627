import { createFileRoute } from '@tanstack/react-router'
import { fileThrough, isIdParam } from '~/server/http/file-through.server'

// A fiscal document's PDF or FatturaPA XML for a browser link on the admin screens, through
// `GET /api/admin/fiscal-documents/{id}/{pdf|xml}`, which checks the admin role.
export const Route = createFileRoute('/administration_/documents/$id/$file')({
  server: {
    handlers: {
      GET: ({ params }) =>
        fileThrough(
          isIdParam(params.id) && (params.file === 'pdf' || params.file === 'xml')
            ? `/admin/fiscal-documents/${params.id}/${params.file}`
            : null,
          '/administration/documents',
        ),
    },
  },
})
