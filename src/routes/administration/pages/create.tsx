import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { pagesResource } from '~/domains/admin/pages/pages.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/pages/create')({
  head: ({ matches }) => privateHead(matches, m.cadm_page_new(), '/administration/pages/create'),
  component: () => <ResourceEditor resource={pagesResource} id={null} />,
})
