import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { CreateOrder } from '~/domains/admin/orders/createb/create-order'
import { m } from '~/paraglide/messages.js'

// /administration/orders/createb (spec §2); the legacy OLD/checkout and OLD/create land here (decision 022).
export const Route = createFileRoute('/administration/orders/createb')({
  head: ({ matches }) => privateHead(matches, m.oa_create_title(), '/administration/orders/createb'),
  component: CreateOrder,
})
