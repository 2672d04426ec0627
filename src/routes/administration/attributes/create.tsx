import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { attributesResource } from '~/domains/admin/catalog/attributes.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/attributes/create')({
  head: ({ matches }) => privateHead(matches, m.cat_attribute_new(), '/administration/attributes/create'),
  component: () => <ResourceEditor resource={attributesResource} id={null} />,
})
