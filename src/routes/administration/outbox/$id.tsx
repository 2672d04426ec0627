import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { OutboxMessageScreen } from '~/domains/admin/outbox/outbox-message'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/outbox/$id')({
  head: ({ matches }) => privateHead(matches, m.adm_menu_outbox(), '/administration/outbox'),
  component: OutboxScreen,
})

function OutboxScreen() {
  return <OutboxMessageScreen id={Route.useParams().id} />
}
