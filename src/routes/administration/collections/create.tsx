import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { collectionsResource } from '~/domains/admin/collections/collections.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/collections/create')({
  head: ({ matches }) => privateHead(matches, m.adm_col_new(), '/administration/collections/create'),
  component: () => <ResourceEditor resource={collectionsResource} id={null} />,
})
