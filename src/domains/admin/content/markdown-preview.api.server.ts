import { renderMarkdown } from '~/lib/markdown/render.server'
import { implement } from '~/domains/shared/api-route'
import { previewMarkdown } from './markdown-preview.contract'

export const markdownPreviewRoutes = [
  implement(previewMarkdown, async ({ body }) => ({ data: { html: renderMarkdown(body.markdown) } })),
]
