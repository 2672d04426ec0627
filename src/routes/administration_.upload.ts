import { createFileRoute } from '@tanstack/react-router'
import { forwardUpload } from '~/lib/http/forward-upload.server'

// The media library screen's uploads, one file per request so each has its own progress bar,
// forwarded to `POST /api/images` (admin only, SVG sanitizing: decision 024). The alt text and
// name ride along in the query, capped.
export const Route = createFileRoute('/administration_/upload')({
  server: {
    handlers: {
      POST: ({ request }) => {
        const from = new URL(request.url).searchParams
        const query = new URLSearchParams()
        for (const [key, max] of [
          ['alt', 300],
          ['name', 200],
        ] as const) {
          const value = from.get(key)?.slice(0, max)
          if (value) query.set(key, value)
        }
        return forwardUpload(request, `/images${query.size ? `?${query}` : ''}`)
      },
    },
  },
})
