import { createFileRoute } from '@tanstack/react-router'
import { robotsTxt } from '~/domains/seo/robots'
import { notAtRoot } from '~/server/http/root-file.server'
import { publicUrl } from '~/lib/http/public-url.server'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: ({ request }) =>
        notAtRoot(request, '/robots.txt') ??
        new Response(robotsTxt(publicUrl()), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        }),
    },
  },
})
