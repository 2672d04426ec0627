import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { promotionsResource } from '~/domains/admin/promotions/promotions.resource'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/promotions/')({
  validateSearch: listSearch(['active']),
  head: ({ matches }) => privateHead(matches, m.cadm_menu_promotions(), '/administration/promotions'),
  component: () => <ResourceList resource={promotionsResource} intro={m.cadm_promotions_intro()} />,
})
