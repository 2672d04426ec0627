import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { promotionsResource } from '~/domains/admin/promotions/promotions.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/promotions/$id')({
  head: ({ matches }) => privateHead(matches, m.cadm_menu_promotions(), '/administration/promotions'),
  component: EditScreen,
})

function EditScreen() {
  const { id } = Route.useParams()
  return <ResourceEditor resource={promotionsResource} id={id} />
}
