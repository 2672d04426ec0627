import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { privateHead } from '~/domains/accounts/components/account-head'
import type { AdminCategory } from '~/domains/admin/catalog/categories.schemas'
import { categoryLabel } from '~/domains/admin/catalog/product-form'
import { productsResource } from '~/domains/admin/catalog/products.resource'
import { useAdminQuery } from '~/domains/admin/kit/data-provider'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/products/')({
  validateSearch: listSearch(['category', 'status']),
  head: ({ matches }) => privateHead(matches, m.adm_menu_products(), '/administration/products'),
  component: ProductsScreen,
})

function ProductsScreen() {
  const cats = useAdminQuery<{ data: AdminCategory[] }>(['/admin/categories'], '/admin/categories').data?.data
  const resource = useMemo(
    () => productsResource(() => (cats ?? []).map((c) => ({ value: String(c.id), label: categoryLabel(c) }))),
    [cats],
  )
  return <ResourceList resource={resource} intro={m.cat_products_intro()} />
}
