import { createFileRoute } from '@tanstack/react-router'
import { getDb } from '~/db/index.server'
import { sitemapFile, xmlResponse } from '~/domains/seo/sitemap.server'
import { publicUrl } from '~/lib/http/public-url.server'

// One file of a sitemap index: /sitemaps/pages-1.xml, /sitemaps/products-3.xml …
export const Route = createFileRoute('/sitemaps/{$file}.xml')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const document = await sitemapFile(await getDb(), params.file, { origin: publicUrl() })
        if (!document)
          return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        return xmlResponse(document)
      },
    },
  },
})
