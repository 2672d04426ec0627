import { createFileRoute } from '@tanstack/react-router'
import { fileThrough } from '~/server/http/file-through.server'

// The board's "print the sheets" link: the sheets of the orders it shows for its filters, through
// `GET /api/admin/production/sheets`, which checks the admin role. Only the board's own filters
// are passed on, each in its own shape (a date, an id); anything else in the address is dropped.
export const Route = createFileRoute('/administration_/production/sheets')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const from = new URL(request.url).searchParams
        const query = new URLSearchParams()
        const week = from.get('week')
        const type = from.get('type')
        if (week && /^\d{4}-\d{2}-\d{2}$/.test(week)) query.set('week', week)
        if (type && /^\d{1,10}$/.test(type)) query.set('type', type)
        return fileThrough(`/admin/production/sheets${query.size ? `?${query}` : ''}`, '/administration/production')
      },
    },
  },
})
