import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { shippingOptions, shippingOptionTranslations } from '~/db/schema'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { implement, type ApiContext } from '~/domains/shared/api-route'
import { ilikeAny, orderOf, paged } from '../list-query.server'
import { pickText } from '../translated.server'
import * as api from './admin-shipping.contract'
import type { AdminShipping } from './admin-shipping.schemas'

type Row = typeof shippingOptions.$inferSelect
// Written out in full: in a one-table select Drizzle leaves column names unqualified, and the
// subquery would compare two columns of `orders`.
const ordersCount = sql<number>`(select count(*)::int from orders where orders.shipping_option_id = shipping_options.id)`

async function withTexts(db: Db, rows: Array<Row & { ordersCount: number }>, locale: Locale): Promise<AdminShipping[]> {
  const texts = rows.length
    ? await db
        .select()
        .from(shippingOptionTranslations)
        .where(
          inArray(
            shippingOptionTranslations.optionId,
            rows.map((r) => r.id),
          ),
        )
    : []
  return rows.map((r) => {
    const text = pickText(
      texts.filter((t) => t.optionId === r.id),
      locale,
    )
    return {
      id: r.id,
      code: r.code,
      name: text?.name ?? r.code,
      description: text?.description ?? null,
      min_weight_kg: r.minWeightGrams / 1000,
      max_weight_kg: r.maxWeightGrams === null ? null : r.maxWeightGrams / 1000,
      regions: r.regions,
      price: r.price,
      days_min: r.shippingDaysMin,
      days_max: r.shippingDaysMax,
      pickup: r.pickup,
      active: r.active,
      sort_order: r.sortOrder,
      orders_count: Number(r.ordersCount),
    }
  })
}

async function one(db: Db, id: number, locale: Locale): Promise<AdminShipping> {
  const rows = await db
    .select({ ...shippingColumns, ordersCount })
    .from(shippingOptions)
    .where(eq(shippingOptions.id, id))
  if (!rows[0]) throw new HttpError('not_found')
  return (await withTexts(db, rows, locale))[0]!
}
const shippingColumns = {
  id: shippingOptions.id,
  code: shippingOptions.code,
  minWeightGrams: shippingOptions.minWeightGrams,
  maxWeightGrams: shippingOptions.maxWeightGrams,
  regions: shippingOptions.regions,
  price: shippingOptions.price,
  shippingDaysMin: shippingOptions.shippingDaysMin,
  shippingDaysMax: shippingOptions.shippingDaysMax,
  pickup: shippingOptions.pickup,
  active: shippingOptions.active,
  sortOrder: shippingOptions.sortOrder,
}

const grams = (kg: number | null | undefined) => (kg === null || kg === undefined ? kg : Math.round(kg * 1000))

function assertCoherent(
  r: { minWeightGrams: number; maxWeightGrams: number | null; shippingDaysMin: number; shippingDaysMax: number },
  ctx: ApiContext,
) {
  const l = { locale: ctx.locale }
  if (r.maxWeightGrams !== null && r.maxWeightGrams < r.minWeightGrams)
    throw new HttpError('validation_failed', { max_weight_kg: [m.adm_err_max_below_min({}, l)] })
  if (r.shippingDaysMax < r.shippingDaysMin)
    throw new HttpError('validation_failed', { days_max: [m.adm_err_max_below_min({}, l)] })
}

async function assertCodeFree(db: Db, code: string, ctx: ApiContext, exceptId?: number) {
  const [taken] = await db
    .select({ id: shippingOptions.id })
    .from(shippingOptions)
    .where(eq(shippingOptions.code, code))
  if (taken && taken.id !== exceptId)
    throw new HttpError(
      'conflict',
      { code: [m.adm_err_code_taken({}, { locale: ctx.locale })] },
      m.adm_err_code_taken({}, { locale: ctx.locale }),
    )
}

async function saveText(
  db: Db,
  id: number,
  locale: Locale,
  name: string | undefined,
  description: string | null | undefined,
) {
  if (name === undefined && description === undefined) return
  const [existing] = await db
    .select()
    .from(shippingOptionTranslations)
    .where(and(eq(shippingOptionTranslations.optionId, id), eq(shippingOptionTranslations.locale, locale)))
  const next = {
    name: name ?? existing?.name ?? '',
    description: description === undefined ? (existing?.description ?? null) : description,
  }
  if (existing)
    await db
      .update(shippingOptionTranslations)
      .set(next)
      .where(and(eq(shippingOptionTranslations.optionId, id), eq(shippingOptionTranslations.locale, locale)))
  else await db.insert(shippingOptionTranslations).values({ optionId: id, locale, ...next })
}

export const adminShippingRoutes = [
  implement(api.listAdminShipping, async ({ query: q }, ctx) => {
    const where: SQL[] = []
    if (q.q)
      where.push(
        ilikeAny(
          q.q,
          shippingOptions.code,
          sql`(select string_agg(name, ' ') from ${shippingOptionTranslations} where ${shippingOptionTranslations.optionId} = ${shippingOptions.id})`,
        ),
      )
    if (q.active) where.push(eq(shippingOptions.active, q.active === 'true'))
    const cond = where.length ? and(...where) : undefined
    const sorts = {
      sort_order: shippingOptions.sortOrder,
      code: shippingOptions.code,
      price: shippingOptions.price,
      min_weight_kg: shippingOptions.minWeightGrams,
    }
    return paged(
      q,
      ctx.db
        .select({ n: count() })
        .from(shippingOptions)
        .where(cond)
        .then((r) => Number(r[0]?.n ?? 0)),
      async (limit, offset) =>
        withTexts(
          ctx.db,
          await ctx.db
            .select({ ...shippingColumns, ordersCount })
            .from(shippingOptions)
            .where(cond)
            .orderBy(...orderOf(sorts, q, 'sort_order', shippingOptions.id))
            .limit(limit)
            .offset(offset),
          ctx.locale,
        ),
    )
  }),
  implement(api.getAdminShipping, async ({ params }, ctx) => ({ data: await one(ctx.db, params.id, ctx.locale) })),
  implement(api.createAdminShipping, async ({ body }, ctx) => {
    const id = await ctx.db.transaction(async (tx) => {
      await assertCodeFree(tx, body.code, ctx)
      const values = {
        code: body.code,
        minWeightGrams: grams(body.min_weight_kg)!,
        maxWeightGrams: grams(body.max_weight_kg) ?? null,
        regions: body.regions ?? [],
        price: body.price,
        shippingDaysMin: body.days_min ?? 1,
        shippingDaysMax: body.days_max ?? 3,
        pickup: body.pickup ?? false,
        active: body.active ?? true,
        sortOrder: body.sort_order ?? 0,
      }
      assertCoherent(values, ctx)
      const [row] = await tx.insert(shippingOptions).values(values).returning({ id: shippingOptions.id })
      await saveText(tx, row!.id, ctx.locale, body.name, body.description ?? null)
      return row!.id
    })
    return { data: await one(ctx.db, id, ctx.locale) }
  }),
  implement(api.updateAdminShipping, async ({ params, body }, ctx) => {
    await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(shippingOptions).where(eq(shippingOptions.id, params.id))
      if (!before) throw new HttpError('not_found')
      if (body.code !== undefined) await assertCodeFree(tx, body.code, ctx, before.id)
      const next: Partial<Row> = {
        ...(body.code !== undefined && { code: body.code }),
        ...(body.min_weight_kg !== undefined && { minWeightGrams: grams(body.min_weight_kg)! }),
        ...(body.max_weight_kg !== undefined && { maxWeightGrams: grams(body.max_weight_kg) ?? null }),
        ...(body.regions !== undefined && { regions: body.regions }),
        ...(body.price !== undefined && { price: body.price }),
        ...(body.days_min !== undefined && { shippingDaysMin: body.days_min }),
        ...(body.days_max !== undefined && { shippingDaysMax: body.days_max }),
        ...(body.pickup !== undefined && { pickup: body.pickup }),
        ...(body.active !== undefined && { active: body.active }),
        ...(body.sort_order !== undefined && { sortOrder: body.sort_order }),
      }
      assertCoherent({ ...before, ...next }, ctx)
      if (Object.keys(next).length) await tx.update(shippingOptions).set(next).where(eq(shippingOptions.id, before.id))
      await saveText(tx, before.id, ctx.locale, body.name, body.description)
    })
    return { data: await one(ctx.db, params.id, ctx.locale) }
  }),
  implement(api.deleteAdminShipping, async ({ params }, ctx) => {
    const found = await one(ctx.db, params.id, ctx.locale)
    if (found.orders_count > 0)
      throw new HttpError('conflict', undefined, m.adm_err_shipping_used({}, { locale: ctx.locale }))
    await ctx.db.delete(shippingOptions).where(eq(shippingOptions.id, found.id))
    return undefined
  }),
]
