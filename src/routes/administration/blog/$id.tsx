import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { blogResource } from '~/domains/admin/blog/blog.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/blog/$id')({
  head: ({ matches }) => privateHead(matches, m.cadm_menu_blog(), '/administration/blog'),
  component: EditScreen,
})

function EditScreen() {
  const { id } = Route.useParams()
  return <ResourceEditor resource={blogResource} id={id} />
}
