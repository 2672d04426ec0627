import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { outboxResource } from '~/domains/admin/outbox/outbox.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/outbox/')({
  validateSearch: listSearch(['status']),
  head: ({ matches }) => privateHead(matches, m.adm_menu_outbox(), '/administration/outbox'),
  component: () => <ResourceList resource={outboxResource} intro={m.adm_out_intro()} />,
})
