import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { faqResource } from '~/domains/admin/faq/faq.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/faq/$id')({
  head: ({ matches }) => privateHead(matches, m.cadm_menu_faq(), '/administration/faq'),
  component: EditScreen,
})

function EditScreen() {
  const { id } = Route.useParams()
  return <ResourceEditor resource={faqResource} id={id} />
}
