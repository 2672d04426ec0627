import { createFileRoute } from '@tanstack/react-router'
import { getDb } from '~/db/index.server'
import { sitemapDocument, xmlResponse } from '~/domains/seo/sitemap.server'
import { notAtRoot } from '~/server/http/root-file.server'
import { publicUrl } from '~/lib/http/public-url.server'

// The whole sitemap for a small shop, else an index of /sitemaps/<part>-<n>.xml (decision 007).
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) =>
        notAtRoot(request, '/sitemap.xml') ??
        xmlResponse(await sitemapDocument(await getDb(), { origin: publicUrl() })),
    },
  },
})
