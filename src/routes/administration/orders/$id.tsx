import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { OrderDetail } from '~/domains/admin/orders/order-detail'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/orders/$id')({
  head: ({ matches }) => privateHead(matches, m.adm_menu_orders(), '/administration/orders'),
  component: OrderScreen,
})

function OrderScreen() {
  return <OrderDetail id={Route.useParams().id} />
}
