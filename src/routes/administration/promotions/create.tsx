import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { promotionsResource } from '~/domains/admin/promotions/promotions.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/promotions/create')({
  head: ({ matches }) => privateHead(matches, m.cadm_promotion_new(), '/administration/promotions/create'),
  component: () => <ResourceEditor resource={promotionsResource} id={null} />,
})
