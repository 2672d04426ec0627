import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { CampaignPanel } from '~/domains/admin/newsletter/components/campaign-panel'
import { campaignsResource, type CampaignRow } from '~/domains/admin/newsletter/campaigns.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/newsletter/campaigns/$id')({
  head: ({ matches }) => privateHead(matches, m.adm_nl_camp_title(), '/administration/newsletter/campaigns'),
  component: EditScreen,
})

function EditScreen() {
  const { id } = Route.useParams()
  return (
    <ResourceEditor resource={campaignsResource} id={id}>
      {(row: CampaignRow) => <CampaignPanel campaign={row} />}
    </ResourceEditor>
  )
}
