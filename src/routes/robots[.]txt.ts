import { createFileRoute } from '@tanstack/react-router'
import { robotsTxt } from '~/domains/seo/robots'
import { publicUrl } from '~/server/http/public-url.server'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(robotsTxt(publicUrl()), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        }),
    },
  },
})
