import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { DocumentsTabs } from '~/domains/admin/documents/documents-tabs'
import { siteDocumentsResource } from '~/domains/admin/documents/site-documents.resource'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/documents/site/')({
  validateSearch: listSearch(['is_public']),
  head: ({ matches }) => privateHead(matches, m.fd_adm_tab_files(), '/administration/documents/site'),
  component: () => (
    <ResourceList resource={siteDocumentsResource} intro={m.fd_adm_files_intro()} extra={<DocumentsTabs />} />
  ),
})
