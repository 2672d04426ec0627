import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { pageOf } from '../list-query'
import { adminAttributeSchema, attributeIdParams } from './attributes.schemas'
import { adminCategorySchema, categoryIdParams, moveSchema } from './categories.schemas'
import {
  adminProductRowSchema,
  adminProductSchema,
  adminProductsQuery,
  productIdParams,
  repriceSchema,
} from './products.schemas'

// The back office's catalogue reads and the two actions that are not a plain write; creating,
// editing and deleting go through spec §7's generic collection routes (collections/).

const products = ['Administration: products']
const categories = ['Administration: categories']
const attributes = ['Administration: attributes']

export const listAdminProducts = defineEndpoint({
  method: 'GET',
  path: '/admin/products',
  summary: 'Products, active or not',
  description: '`q` searches names (any locale) and SKU; `category` matches the main or a further category.',
  tags: products,
  access: 'admin',
  query: adminProductsQuery,
  response: pageOf(adminProductRowSchema),
})
export const getAdminProduct = defineEndpoint({
  method: 'GET',
  path: '/admin/products/{id}',
  summary: 'One product with its texts in every locale',
  tags: products,
  access: 'admin',
  params: productIdParams,
  response: z.object({ data: adminProductSchema }),
})
export const repriceAdminProduct = defineEndpoint({
  method: 'POST',
  path: '/admin/products/{id}/reprice',
  summary: 'Change a product’s tier prices by a percentage',
  description: 'Rounded to the cent; the change is recorded for Omnibus like any other.',
  tags: products,
  access: 'admin',
  params: productIdParams,
  body: repriceSchema,
  response: z.object({ data: z.object({ id: z.number().int(), base_price: z.number().int() }) }),
})

export const listAdminCategories = defineEndpoint({
  method: 'GET',
  path: '/admin/categories',
  summary: 'The category tree, in order, with product counts',
  tags: categories,
  access: 'admin',
  response: z.object({ data: z.array(adminCategorySchema) }),
})
export const getAdminCategory = defineEndpoint({
  method: 'GET',
  path: '/admin/categories/{id}',
  summary: 'One category with its texts in every locale',
  tags: categories,
  access: 'admin',
  params: categoryIdParams,
  response: z.object({ data: adminCategorySchema }),
})
export const moveAdminCategory = defineEndpoint({
  method: 'POST',
  path: '/admin/categories/{id}/move',
  errors: ['conflict'],
  summary: 'Move a category up or down among its siblings',
  tags: categories,
  access: 'admin',
  params: categoryIdParams,
  body: moveSchema,
  response: z.object({ data: z.array(adminCategorySchema) }),
})

export const listAdminAttributes = defineEndpoint({
  method: 'GET',
  path: '/admin/attributes',
  summary: 'Attributes with their values and how many products use each',
  tags: attributes,
  access: 'admin',
  response: z.object({ data: z.array(adminAttributeSchema) }),
})
export const getAdminAttribute = defineEndpoint({
  method: 'GET',
  path: '/admin/attributes/{id}',
  summary: 'One attribute with its values, every locale',
  tags: attributes,
  access: 'admin',
  params: attributeIdParams,
  response: z.object({ data: adminAttributeSchema }),
})
