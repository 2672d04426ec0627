import { and, asc, count, eq, isNull, ne, notInArray, or, sql } from 'drizzle-orm'
import { categories, categoryTranslations, productCategories, products } from '~/db/schema'
import type { Db, Tx } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { ApiContext } from '~/domains/shared/api-route'
import { idFromKey } from '../collections/registry.server'
import { pickText } from '../translated.server'
import { presentLocales } from './localized'
import type { AdminCategory, CategoryCreate, CategoryPatch } from './categories.schemas'
import { readAll } from '~/db/read-all.server'

// Categories in the back office: the tree in display order (parents before children, siblings
// by sort order), writes with their texts per locale, up/down ordering, and deletes refused
// while products or subcategories still use the category.

export async function categoryTree(db: Db | Tx, locale: Locale): Promise<AdminCategory[]> {
  const [rows, texts, counts, extra] = await readAll(db, [
    () => db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    () => db.select().from(categoryTranslations),
    () => db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
    () =>
      db
        .select({ id: productCategories.categoryId, n: count() })
        .from(productCategories)
        .groupBy(productCategories.categoryId),
  ])
  const out: AdminCategory[] = []
  const walk = (parent: number | null, depth: number) => {
    for (const c of rows.filter((r) => r.parentId === parent)) {
      const mine = texts.filter((t) => t.categoryId === c.id)
      out.push({
        id: c.id,
        parent_id: c.parentId,
        depth,
        name: pickText(mine, locale)?.name ?? String(c.id),
        translations: Object.fromEntries(
          mine.map((t) => [t.locale, { name: t.name, slug: t.slug, description: t.description }]),
        ),
        image: c.image,
        featured: c.featured,
        sort_order: c.sortOrder,
        product_count:
          Number(counts.find((x) => x.id === c.id)?.n ?? 0) + Number(extra.find((x) => x.id === c.id)?.n ?? 0),
      })
      if (depth < 20) walk(c.id, depth + 1)
    }
  }
  walk(null, 0)
  return out
}

export async function oneCategory(db: Db, id: number, locale: Locale) {
  const found = (await categoryTree(db, locale)).find((c) => c.id === id)
  if (!found) throw new HttpError('not_found')
  return found
}

const l = (ctx: ApiContext) => ({ locale: ctx.locale })

async function checkParent(tx: Tx, id: number | null, parent: number | null, ctx: ApiContext) {
  if (parent === null) return
  const tree = await categoryTree(tx, ctx.locale)
  if (!tree.some((c) => c.id === parent))
    throw new HttpError('validation_failed', { parent: [m.cat_err_no_category({}, l(ctx))] })
  // The parent may not be the category itself nor one of its descendants (a loop).
  for (let at: number | null = parent; at !== null; at = tree.find((c) => c.id === at)?.parent_id ?? null) {
    if (at === id) throw new HttpError('validation_failed', { parent: [m.cat_err_parent_loop({}, l(ctx))] })
  }
}

async function checkSlugs(tx: Tx, id: number | null, body: CategoryPatch, ctx: ApiContext) {
  const fields: Record<string, string[]> = {}
  for (const [locale, t] of presentLocales(body.translations ?? {})) {
    const [taken] = await tx
      .select({ id: categoryTranslations.categoryId })
      .from(categoryTranslations)
      .where(
        and(
          eq(categoryTranslations.locale, locale),
          eq(categoryTranslations.slug, t.slug),
          id ? ne(categoryTranslations.categoryId, id) : undefined,
        ),
      )
    if (taken) fields[`translations.${locale}.slug`] = [m.cat_err_slug_taken({}, l(ctx))]
  }
  if (Object.keys(fields).length) throw new HttpError('conflict', fields, Object.values(fields)[0]![0])
}

export async function writeCategory(
  tx: Tx,
  id: number | null,
  body: CategoryCreate | CategoryPatch,
  ctx: ApiContext,
): Promise<number> {
  const before = id ? (await tx.select().from(categories).where(eq(categories.id, id)))[0] : null
  if (id && !before) throw new HttpError('not_found')
  const parentId = body.parent === undefined ? undefined : (body.parent[0]?.id ?? null)
  if (parentId !== undefined) await checkParent(tx, id, parentId, ctx)
  await checkSlugs(tx, id, body, ctx)
  const row = {
    ...(parentId !== undefined && { parentId }),
    ...(body.image !== undefined && { image: body.image || null }),
    ...(body.featured !== undefined && { featured: body.featured }),
  }
  let saved
  if (before) {
    saved = (
      await tx
        .update(categories)
        .set({ ...row, updatedAt: ctx.now() })
        .where(eq(categories.id, before.id))
        .returning()
    )[0]!
  } else {
    // A new category goes last among its siblings.
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${categories.sortOrder}), -1)` })
      .from(categories)
      .where(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId))
    saved = (
      await tx
        .insert(categories)
        .values({ ...row, sortOrder: Number(last?.n ?? -1) + 1 })
        .returning()
    )[0]!
  }
  if (body.translations) {
    const present = presentLocales(body.translations)
    for (const [locale, t] of present) {
      const text = { name: t.name, slug: t.slug, description: t.description ?? null }
      await tx
        .insert(categoryTranslations)
        .values({ categoryId: saved.id, locale, ...text })
        .onConflictDoUpdate({ target: [categoryTranslations.categoryId, categoryTranslations.locale], set: text })
    }
    await tx.delete(categoryTranslations).where(
      and(
        eq(categoryTranslations.categoryId, saved.id),
        notInArray(
          categoryTranslations.locale,
          present.map(([lc]) => lc),
        ),
      ),
    )
  }
  return saved.id
}

/** Swaps the category with its neighbour among its siblings (renumbering them 0…n first). */
export async function moveCategory(tx: Tx, id: number, direction: 'up' | 'down', ctx: ApiContext) {
  const [c] = await tx.select().from(categories).where(eq(categories.id, id))
  if (!c) throw new HttpError('not_found')
  const siblings = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(c.parentId ? eq(categories.parentId, c.parentId) : isNull(categories.parentId))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
  const ids = siblings.map((s) => s.id)
  const at = ids.indexOf(id)
  const to = direction === 'up' ? at - 1 : at + 1
  if (to < 0 || to >= ids.length) throw new HttpError('conflict', undefined, m.cat_err_cannot_move({}, l(ctx)))
  ;[ids[at], ids[to]] = [ids[to]!, ids[at]!]
  for (const [i, sid] of ids.entries()) await tx.update(categories).set({ sortOrder: i }).where(eq(categories.id, sid))
}

/** `key` is an id or a slug in any locale. Refused while products or subcategories use it. */
export async function deleteCategory(tx: Tx, key: string, ctx: ApiContext) {
  const id =
    idFromKey(key) ??
    (
      await tx
        .select({ id: categoryTranslations.categoryId })
        .from(categoryTranslations)
        .where(eq(categoryTranslations.slug, key))
        .limit(1)
    )[0]?.id
  const [c] = id ? await tx.select().from(categories).where(eq(categories.id, id)) : []
  if (!c) throw new HttpError('not_found')
  const [used] = await tx
    .select({ n: count() })
    .from(products)
    .where(
      or(
        eq(products.categoryId, c.id),
        sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id} and pc.category_id = ${c.id})`,
      ),
    )
  const n = Number(used?.n ?? 0)
  if (n > 0)
    throw new HttpError(
      'conflict',
      { category: [m.cat_err_category_has_products({ count: n }, l(ctx))] },
      m.cat_err_category_has_products({ count: n }, l(ctx)),
    )
  const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, c.id))
  if (Number(children?.n ?? 0) > 0)
    throw new HttpError(
      'conflict',
      { category: [m.cat_err_category_has_children({}, l(ctx))] },
      m.cat_err_category_has_children({}, l(ctx)),
    )
  await tx.delete(categories).where(eq(categories.id, c.id))
}
