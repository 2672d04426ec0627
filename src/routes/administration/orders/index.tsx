import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { ordersResource } from '~/domains/admin/orders/orders.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/orders/')({
  validateSearch: listSearch(['status', 'from', 'to', 'customer', 'payment_method']),
  head: ({ matches }) => privateHead(matches, m.adm_menu_orders(), '/administration/orders'),
  component: () => <ResourceList resource={ordersResource} intro={m.adm_orders_intro()} />,
})
