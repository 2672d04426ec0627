import { createFileRoute } from '@tanstack/react-router'
import { webManifest } from '~/domains/seo/manifest'
import { getSettings } from '~/domains/settings/settings.contract'
import { callApi } from '~/lib/api/client.server'
import { notAtRoot } from '~/server/http/root-file.server'

// Built from the settings on every request: a new site name or colour reaches installed apps.
export const Route = createFileRoute('/manifest.webmanifest')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const elsewhere = notAtRoot(request, '/manifest.webmanifest')
        if (elsewhere) return elsewhere
        const settings = await callApi(getSettings, { locale: 'it' })
        return new Response(JSON.stringify(webManifest(settings.data)), {
          headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'no-cache' },
        })
      },
    },
  },
})
