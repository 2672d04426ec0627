import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { categoriesResource } from '~/domains/admin/catalog/categories.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/categories/$id')({
  head: ({ matches }) => privateHead(matches, m.adm_menu_categories(), '/administration/categories'),
  component: Screen,
})

function Screen() {
  const { id } = Route.useParams()
  return <ResourceEditor resource={categoriesResource} id={id} />
}
