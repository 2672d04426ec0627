import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { pagesResource } from '~/domains/admin/pages/pages.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/pages/$id')({
  head: ({ matches }) => privateHead(matches, m.adm_menu_pages(), '/administration/pages'),
  component: EditScreen,
})

function EditScreen() {
  const { id } = Route.useParams()
  return <ResourceEditor resource={pagesResource} id={id} />
}
