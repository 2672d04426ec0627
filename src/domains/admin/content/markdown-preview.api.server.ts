import { renderMarkdown } from '~/lib/markdown/render.server'
import { implement } from '~/server/api/router.server'
import { previewMarkdown } from './markdown-preview.contract'

export const markdownPreviewRoutes = [implement(previewMarkdown, async ({ body }) => ({ data: { html: renderMarkdown(body.markdown) } }))]
