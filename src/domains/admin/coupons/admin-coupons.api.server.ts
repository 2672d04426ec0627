import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm'
import { coupons, orders } from '~/db/schema'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { implement, type ApiContext } from '~/domains/shared/api-route'
import { ilikeAny, orderOf, paged } from '../list-query.server'
import * as api from './admin-coupons.contract'
import type { AdminCoupon } from './admin-coupons.schemas'
import { couponState } from '~/domains/cart/coupons.server'

type Row = typeof coupons.$inferSelect

const toCoupon = (r: Row, now: Date): AdminCoupon => ({
  id: r.id,
  code: r.code,
  discount_type: r.discountType,
  discount_value: r.discountValue,
  starts_at: r.startsAt?.toISOString() ?? null,
  ends_at: r.endsAt?.toISOString() ?? null,
  usage_limit: r.usageLimit,
  used_count: r.usedCount,
  active: r.active,
  state: couponState(r, now),
  created_at: r.createdAt.toISOString(),
})

/** A day is its first instant for a start and its last for an end (Europe/Rome, +01:00 as the seed does). */
const instant = (v: string | null | undefined, edge: 'start' | 'end') =>
  v === undefined
    ? undefined
    : v === null
      ? null
      : /^\d{4}-\d{2}-\d{2}$/.test(v)
        ? new Date(`${v}T${edge === 'start' ? '00:00:00' : '23:59:59'}+01:00`)
        : new Date(v)

async function one(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id))
  if (!row) throw new HttpError('not_found')
  return row
}

async function assertCodeFree(db: Db, code: string, ctx: ApiContext, exceptId?: number) {
  const where = [sql`upper(${coupons.code}) = upper(${code})`, ...(exceptId ? [ne(coupons.id, exceptId)] : [])]
  const [taken] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(...where))
  if (taken)
    throw new HttpError(
      'conflict',
      { code: [m.adm_err_coupon_taken({}, { locale: ctx.locale })] },
      m.adm_err_coupon_taken({}, { locale: ctx.locale }),
    )
}

/** The row after a change: the type/value pair and the date range must still hold together. */
function assertCoherent(row: Pick<Row, 'discountType' | 'discountValue' | 'startsAt' | 'endsAt'>, ctx: ApiContext) {
  const l = { locale: ctx.locale }
  if (row.discountType === 'percentage' && row.discountValue > 100)
    throw new HttpError('validation_failed', { discount_value: [m.adm_err_percent_max({}, l)] })
  if (row.startsAt && row.endsAt && row.endsAt < row.startsAt)
    throw new HttpError('validation_failed', { ends_at: [m.adm_err_ends_before_start({}, l)] })
}

export const adminCouponRoutes = [
  implement(api.listAdminCoupons, ({ query: q }, { db, now }) => {
    const where: SQL[] = []
    if (q.q) where.push(ilikeAny(q.q, coupons.code))
    if (q.discount_type) where.push(eq(coupons.discountType, q.discount_type))
    if (q.active) where.push(eq(coupons.active, q.active === 'true'))
    const cond = where.length ? and(...where) : undefined
    const sorts = {
      code: sql`upper(${coupons.code})`,
      created_at: coupons.createdAt,
      ends_at: coupons.endsAt,
      used_count: coupons.usedCount,
    }
    return paged(
      q,
      db
        .select({ n: count() })
        .from(coupons)
        .where(cond)
        .then((r) => Number(r[0]?.n ?? 0)),
      async (limit, offset) =>
        (
          await db
            .select()
            .from(coupons)
            .where(cond)
            .orderBy(...orderOf(sorts, q, 'created_at', coupons.id))
            .limit(limit)
            .offset(offset)
        ).map((r) => toCoupon(r, now())),
    )
  }),
  implement(api.getAdminCoupon, async ({ params }, { db, now }) => ({
    data: toCoupon(await one(db, params.id), now()),
  })),
  implement(api.createAdminCoupon, async ({ body }, ctx) => {
    const row = await ctx.db.transaction(async (tx) => {
      await assertCodeFree(tx, body.code, ctx)
      assertCoherent(
        {
          discountType: body.discount_type,
          discountValue: body.discount_value,
          startsAt: instant(body.starts_at, 'start') ?? null,
          endsAt: instant(body.ends_at, 'end') ?? null,
        },
        ctx,
      )
      const [created] = await tx
        .insert(coupons)
        .values({
          code: body.code,
          discountType: body.discount_type,
          discountValue: body.discount_value,
          startsAt: instant(body.starts_at, 'start') ?? null,
          endsAt: instant(body.ends_at, 'end') ?? null,
          usageLimit: body.usage_limit ?? null,
          active: body.active ?? true,
        })
        .returning()
      return created!
    })
    return { data: toCoupon(row, ctx.now()) }
  }),
  implement(api.updateAdminCoupon, async ({ params, body }, ctx) => {
    const row = await ctx.db.transaction(async (tx) => {
      const before = await one(tx, params.id)
      if (body.code !== undefined) await assertCodeFree(tx, body.code, ctx, before.id)
      const next = {
        ...(body.code !== undefined && { code: body.code }),
        ...(body.discount_type !== undefined && { discountType: body.discount_type }),
        ...(body.discount_value !== undefined && { discountValue: body.discount_value }),
        ...(body.starts_at !== undefined && { startsAt: instant(body.starts_at, 'start') }),
        ...(body.ends_at !== undefined && { endsAt: instant(body.ends_at, 'end') }),
        ...(body.usage_limit !== undefined && { usageLimit: body.usage_limit }),
        ...(body.active !== undefined && { active: body.active }),
      }
      assertCoherent({ ...before, ...next } as Row, ctx)
      const [updated] = await tx
        .update(coupons)
        .set({ ...next, updatedAt: ctx.now() })
        .where(eq(coupons.id, before.id))
        .returning()
      return updated!
    })
    return { data: toCoupon(row, ctx.now()) }
  }),
  implement(api.deleteAdminCoupon, async ({ params }, ctx) => {
    await ctx.db.transaction(async (tx) => {
      const row = await one(tx, params.id)
      const [used] = await tx
        .select({ n: count() })
        .from(orders)
        .where(sql`upper(${orders.couponCode}) = upper(${row.code})`)
      if (row.usedCount > 0 || Number(used?.n ?? 0) > 0)
        throw new HttpError('conflict', undefined, m.adm_err_coupon_used({}, { locale: ctx.locale }))
      await tx.delete(coupons).where(eq(coupons.id, row.id))
    })
    return undefined
  }),
]
