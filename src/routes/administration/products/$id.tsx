import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { productsResource } from '~/domains/admin/catalog/products.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

const resource = productsResource(() => [])

export const Route = createFileRoute('/administration/products/$id')({
  head: ({ matches }) => privateHead(matches, m.adm_menu_products(), '/administration/products'),
  component: ProductScreen,
})

function ProductScreen() {
  const { id } = Route.useParams()
  return <ResourceEditor resource={resource} id={id} />
}
