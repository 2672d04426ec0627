import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { campaignsResource } from '~/domains/admin/newsletter/campaigns.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/newsletter/campaigns/')({
  validateSearch: listSearch(['status']),
  head: ({ matches }) => privateHead(matches, m.adm_nl_camp_title(), '/administration/newsletter/campaigns'),
  component: () => <ResourceList resource={campaignsResource} intro={m.adm_nl_camp_intro()} />,
})
