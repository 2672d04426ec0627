import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { paymentsResource } from '~/domains/admin/payments/payments.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/payments/')({
  validateSearch: listSearch([]),
  head: ({ matches }) => privateHead(matches, m.adm_menu_payments(), '/administration/payments'),
  component: () => <ResourceList resource={paymentsResource} intro={m.adm_pay_intro()} />,
})
