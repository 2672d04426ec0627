import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { ContentPreview } from '~/domains/admin/content/content-preview'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/pages/$id_/preview')({
  head: ({ matches }) => privateHead(matches, m.cadm_preview(), '/administration/pages'),
  component: PreviewScreen,
})

function PreviewScreen() {
  const { id } = Route.useParams()
  return <ContentPreview api="/admin/pages" id={id} back={{ to: `pages/${id}`, label: m.adm_menu_pages() }} />
}
