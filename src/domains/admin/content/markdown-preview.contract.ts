import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'

export const previewMarkdown = defineEndpoint({
  method: 'POST',
  path: '/admin/markdown/preview',
  summary: 'Markdown rendered as the shop renders it',
  description:
    'The same sanitized renderer as content pages and blog articles: the editor’s live preview shows exactly what a visitor will see.',
  tags: ['Administration: content'],
  access: 'admin',
  body: z.object({ markdown: z.string().max(100_000) }).strict(),
  response: z.object({ data: z.object({ html: z.string() }) }),
})
