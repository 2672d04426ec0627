import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { quotesResource } from '~/domains/admin/quotes/quotes.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/quotes/')({
  validateSearch: listSearch(['status']),
  head: ({ matches }) => privateHead(matches, m.quotes_admin_menu(), '/administration/quotes'),
  component: () => <ResourceList resource={quotesResource} intro={m.quotes_admin_intro()} />,
})
