import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { attributesResource } from '~/domains/admin/catalog/attributes.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/attributes/$id')({
  head: ({ matches }) => privateHead(matches, m.adm_menu_attributes(), '/administration/attributes'),
  component: Screen,
})

function Screen() {
  const { id } = Route.useParams()
  return <ResourceEditor resource={attributesResource} id={id} />
}
