import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { siteDocumentsResource } from '~/domains/admin/documents/site-documents.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/documents/site/$id')({
  head: ({ matches }) => privateHead(matches, m.fd_adm_tab_files(), '/administration/documents/site'),
  component: SiteDocumentScreen,
})

function SiteDocumentScreen() {
  return <ResourceEditor resource={siteDocumentsResource} id={Route.useParams().id} />
}
