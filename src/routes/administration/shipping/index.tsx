import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { FreeShippingForm } from '~/domains/admin/shipping/free-shipping-form'
import { shippingResource } from '~/domains/admin/shipping/shipping.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/shipping/')({
  validateSearch: listSearch(['active']),
  head: ({ matches }) => privateHead(matches, m.adm_menu_shipping(), '/administration/shipping'),
  component: ShippingScreen,
})

function ShippingScreen() {
  const { shell } = Route.useRouteContext()
  return (
    <ResourceList
      resource={shippingResource}
      intro={m.adm_ship_intro()}
      extra={<FreeShippingForm initial={shell?.settings.free_shipping_over ?? 0} />}
    />
  )
}
