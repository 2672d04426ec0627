import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { slidesResource } from '~/domains/admin/slides/slides.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/slideshow/$id')({
  head: ({ matches }) => privateHead(matches, m.adm_menu_slider(), '/administration/slideshow'),
  component: EditScreen,
})

function EditScreen() {
  const { id } = Route.useParams()
  return <ResourceEditor resource={slidesResource} id={id} />
}
