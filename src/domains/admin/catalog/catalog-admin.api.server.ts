import { count, eq } from 'drizzle-orm'
import { orderLines, products, productTranslations } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { implement } from '~/domains/shared/api-route'
import { defineCollection, idFromKey } from '../collections/registry.server'
import { attributeCreateSchema, attributePatchSchema } from './attributes.schemas'
import { deleteAttribute, listAttributes, writeAttribute } from './attributes.server'
import * as api from './catalog-admin.contract'
import { categoryCreateSchema, categoryPatchSchema } from './categories.schemas'
import { categoryTree, deleteCategory, moveCategory, oneCategory, writeCategory } from './categories.server'
import { productCreateSchema, productPatchSchema } from './products.schemas'
import { listProducts, loadProduct } from './products-read.server'
import { repriceProduct, writeProduct } from './products-write.server'

// The catalogue in the back office (issue 13): reads under /admin, writes through spec §7's
// generic collection routes (products, categories, attributes).

export const productCollection = defineCollection({
  name: 'products',
  tag: 'products',
  item: 'a product',
  slugIs: 'the Italian (or any locale’s) slug',
  create: productCreateSchema,
  patch: productPatchSchema,
  notes: {
    create: 'Prices are integer cents per tier; every price set is recorded for Omnibus.',
    update:
      '`categories` (further categories) is reduced to entries with an id (spec §5); lists (variants, options, images) are the whole set — entries with a known id keep it.',
    remove: 'Refused (409) once an order has it: deactivate it instead.',
  },
  onCreate: (body, ctx) => ctx.db.transaction((tx) => writeProduct(tx, null, body, ctx)),
  onUpdate: async (id, body, ctx) => void (await ctx.db.transaction((tx) => writeProduct(tx, id, body, ctx))),
  onDelete: (key, ctx) =>
    ctx.db.transaction(async (tx) => {
      const id =
        idFromKey(key) ??
        (
          await tx
            .select({ id: productTranslations.productId })
            .from(productTranslations)
            .where(eq(productTranslations.slug, key))
            .limit(1)
        )[0]?.id
      const [p] = id ? await tx.select({ id: products.id }).from(products).where(eq(products.id, id)) : []
      if (!p) throw new HttpError('not_found')
      const [ordered] = await tx.select({ n: count() }).from(orderLines).where(eq(orderLines.productId, p.id))
      const n = Number(ordered?.n ?? 0)
      if (n > 0)
        throw new HttpError(
          'conflict',
          { product: [m.cat_err_product_ordered({ count: n }, { locale: ctx.locale })] },
          m.cat_err_product_ordered({ count: n }, { locale: ctx.locale }),
        )
      await tx.delete(products).where(eq(products.id, p.id))
    }),
})

export const categoryCollection = defineCollection({
  name: 'categories',
  tag: 'categories',
  item: 'a category',
  slugIs: 'a slug in any locale',
  create: categoryCreateSchema,
  patch: categoryPatchSchema,
  notes: {
    update:
      '`parent` is a list of categories with an id (spec §3, §7); its first entry is the parent, `[]` the top level.',
    remove: 'Refused (409) while products or subcategories use it, with the reason.',
  },
  onCreate: (body, ctx) => ctx.db.transaction((tx) => writeCategory(tx, null, body, ctx)),
  onUpdate: async (id, body, ctx) => void (await ctx.db.transaction((tx) => writeCategory(tx, id, body, ctx))),
  onDelete: (key, ctx) => ctx.db.transaction((tx) => deleteCategory(tx, key, ctx)),
})

export const attributeCollection = defineCollection({
  name: 'attributes',
  tag: 'attributes',
  item: 'an attribute',
  slugIs: 'the attribute’s code',
  create: attributeCreateSchema,
  patch: attributePatchSchema,
  notes: {
    update: '`values` is the whole set; removing a value that products use is refused (409).',
    remove: 'Refused (409) while products use one of its values.',
  },
  onCreate: (body, ctx) => ctx.db.transaction((tx) => writeAttribute(tx, null, body, ctx)),
  onUpdate: async (id, body, ctx) => void (await ctx.db.transaction((tx) => writeAttribute(tx, id, body, ctx))),
  onDelete: (key, ctx) => ctx.db.transaction((tx) => deleteAttribute(tx, key, ctx)),
})

export const catalogAdminRoutes = [
  implement(api.listAdminProducts, ({ query }, { db, locale }) => listProducts(db, query, locale)),
  implement(api.getAdminProduct, async ({ params }, { db }) => ({ data: await loadProduct(db, params.id) })),
  implement(api.repriceAdminProduct, async ({ params, body }, ctx) => {
    await ctx.db.transaction((tx) => repriceProduct(tx, params.id, body.percent, ctx))
    const [p] = await ctx.db.select({ basePrice: products.basePrice }).from(products).where(eq(products.id, params.id))
    return { data: { id: params.id, base_price: p!.basePrice } }
  }),
  implement(api.listAdminCategories, async (_, { db, locale }) => ({ data: await categoryTree(db, locale) })),
  implement(api.getAdminCategory, async ({ params }, { db, locale }) => ({
    data: await oneCategory(db, params.id, locale),
  })),
  implement(api.moveAdminCategory, async ({ params, body }, ctx) => {
    await ctx.db.transaction((tx) => moveCategory(tx, params.id, body.direction, ctx))
    return { data: await categoryTree(ctx.db, ctx.locale) }
  }),
  implement(api.listAdminAttributes, async (_, { db, locale }) => ({ data: await listAttributes(db, locale) })),
  implement(api.getAdminAttribute, async ({ params }, { db, locale }) => {
    const [a] = await listAttributes(db, locale, params.id)
    if (!a) throw new HttpError('not_found')
    return { data: a }
  }),
]
