import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { campaignsResource } from '~/domains/admin/newsletter/campaigns.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/newsletter/campaigns/create')({
  head: ({ matches }) => privateHead(matches, m.adm_nl_camp_new(), '/administration/newsletter/campaigns/create'),
  component: () => <ResourceEditor resource={campaignsResource} id={null} />,
})
