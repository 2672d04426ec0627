import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { CategoryTree } from '~/domains/admin/catalog/category-tree'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/categories/')({
  head: ({ matches }) => privateHead(matches, m.adm_menu_categories(), '/administration/categories'),
  component: CategoryTree,
})
