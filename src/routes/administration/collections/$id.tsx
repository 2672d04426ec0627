import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { collectionsResource } from '~/domains/admin/collections/collections.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/collections/$id')({
  head: ({ matches }) => privateHead(matches, m.adm_menu_collections(), '/administration/collections'),
  component: CollectionScreen,
})

function CollectionScreen() {
  return <ResourceEditor resource={collectionsResource} id={Route.useParams().id} />
}
