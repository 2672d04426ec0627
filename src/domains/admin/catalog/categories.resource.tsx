import { m } from '~/paraglide/messages.js'
import { defineResource } from '../kit/resource'
import type { AdminCategory } from './categories.schemas'
import { CategoryForm } from './category-form'

// Categories: the tree under /admin/categories, writes through spec §7's generic routes.
export const categoriesResource = defineResource<AdminCategory>({
  name: 'categories',
  title: () => m.adm_menu_categories(),
  newTitle: () => m.cat_category_new(),
  label: (c) => c.name,
  api: '/admin/categories',
  writeApi: '/categories',
  id: (c) => c.id,
  columns: [],
  form: CategoryForm,
})
