import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { DocumentsTabs } from '~/domains/admin/documents/documents-tabs'
import { fiscalDocumentsResource } from '~/domains/admin/documents/fiscal-documents.resource'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/documents/')({
  validateSearch: listSearch(['kind', 'from', 'to']),
  head: ({ matches }) => privateHead(matches, m.adm_menu_documents(), '/administration/documents'),
  component: () => (
    <ResourceList resource={fiscalDocumentsResource} intro={m.fd_adm_intro()} extra={<DocumentsTabs />} />
  ),
})
