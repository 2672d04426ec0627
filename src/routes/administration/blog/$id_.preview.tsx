import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { ContentPreview } from '~/domains/admin/content/content-preview'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/blog/$id_/preview')({
  head: ({ matches }) => privateHead(matches, m.cadm_preview(), '/administration/blog'),
  component: PreviewScreen,
})

function PreviewScreen() {
  const { id } = Route.useParams()
  return <ContentPreview api="/admin/blog-posts" id={id} back={{ to: `blog/${id}`, label: m.cadm_menu_blog() }} />
}
