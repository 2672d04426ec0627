import { inArray, or, sql, type SQL } from 'drizzle-orm'
import { productCategories, products } from '~/db/schema'

/**
 * A product is in a category by its main category or one of its further ones
 * (`product_categories`, set in the back office). The further ones as an `IN (subquery)`: a
 * hashed subplan run once, not a correlated lookup per row.
 */
export const inCategories = (categoryIds: number[]): SQL =>
  or(
    inArray(products.categoryId, categoryIds),
    sql`${products.id} in (select ${productCategories.productId} from ${productCategories} where ${inArray(productCategories.categoryId, categoryIds)})`,
  )!

/**
 * `promotion_scope(root, id)`: for the category of every switched-on promotion (`root`), that
 * category and each one below it (`id`): the categories whose products its listing shows.
 * `union` (not `union all`) also ends the walk should the tree ever hold a loop.
 */
export const promotionScopeCte = sql`with recursive promotion_scope(root, id) as (
    select c.id, c.id from categories c where c.id in (select category_id from promotions where active and category_id is not null)
    union
    select s.root, c.id from categories c join promotion_scope s on c.parent_id = s.id
  )`

/**
 * Whether promotion `pr` applies to product `p` (the aliases are the statement's), in a statement
 * that starts with `promotionScopeCte`: a product linked to it; with none linked, a product its
 * category's listing shows (decision 069). `visitorPriceSql` states the same rule per promotion.
 */
export const promotionAppliesSql = sql.raw(`(
    exists (select 1 from promotion_products pp where pp.promotion_id = pr.id and pp.product_id = p.id)
    or (not exists (select 1 from promotion_products pp where pp.promotion_id = pr.id) and exists (
      select 1 from promotion_scope s where s.root = pr.category_id and (
        s.id = p.category_id or exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = s.id)))))`)
