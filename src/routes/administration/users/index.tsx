import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { usersResource } from '~/domains/admin/users/users.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/users/')({
  validateSearch: listSearch(['role', 'status']),
  head: ({ matches }) => privateHead(matches, m.adm_menu_users(), '/administration/users'),
  component: () => <ResourceList resource={usersResource} intro={m.adm_users_intro()} />,
})
