import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { categoriesResource } from '~/domains/admin/catalog/categories.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/categories/create')({
  head: ({ matches }) => privateHead(matches, m.cat_category_new(), '/administration/categories/create'),
  component: () => <ResourceEditor resource={categoriesResource} id={null} />,
})
