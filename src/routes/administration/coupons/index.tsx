import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { couponsResource } from '~/domains/admin/coupons/coupons.resource'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/coupons/')({
  validateSearch: listSearch(['discount_type', 'active']),
  head: ({ matches }) => privateHead(matches, m.adm_menu_coupons(), '/administration/coupons'),
  component: () => <ResourceList resource={couponsResource} intro={m.adm_coupons_intro()} />,
})
