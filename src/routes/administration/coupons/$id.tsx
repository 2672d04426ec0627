import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { couponsResource } from '~/domains/admin/coupons/coupons.resource'
import { RelatedList } from '~/domains/admin/kit/related-list'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import type { AdminOrderRow } from '~/domains/admin/orders/admin-orders.schemas'
import { orderColumns } from '~/domains/admin/orders/order-columns'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/coupons/$id')({
  head: ({ matches }) => privateHead(matches, m.adm_menu_coupons(), '/administration/coupons'),
  component: CouponScreen,
})

function CouponScreen() {
  const { id } = Route.useParams()
  return (
    <ResourceEditor resource={couponsResource} id={id}>
      {(c) => (
        <RelatedList<AdminOrderRow>
          name="orders"
          title={m.adm_coupon_orders()}
          path="/admin/orders"
          query={{ coupon: c.code, sort: 'created_at', dir: 'desc' }}
          columns={orderColumns}
          rowId={(o) => o.id}
        />
      )}
    </ResourceEditor>
  )
}
