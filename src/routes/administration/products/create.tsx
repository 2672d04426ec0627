import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { productsResource } from '~/domains/admin/catalog/products.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

const resource = productsResource(() => [])

export const Route = createFileRoute('/administration/products/create')({
  head: ({ matches }) => privateHead(matches, m.cat_product_new(), '/administration/products/create'),
  component: () => <ResourceEditor resource={resource} id={null} />,
})
