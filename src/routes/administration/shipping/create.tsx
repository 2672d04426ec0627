import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { shippingResource } from '~/domains/admin/shipping/shipping.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/shipping/create')({
  head: ({ matches }) => privateHead(matches, m.adm_ship_new(), '/administration/shipping/create'),
  component: () => <ResourceEditor resource={shippingResource} id={null} />,
})
