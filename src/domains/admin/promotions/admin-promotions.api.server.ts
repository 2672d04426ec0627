import { eq, inArray } from 'drizzle-orm'
import { categories, products, promotionProducts, promotions, promotionTranslations } from '~/db/schema'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import type { ApiContext } from '~/domains/shared/api-route'
import { contentRoutes, sent } from '../content/content-routes.server'
import { assertDateOrder } from '../content/date-order'
import { instant } from '../content/translations'
import { adminPromotions } from './admin-promotions.contract'

type Text = { title: string; description?: string | null }
type Base = {
  discount_type: 'percentage' | 'fixed'
  discount_value: number
  category_id?: number | null
  product_ids?: number[]
  image?: string | null
  starts_at?: string | null
  ends_at?: string | null
  active?: boolean
}

const iso = (d: Date | null) => d?.toISOString() ?? null

// The pricing module (catalog/promotions.server.ts) reads these rows on every price: a change
// shows in the shop at once (the page cache follows the data version, decision 011).
export const adminPromotionRoutes = contentRoutes<Base, Text>(adminPromotions, {
  table: promotions,
  texts: {
    table: promotionTranslations,
    owner: promotionTranslations.promotionId,
    ownerKey: 'promotionId',
    title: promotionTranslations.title,
    titleKey: 'title',
  },
  toValues: (b) =>
    sent<Base>(b, {
      discount_type: (v) => ['discountType', v],
      discount_value: (v) => ['discountValue', v],
      category_id: (v) => ['categoryId', v],
      image: (v) => ['image', v || null],
      starts_at: (v) => ['startsAt', instant(v, 'start')],
      ends_at: (v) => ['endsAt', instant(v, 'end')],
      active: (v) => ['active', v],
    }),
  fromRow: (r) => {
    const p = r as unknown as typeof promotions.$inferSelect
    return {
      discount_type: p.discountType,
      discount_value: p.discountValue,
      category_id: p.categoryId,
      image: p.image,
      starts_at: iso(p.startsAt),
      ends_at: iso(p.endsAt),
      active: p.active,
    }
  },
  textIn: (t) => ({ title: t.title, description: t.description ?? null }),
  textOut: (r) => ({ title: String(r.title), description: (r.description as string | null) ?? null }),
  filters: (q) => (q.active ? [eq(promotions.active, q.active === 'true')] : []),
  sorts: { starts_at: promotions.startsAt, ends_at: promotions.endsAt, id: promotions.id },
  fallbackSort: 'id',
  check: async (row, ctx, tx) => {
    const l = { locale: ctx.locale }
    if (row.discountType === 'percentage' && Number(row.discountValue) > 100)
      throw new HttpError('validation_failed', { discount_value: [m.adm_err_percent_max({}, l)] })
    assertDateOrder(row.startsAt, row.endsAt, 'ends_at', ctx.locale)
    if (typeof row.categoryId === 'number') await assertExists(tx, ctx, categories, row.categoryId, 'category_id')
  },
  afterWrite: async (tx, id, body) => {
    if (!body.product_ids) return
    const ids = [...new Set(body.product_ids)]
    if (ids.length) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))
      const missing = ids.filter((p) => !found.some((f) => f.id === p))
      if (missing.length) throw new HttpError('validation_failed', { product_ids: missing.map((p) => `#${p}`) })
    }
    await tx.delete(promotionProducts).where(eq(promotionProducts.promotionId, id))
    if (ids.length) await tx.insert(promotionProducts).values(ids.map((productId) => ({ promotionId: id, productId })))
  },
  extraOut: async (db: Db, ids) => {
    const out = new Map<number, { product_ids: number[] }>(ids.map((i) => [i, { product_ids: [] }]))
    if (ids.length === 0) return out
    for (const r of await db.select().from(promotionProducts).where(inArray(promotionProducts.promotionId, ids)))
      out.get(r.promotionId)?.product_ids.push(r.productId)
    return out
  },
})

async function assertExists(tx: Db, ctx: ApiContext, table: typeof categories, id: number, field: string) {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id))
  if (!row) throw new HttpError('validation_failed', { [field]: [m.adm_err_not_found_ref({}, { locale: ctx.locale })] })
}
