import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { couponsResource } from '~/domains/admin/coupons/coupons.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/coupons/create')({
  head: ({ matches }) => privateHead(matches, m.adm_coupon_new(), '/administration/coupons/create'),
  component: () => <ResourceEditor resource={couponsResource} id={null} />,
})
