import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { collectionsResource } from '~/domains/admin/collections/collections.resource'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/collections/')({
  validateSearch: listSearch(),
  head: ({ matches }) => privateHead(matches, m.adm_menu_collections(), '/administration/collections'),
  component: () => <ResourceList resource={collectionsResource} intro={m.adm_col_intro()} />,
})
