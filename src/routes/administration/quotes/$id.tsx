import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { quotesResource } from '~/domains/admin/quotes/quotes.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/quotes/$id')({
  head: ({ matches }) => privateHead(matches, m.quotes_admin_menu(), '/administration/quotes'),
  component: QuoteScreen,
})

function QuoteScreen() {
  return <ResourceEditor resource={quotesResource} id={Route.useParams().id} />
}
